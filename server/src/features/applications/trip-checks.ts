import { PASSPORT_MONTHS_BEYOND_TRIP } from '@contract/apply/applications';
import { MAX_START_DAYS_AHEAD } from '@contract/catalogue';
import { addDays, addMonths, formatShortDate, todayInIndia } from '@contract/dates';
import type { DbOrTx } from '@db/client';
import { badRequest } from '../../lib/app-error';
import * as repo from './repo';

/** Start in the future (and within two years), end after start. */
export function travelDateIssues(start: string, end: string, now = new Date()): Record<string, string> {
  const issues: Record<string, string> = {};
  const today = todayInIndia(now);
  if (start <= today) issues.start = 'The travel start date must be in the future';
  else if (start > addDays(today, MAX_START_DAYS_AHEAD)) issues.start = 'The travel start date is too far ahead';
  if (end <= start) issues.end = 'The travel end date must be after the start date';
  return issues;
}

const passportDeadline = (end: string) => addMonths(end, PASSPORT_MONTHS_BEYOND_TRIP);

const formatDay = (iso: string) => formatShortDate(iso, 'en', true);

function passportIssue(traveller: { firstName: string; passportExpiry: string | null }, end: string) {
  if (!traveller.passportExpiry) return undefined;
  const deadline = passportDeadline(end);
  if (traveller.passportExpiry >= deadline) return undefined;
  return `${traveller.firstName}'s passport expires on ${formatDay(traveller.passportExpiry)}. It must be valid until at least ${formatDay(deadline)}, 6 months after the trip ends: renew it or choose earlier dates.`;
}

export function checkDatesAndPassports(
  start: string,
  end: string,
  travellers: Array<{ isSelf: boolean; firstName: string; passportExpiry: string | null }>,
) {
  const fields = travelDateIssues(start, end);
  travellers.forEach((t, index) => {
    const issue = passportIssue(t, end);
    if (issue) fields[t.isSelf ? 'end' : `travellers.${index}.passportExpiry`] = issue;
  });
  if (Object.keys(fields).length > 0) {
    throw badRequest(Object.values(fields)[0] ?? 'Check the travel dates', fields);
  }
}

/** Missing required checklist items and incomplete passports: what stops a draft from being submitted. */
export async function submitProblems(db: DbOrTx, row: repo.ApplicationRow) {
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
    const issue = passportIssue(t, row.endDate);
    if (issue) fields[`travellers.${index}.passportExpiry`] = issue;
  });
  const dateIssues = travelDateIssues(row.startDate, row.endDate);
  return { missing, fields: { ...fields, ...dateIssues } };
}
