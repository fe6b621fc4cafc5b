import { PASSPORT_EXPIRED } from '@contract/account/profile';
import {
  SAVED_TRAVELLER_PASSPORT_TAKEN,
  SAVED_TRAVELLERS_FULL,
  SAVED_TRAVELLERS_MAX,
  type SavedTraveller,
  type SavedTravellerList,
  type SavedTravellerValues,
} from '@contract/account/travellers';
import { todayInIndia } from '@contract/dates';
import type { DbOrTx } from '@db/client';
import { countries } from 'countries-list';
import { badRequest, conflict, notFound, unprocessable } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { isUniqueViolation } from '../../lib/pg-errors';
import * as repo from './repo';

const NOT_FOUND = 'Traveller not found.';

function toPublic(row: repo.SavedTravellerRow): SavedTraveller {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    relationship: row.relationship as SavedTraveller['relationship'],
    dob: row.dob,
    nationality: row.nationality,
    passportNo: row.passportNo,
    passportExpiry: row.passportExpiry,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The checks that need today's date or the country list; the contract has checked the shape. */
function refuseImpossible(values: SavedTravellerValues) {
  const fields: Record<string, string> = {};
  const now = todayInIndia();
  if (values.dob && (values.dob >= now || values.dob < '1900-01-01')) fields.dob = 'Date of birth must be in the past';
  if (values.passportExpiry && values.passportExpiry <= now) fields.passportExpiry = PASSPORT_EXPIRED;
  if (values.nationality && !(values.nationality in countries))
    fields.nationality = 'Choose a nationality from the list';
  const first = Object.values(fields)[0];
  if (first) throw badRequest(first, fields);
}

/** A passport number the user has saved already: the unique index refuses it, and the answer says why. */
async function unlessTaken<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SAVED_TRAVELLER_PASSPORT_TAKEN);
    throw error;
  }
}

export async function list(db: DbOrTx, userId: string): Promise<SavedTravellerList> {
  return { items: (await repo.listFor(db, userId)).map(toPublic), max: SAVED_TRAVELLERS_MAX };
}

export async function add(db: DbOrTx, userId: string, values: SavedTravellerValues): Promise<SavedTraveller> {
  refuseImpossible(values);
  const row = await unlessTaken(repo.insertWithinLimit(db, { id: newId(), userId, ...values }, SAVED_TRAVELLERS_MAX));
  if (!row) throw unprocessable(SAVED_TRAVELLERS_FULL);
  return toPublic(row);
}

export async function update(
  db: DbOrTx,
  userId: string,
  id: string,
  values: SavedTravellerValues,
): Promise<SavedTraveller> {
  refuseImpossible(values);
  const row = await unlessTaken(repo.updateOwned(db, userId, id, values));
  if (!row) throw notFound(NOT_FOUND);
  return toPublic(row);
}

export async function remove(db: DbOrTx, userId: string, id: string): Promise<void> {
  if (!(await repo.removeOwned(db, userId, id))) throw notFound(NOT_FOUND);
}
