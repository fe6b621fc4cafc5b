import { MAX_START_DAYS_AHEAD } from '@contract/catalogue';
import { addDays, todayInIndia } from '@contract/dates';
import type { DbOrTx } from '@db/client';
import { badRequest } from '../../lib/app-error';
import type { TripChecker } from '../trip-check';
import { passportCheck } from './passport-check';
import * as repo from './repo';
import { type ApplicationStay, passportRefusals } from './trip-verdict';

/** Start in the future (and within two years), end after start. */
export function travelDateIssues(start: string, end: string, now = new Date()): Record<string, string> {
  const issues: Record<string, string> = {};
  const today = todayInIndia(now);
  if (start <= today) issues.start = 'The travel start date must be in the future';
  else if (start > addDays(today, MAX_START_DAYS_AHEAD)) issues.start = 'The travel start date is too far ahead';
  if (end <= start) issues.end = 'The travel end date must be after the start date';
  return issues;
}

/**
 * 400 with field messages for dates that cannot be travelled and for passports the destination's own rule refuses
 * (the trip check's passport rule: how many months beyond the stay, per country). A traveller's own message sits
 * under the end date; a co-traveller's under their passport expiry.
 */
export async function checkDatesAndPassports(
  checker: TripChecker,
  stay: ApplicationStay,
  travellers: Array<{ isSelf: boolean; firstName: string; passportExpiry: string | null; nationality: string | null }>,
) {
  const fields = travelDateIssues(stay.start, stay.end);
  if (Object.keys(fields).length === 0) {
    for (const { traveller, index, text } of await passportRefusals(checker, stay, travellers)) {
      fields[traveller.isSelf ? 'end' : `travellers.${index}.passportExpiry`] = `${traveller.firstName}: ${text}`;
    }
  }
  if (Object.keys(fields).length > 0) {
    throw badRequest(Object.values(fields)[0] ?? 'Check the travel dates', fields);
  }
}

/**
 * Missing required checklist items, incomplete passports, and attached passports that say otherwise than the form
 * or expire too soon for the destination's rule: what stops a draft from being submitted. Whether the typed expiry
 * is valid long enough is the trip check's (refuseNotAllowedTrip). Passports that could not be read are warnings.
 */
export async function submitProblems(db: DbOrTx, checker: TripChecker, row: repo.ApplicationRow) {
  const travellers = await repo.travellersOf(db, row.id);
  const nameOf = new Map(travellers.map((t) => [t.id, `${t.firstName} ${t.lastName}`.trim()]));
  const missing = (await repo.checklistOf(db, row.id))
    // A document deleted from the vault after it was attached leaves its item without a file.
    .filter((item) => item.required && (item.status === 'missing' || !item.documentId))
    .map((item) => ({ itemId: item.id, label: item.label, traveller: nameOf.get(item.travellerId) ?? '' }));
  const fields: Record<string, string> = {};
  travellers.forEach((t, index) => {
    if (!t.passportNo) fields[`travellers.${index}.passportNo`] = `Enter ${t.firstName}'s passport number`;
    if (!t.passportExpiry) fields[`travellers.${index}.passportExpiry`] = `Enter ${t.firstName}'s passport expiry date`;
    if (!t.dob) fields[`travellers.${index}.dob`] = `Enter ${t.firstName}'s date of birth`;
  });
  const dateIssues = travelDateIssues(row.startDate, row.endDate);
  const passports = await passportCheck(db, checker, row);
  const passportFields = Object.fromEntries(passports.problems.map((problem) => [problem.field, problem.text]));
  return { missing, fields: { ...fields, ...dateIssues, ...passportFields }, warnings: passports.warnings };
}
