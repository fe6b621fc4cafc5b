import type { PassportReading } from '@contract/account/passport-reading';
import type { TravellerRow } from '@contract/apply/applications';
import { describe, expect, it } from 'vitest';
import { countryOfZone, fillPlan, valuesOf } from './passport-fill';

const reading: PassportReading = {
  mrz: {
    documentNumber: 'Z1234567',
    surname: 'DAS GUPTA',
    givenNames: 'MEERA ANN',
    nationality: 'IND',
    birthDate: '1991-07-03',
    sex: 'F',
    expiryDate: '2031-05-20',
    issuingState: 'IND',
  },
  valid: true,
  checks: [],
  lines: ['', ''],
};
const names: Record<string, string> = { IN: 'India', DE: 'Germany' };
const values = valuesOf(reading, (code) => names[code]);
const row = (fields: Partial<TravellerRow>): TravellerRow => ({
  self: false,
  firstName: '',
  lastName: '',
  dob: '',
  passportNo: '',
  passportExpiry: '',
  nationality: '',
  relationship: 'Friend',
  save: false,
  ...fields,
});

describe('filling a traveller from a passport reading', () => {
  it('fills every empty field, names in ordinary case and the nationality by name', () => {
    expect(fillPlan(row({}), values)).toEqual({
      fill: [
        ['firstName', 'Meera Ann'],
        ['lastName', 'Das Gupta'],
        ['dob', '1991-07-03'],
        ['nationality', 'India'],
        ['passportNo', 'Z1234567'],
        ['passportExpiry', '2031-05-20'],
      ],
      conflicts: [],
    });
  });

  it('asks only where a typed value really differs (case, spaces and accents are no difference)', () => {
    const typed = row({
      firstName: 'Meera-Ann',
      lastName: 'Das Gupta',
      dob: '1991-07-03',
      nationality: 'India',
      passportNo: 'z1234576',
      passportExpiry: '2031-05-20',
    });
    expect(fillPlan(typed, values)).toEqual({
      fill: [],
      conflicts: [{ field: 'passportNo', typed: 'z1234576', read: 'Z1234567' }],
    });
  });

  it("reads ICAO codes as ISO country codes, Germany's D included", () => {
    expect(countryOfZone('IND')).toBe('IN');
    expect(countryOfZone('D')).toBe('DE');
    expect(countryOfZone('UTO')).toBeUndefined();
  });
});
