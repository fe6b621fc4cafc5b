import type { PassportReading } from '@contract/account/passport-reading';
import type { TravellerRow } from '@contract/apply/applications';
import threeToTwo from 'countries-list/minimal/countries.3to2.min.json';

/** The traveller's fields a passport's zone fills. */
export const FILLED_FIELDS = ['firstName', 'lastName', 'dob', 'nationality', 'passportNo', 'passportExpiry'] as const;
export type FilledField = (typeof FILLED_FIELDS)[number];

/** A field typed one way that the passport says another: the traveller picks one before going on. */
export interface PassportConflict {
  field: FilledField;
  typed: string;
  read: string;
  choice?: 'typed' | 'read';
}

/** The ICAO 9303 three-letter code as ISO 3166 alpha-2; Germany's passports say D. */
export function countryOfZone(code: string): string | undefined {
  if (code === 'D') return 'DE';
  return (threeToTwo as Record<string, string>)[code];
}

/** "MEERA ANN" → "Meera Ann": the zone has capitals only. */
const titleCase = (text: string) => text.toLowerCase().replace(/(^|[\s-])\p{L}/gu, (start) => start.toUpperCase());

/** A name as the zone writes it: capitals, anything else a space. */
const asInZone = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z]+/g, ' ')
    .trim();

const same: Record<FilledField, (typed: string, read: string) => boolean> = {
  firstName: (typed, read) => asInZone(typed) === asInZone(read),
  lastName: (typed, read) => asInZone(typed) === asInZone(read),
  dob: (typed, read) => typed === read,
  nationality: (typed, read) => typed === read,
  passportNo: (typed, read) => typed.replace(/\s+/g, '').toUpperCase() === read,
  passportExpiry: (typed, read) => typed === read,
};

/** The traveller's fields as the passport gives them (nationality by English name, as the wizard keeps it). */
export function valuesOf(reading: PassportReading, countryName: (code: string) => string | undefined) {
  const { mrz } = reading;
  const code = countryOfZone(mrz.nationality);
  const values: Partial<Record<FilledField, string>> = {
    firstName: titleCase(mrz.givenNames),
    lastName: titleCase(mrz.surname),
    dob: mrz.birthDate ?? undefined,
    nationality: code ? countryName(code) : undefined,
    passportNo: mrz.documentNumber,
    passportExpiry: mrz.expiryDate ?? undefined,
  };
  return values;
}

/** What to fill (the empty fields) and what to ask (fields typed otherwise). */
export function fillPlan(row: TravellerRow, values: Partial<Record<FilledField, string>>) {
  const fill: Array<[FilledField, string]> = [];
  const conflicts: PassportConflict[] = [];
  for (const field of FILLED_FIELDS) {
    const read = values[field];
    if (!read) continue;
    const typed = String(row[field] ?? '').trim();
    if (!typed) fill.push([field, read]);
    else if (!same[field](typed, read)) conflicts.push({ field, typed, read });
  }
  return { fill, conflicts };
}
