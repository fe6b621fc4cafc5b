import type { SavedTraveller } from '@contract/account/travellers';
import type { TravellerRow } from '@contract/apply/applications';
import { describe, expect, it } from 'vitest';
import { rowFromSaved, savedFromRow, savedTravellerOf } from './saved-traveller-rows';

const meera: SavedTraveller = {
  id: 't1',
  firstName: 'Meera',
  lastName: 'Rao',
  relationship: 'Spouse',
  dob: '1991-07-03',
  nationality: 'IN',
  passportNo: 'K7654321',
  passportExpiry: '2030-01-31',
  createdAt: '2026-11-26T10:00:00.000Z',
  updatedAt: '2026-11-26T10:00:00.000Z',
};
const names: Record<string, string> = { IN: 'India' };

describe('saved travellers in the wizard', () => {
  it('fills a co-traveller from a saved one, nationality as the country name', () => {
    expect(rowFromSaved(meera, (code) => names[code] ?? code)).toEqual({
      self: false,
      firstName: 'Meera',
      lastName: 'Rao',
      dob: '1991-07-03',
      passportNo: 'K7654321',
      passportExpiry: '2030-01-31',
      nationality: 'India',
      relationship: 'Spouse',
      save: false,
    });
  });

  it('knows a row is a saved traveller by passport number, else by full name, and never the account holder', () => {
    const row = rowFromSaved(meera, () => 'India');
    expect(savedTravellerOf({ ...row, passportNo: 'k 7654321', firstName: 'Mira' }, [meera])).toBe(meera);
    expect(savedTravellerOf({ ...row, passportNo: 'K1111111' }, [meera])).toBeUndefined();
    expect(savedTravellerOf({ ...row, passportNo: '', firstName: ' meera ' }, [meera])).toBe(meera);
    expect(savedTravellerOf({ ...row, self: true }, [meera])).toBeUndefined();
  });

  it('keeps a typed co-traveller with the country code of its nationality (none when not a listed country)', () => {
    const row: TravellerRow = { ...rowFromSaved(meera, () => 'India'), save: true };
    const codeOf = (name: string) => (name === 'India' ? 'IN' : undefined);
    expect(savedFromRow(row, codeOf)).toMatchObject({ firstName: 'Meera', relationship: 'Spouse', nationality: 'IN' });
    expect(savedFromRow({ ...row, nationality: 'Indian' }, codeOf).nationality).toBeNull();
  });
});
