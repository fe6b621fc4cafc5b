import type { PassportReading } from '@contract/account/passport-reading';
import type { PassportFieldMatch, PassportMatchField } from '@contract/apply/passport-check';
import threeToTwo from 'countries-list/minimal/countries.3to2.min.json' with { type: 'json' };

/** What the application says of a traveller, as compared with their passport's zone. */
export interface TypedTraveller {
  firstName: string;
  lastName: string;
  dob: string | null;
  passportNo: string | null;
  passportExpiry: string | null;
  /** The traveller's nationality as ISO 3166 alpha-2, when the application names one the catalogue knows. */
  nationalityCode: string | undefined;
}

/** Names of the fields in the messages the traveller and the operator read. */
export const FIELD_LABELS: Record<PassportMatchField, string> = {
  passportNo: 'Passport number',
  lastName: 'Surname',
  firstName: 'Given names',
  dob: 'Date of birth',
  passportExpiry: 'Passport expiry',
  nationality: 'Nationality',
};

/** ICAO 9303 part 3 transliterations the zone may use for letters a traveller types with a mark. */
const ZONE_SPELLINGS: Array<[RegExp, string]> = [
  [/Ä/g, 'AE'],
  [/Ö/g, 'OE'],
  [/Ü/g, 'UE'],
  [/ß/g, 'SS'],
  [/Æ/g, 'AE'],
  [/Ø/g, 'OE'],
  [/Å/g, 'AA'],
  [/Þ/g, 'TH'],
];

/** Letters only, upper case, marks dropped: "O'Brien" and "Das-Gupta" as the zone can hold them. */
const lettersOnly = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');

/** The spellings a typed name may take in a zone: marks dropped, or transliterated as ICAO 9303 does. */
function zoneSpellings(typed: string): string[] {
  const upper = typed.normalize('NFC').toUpperCase();
  const transliterated = ZONE_SPELLINGS.reduce((text, [letter, spelling]) => text.replace(letter, spelling), upper);
  return [...new Set([lettersOnly(upper), lettersOnly(transliterated)])];
}

/**
 * The zone's 39 name characters were all used: the names may have been cut to fit (ICAO 9303 part 4, 4.6), so
 * the zone's last name read is a prefix of the real one.
 */
export const namesTruncated = (reading: PassportReading) => !reading.lines[0].endsWith('<');

function sameName(typed: string, read: string, truncated: boolean) {
  const zone = lettersOnly(read);
  return zoneSpellings(typed).some((form) => form === zone || (truncated && form.startsWith(zone)));
}

/** "Z 123-4567" as a passport number: upper case, letters and digits. */
const passportNumber = (typed: string) => typed.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** The ICAO 9303 three-letter code as ISO 3166 alpha-2; Germany's passports say D. */
export function countryOfZone(code: string): string | undefined {
  if (code.replace(/</g, '') === 'D') return 'DE';
  return (threeToTwo as Record<string, string>)[code];
}

const matchOf = (field: PassportMatchField, typed: string | null, read: string | null, ok: boolean) => ({
  field,
  label: FIELD_LABELS[field],
  typed,
  read,
  ok,
});

/**
 * The application's traveller against their passport's zone, field by field. A field the application leaves empty,
 * or the zone holds no date for, is not compared (the submit check asks for the empty ones itself).
 */
export function compareWithPassport(typed: TypedTraveller, reading: PassportReading): PassportFieldMatch[] {
  const { mrz } = reading;
  const truncated = namesTruncated(reading);
  const matches: PassportFieldMatch[] = [];
  if (typed.passportNo) {
    const ok = passportNumber(typed.passportNo) === mrz.documentNumber;
    matches.push(matchOf('passportNo', typed.passportNo, mrz.documentNumber, ok));
  }
  if (typed.lastName.trim() || mrz.surname) {
    matches.push(matchOf('lastName', typed.lastName, mrz.surname, sameName(typed.lastName, mrz.surname, truncated)));
  }
  matches.push(
    matchOf('firstName', typed.firstName, mrz.givenNames, sameName(typed.firstName, mrz.givenNames, truncated)),
  );
  if (typed.dob && mrz.birthDate) matches.push(matchOf('dob', typed.dob, mrz.birthDate, typed.dob === mrz.birthDate));
  if (typed.passportExpiry && mrz.expiryDate) {
    const ok = typed.passportExpiry === mrz.expiryDate;
    matches.push(matchOf('passportExpiry', typed.passportExpiry, mrz.expiryDate, ok));
  }
  const readCountry = countryOfZone(mrz.nationality);
  if (typed.nationalityCode && readCountry) {
    const ok = typed.nationalityCode === readCountry;
    matches.push(matchOf('nationality', typed.nationalityCode, readCountry, ok));
  }
  return matches;
}

/** "Passport number: the form says Z1234576, the attached passport says Z1234567". */
export const mismatchText = (match: PassportFieldMatch) =>
  `${match.label}: the form says ${match.typed ?? ''}, the attached passport says ${match.read ?? ''}`;
