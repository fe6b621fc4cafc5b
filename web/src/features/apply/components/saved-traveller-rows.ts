import type { SavedTraveller, SavedTravellerInput } from '@contract/account/travellers';
import type { TravellerRow } from '@contract/apply/applications';

/** How the wizard's rows and the account's saved travellers meet: by passport number, else by full name. */

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const compact = (passport: string) => passport.toUpperCase().replace(/\s+/g, '');

/** The saved traveller this row is, if any. */
export function savedTravellerOf(row: TravellerRow, saved: readonly SavedTraveller[]): SavedTraveller | undefined {
  if (row.self) return undefined;
  const passport = compact(row.passportNo);
  if (passport) return saved.find((traveller) => traveller.passportNo === passport);
  return saved.find((traveller) => same(traveller.firstName, row.firstName) && same(traveller.lastName, row.lastName));
}

/** A co-traveller's row filled from a saved traveller; the nationality as the name the wizard keeps. */
export function rowFromSaved(traveller: SavedTraveller, countryName: (code: string) => string): TravellerRow {
  return {
    self: false,
    firstName: traveller.firstName,
    lastName: traveller.lastName,
    dob: traveller.dob ?? '',
    passportNo: traveller.passportNo ?? '',
    passportExpiry: traveller.passportExpiry ?? '',
    nationality: traveller.nationality ? countryName(traveller.nationality) : '',
    relationship: traveller.relationship,
    save: false,
  };
}

/** A typed co-traveller as the account keeps it; a nationality that is not a listed country is left out. */
export function savedFromRow(
  row: TravellerRow,
  countryCode: (name: string) => string | undefined,
): SavedTravellerInput {
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    relationship: row.relationship as SavedTravellerInput['relationship'],
    dob: row.dob,
    nationality: countryCode(row.nationality) ?? null,
    passportNo: row.passportNo,
    passportExpiry: row.passportExpiry,
  };
}
