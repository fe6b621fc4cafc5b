import type { DbOrTx } from '@db/client';
import { dataBreaches, grievanceNotes, grievanceReminders, grievances } from '@db/schema/index';
import { and, asc, eq, getTableColumns, inArray, ne, not, type SQL, sql } from 'drizzle-orm';
import { randomDigits } from '../../lib/ids';
import { keyset, preciseTime } from '../../lib/keyset';

export type GrievanceRow = typeof grievances.$inferSelect;
export type GrievanceNoteRow = typeof grievanceNotes.$inferSelect;
export type GrievanceReminderRow = typeof grievanceReminders.$inferSelect;
export type BreachRow = typeof dataBreaches.$inferSelect;

/** A new reference, PREFIX-YYYY-NNNNNN, not yet used in `table` (checked, then guarded by its unique index). */
export async function newReference(db: DbOrTx, prefix: 'GRV' | 'BR', now: Date): Promise<string> {
  const table = prefix === 'GRV' ? grievances : dataBreaches;
  for (let attempt = 0; attempt < 10; attempt++) {
    const reference = `${prefix}-${now.getUTCFullYear()}-${randomDigits(6)}`;
    const [taken] = await db.select({ id: table.id }).from(table).where(eq(table.reference, reference));
    if (!taken) return reference;
  }
  throw new Error(`no free ${prefix} reference after 10 attempts`);
}

export async function findGrievance(db: DbOrTx, id: string, lock = false): Promise<GrievanceRow | undefined> {
  const query = db.select().from(grievances).where(eq(grievances.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Notes and reminders of these cases, oldest first. */
export async function caseHistory(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return { notes: [] as GrievanceNoteRow[], reminders: [] as GrievanceReminderRow[] };
  const notes = await db
    .select()
    .from(grievanceNotes)
    .where(inArray(grievanceNotes.grievanceId, ids))
    .orderBy(asc(grievanceNotes.createdAt));
  const reminders = await db
    .select()
    .from(grievanceReminders)
    .where(inArray(grievanceReminders.grievanceId, ids))
    .orderBy(asc(grievanceReminders.sentAt));
  return { notes, reminders };
}

/** An open case's next deadline: acknowledging while new, then resolving (grievances_open_due_idx is on it). */
const dueAt = sql`(case when ${grievances.status} = 'new' then ${grievances.acknowledgeBy} else ${grievances.resolveBy} end)`;

/**
 * The console's list in two parts, each its own keyset (a cursor says which part it is in): open cases by their
 * next deadline, soonest first, then resolved ones newest first; each to the microsecond, then id.
 */
export const openCasePages = keyset('ops-grievances-open', ['time', 'id']);
export const resolvedCasePages = keyset('ops-grievances-resolved', ['time', 'id']);

/** Overdue: a deadline passed with its step not done (as isOverdue says of a row). */
const overdueAt = (now: Date) => {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`((${grievances.status} = 'new' and ${grievances.acknowledgeBy} <= ${at}) or ${grievances.resolveBy} <= ${at})`;
};

/** `limit + 1` open cases after the cursor, on grievances_open_due_idx; `overdue` keeps those that are (or not). */
export const openCasesPage = (
  db: DbOrTx,
  query: { status?: string; overdue?: boolean; cursor?: string; limit: number },
  now: Date,
) => {
  const page = openCasePages.seek(query.cursor, [dueAt, grievances.id], 'asc');
  const where: Array<SQL | undefined> = [ne(grievances.status, 'resolved'), page.where];
  if (query.status) where.push(eq(grievances.status, query.status));
  if (query.overdue !== undefined) where.push(query.overdue ? overdueAt(now) : not(overdueAt(now)));
  return db
    .select({ ...getTableColumns(grievances), cursorAt: preciseTime(dueAt) })
    .from(grievances)
    .where(and(...where))
    .orderBy(...page.orderBy)
    .limit(query.limit + 1);
};

/** `limit + 1` resolved cases after the cursor, newest first, on grievances_status_idx (status, created_at, id). */
export const resolvedCasesPage = (db: DbOrTx, query: { cursor?: string; limit: number }) => {
  const page = resolvedCasePages.seek(query.cursor, [grievances.createdAt, grievances.id], 'desc');
  return db
    .select({ ...getTableColumns(grievances), cursorAt: preciseTime(grievances.createdAt) })
    .from(grievances)
    .where(and(eq(grievances.status, 'resolved'), page.where))
    .orderBy(...page.orderBy)
    .limit(query.limit + 1);
};
