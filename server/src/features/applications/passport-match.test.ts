import type { PassportReading } from '@contract/account/passport-reading';
import { describe, expect, it } from 'vitest';
import { compareWithPassport, countryOfZone, mismatchText, type TypedTraveller } from './passport-match';

const reading = (
  mrz: Partial<PassportReading['mrz']>,
  line1 = 'P<INDSHARMA<<PRIYA<<<<<<<<<<<<<<<<<<<<<<<<<<<',
): PassportReading => ({
  mrz: {
    documentNumber: 'Z1234567',
    surname: 'SHARMA',
    givenNames: 'PRIYA',
    nationality: 'IND',
    birthDate: '1990-04-12',
    sex: 'F',
    expiryDate: '2031-01-01',
    issuingState: 'IND',
    ...mrz,
  },
  valid: true,
  checks: [],
  lines: [line1.slice(0, 44), 'Z1234567<0IND9004128F3101019<<<<<<<<<<<<<<02'],
});

const typed: TypedTraveller = {
  firstName: 'Priya',
  lastName: 'Sharma',
  dob: '1990-04-12',
  passportNo: 'Z1234567',
  passportExpiry: '2031-01-01',
  nationalityCode: 'IN',
};

const differing = (t: TypedTraveller, r: PassportReading) =>
  compareWithPassport(t, r)
    .filter((match) => !match.ok)
    .map((match) => match.field);

describe('compareWithPassport', () => {
  it('matches what the zone says, whatever the case, spaces and punctuation typed', () => {
    expect(differing({ ...typed, passportNo: ' z123 4567 ' }, reading({}))).toEqual([]);
    const obrien = reading({ surname: 'OBRIEN', givenNames: 'MARY ANN' });
    expect(differing({ ...typed, lastName: "O'Brien", firstName: 'Mary-Ann' }, obrien)).toEqual([]);
    expect(differing({ ...typed, lastName: 'Das Gupta' }, reading({ surname: 'DASGUPTA' }))).toEqual([]);
  });

  it('takes a name with marks dropped or transliterated as ICAO 9303 does', () => {
    expect(differing({ ...typed, lastName: 'Müller' }, reading({ surname: 'MUELLER' }))).toEqual([]);
    expect(differing({ ...typed, lastName: 'Müller' }, reading({ surname: 'MULLER' }))).toEqual([]);
    expect(differing({ ...typed, firstName: 'Zoë' }, reading({ givenNames: 'ZOE' }))).toEqual([]);
  });

  it('takes a name cut to fit the zone as a prefix, only when the zone is full', () => {
    const full = 'P<INDVENKATARAGHAVAN<<SUBRAMANIAN<LAKSHMINARA';
    const cut = reading({ surname: 'VENKATARAGHAVAN', givenNames: 'SUBRAMANIAN LAKSHMINARA' }, full);
    const long = { ...typed, lastName: 'Venkataraghavan', firstName: 'Subramanian Lakshminarayanan' };
    expect(differing(long, cut)).toEqual([]);
    const notCut = reading({ givenNames: 'PRI' });
    expect(differing(typed, notCut)).toEqual(['firstName']);
  });

  it('names every field typed otherwise, with both values', () => {
    const r = reading({});
    const wrong = { ...typed, passportNo: 'Z1234576', dob: '1990-04-21', nationalityCode: 'NP' };
    expect(differing(wrong, r)).toEqual(['passportNo', 'dob', 'nationality']);
    const [number] = compareWithPassport(wrong, r);
    expect(mismatchText(number!)).toBe('Passport number: the form says Z1234576, the attached passport says Z1234567');
  });

  it('leaves out what the form or the zone does not say', () => {
    const fields = compareWithPassport(
      { ...typed, dob: null, nationalityCode: undefined },
      reading({ expiryDate: null }),
    ).map((match) => match.field);
    expect(fields).toEqual(['passportNo', 'lastName', 'firstName']);
  });
});

describe('countryOfZone', () => {
  it("reads ICAO codes as ISO alpha-2, and Germany's D", () => {
    expect(countryOfZone('IND')).toBe('IN');
    expect(countryOfZone('D<<')).toBe('DE');
    expect(countryOfZone('UTO')).toBeUndefined();
  });
});
