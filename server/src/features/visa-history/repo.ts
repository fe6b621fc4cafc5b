import type { DbOrTx } from '@db/client';
import { savedApplications, visaApplications } from '@db/schema/index';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { keyset, preciseTime } from '../../lib/keyset';

export type VisaApplicationRow = typeof visaApplications.$inferSelect;
export type SavedApplicationRow = typeof savedApplications.$inferSelect;

/**
 * The visa history's pages: the booking site's entries and the applications submitted here together, newest
 * first, by the time applied to the microsecond, then id.
 */
export const historyPages = keyset('visa-history', ['time', 'id']);

/** `limit + 1` of the booking site's entries after the cursor, on visa_applications_user_idx (user_id, applied_at, id). */
export const historyPage = (db: DbOrTx, userId: string, query: { cursor?: string; limit: number }) => {
  const page = historyPages.seek(query.cursor, [visaApplications.appliedAt, visaApplications.id], 'desc');
  return db
    .select({ ...getTableColumns(visaApplications), cursorAt: preciseTime(visaApplications.appliedAt) })
    .from(visaApplications)
    .where(and(eq(visaApplications.userId, userId), page.where))
    .orderBy(...page.orderBy)
    .limit(query.limit + 1);
};

/**
 * The saved applications' pages: the booking site's and the drafts made here together, most recently updated
 * first, by the time of the last change to the microsecond, then id.
 */
export const savedPages = keyset('saved-applications', ['time', 'id']);

/** `limit + 1` of the booking site's saved applications after the cursor, on saved_applications_user_idx (user_id, updated_at, id). */
export const savedPage = (db: DbOrTx, userId: string, query: { cursor?: string; limit: number }) => {
  const page = savedPages.seek(query.cursor, [savedApplications.updatedAt, savedApplications.id], 'desc');
  return db
    .select({ ...getTableColumns(savedApplications), cursorAt: preciseTime(savedApplications.updatedAt) })
    .from(savedApplications)
    .where(and(eq(savedApplications.userId, userId), page.where))
    .orderBy(...page.orderBy)
    .limit(query.limit + 1);
};

export async function deleteSaved(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const removed = await db
    .delete(savedApplications)
    .where(and(eq(savedApplications.id, id), eq(savedApplications.userId, userId)))
    .returning({ id: savedApplications.id });
  return removed.length > 0;
}

/** `xmax = 0` only for a row this statement inserted: tells a create from an update. */
const wasInserted = sql<boolean>`(xmax = 0)`;

/**
 * Creates or updates by the booking site's ref. A ref that already belongs to another user is
 * left alone and answers undefined.
 */
export async function upsertEntry(
  db: DbOrTx,
  values: Omit<typeof visaApplications.$inferInsert, 'appliedAt' | 'updatedAt'>,
): Promise<{ row: VisaApplicationRow; created: boolean } | undefined> {
  const { id: _id, ref: _ref, userId: _userId, ...changes } = values;
  const [result] = await db
    .insert(visaApplications)
    .values(values)
    .onConflictDoUpdate({
      target: visaApplications.ref,
      set: { ...changes, updatedAt: new Date() },
      setWhere: eq(visaApplications.userId, values.userId),
    })
    .returning({ ...getTableColumns(visaApplications), created: wasInserted });
  if (!result) return undefined;
  const { created, ...row } = result;
  return { row, created: Boolean(created) };
}

export async function upsertSaved(
  db: DbOrTx,
  values: Omit<typeof savedApplications.$inferInsert, 'createdAt' | 'updatedAt'>,
): Promise<{ row: SavedApplicationRow; created: boolean } | undefined> {
  const { id: _id, ref: _ref, userId: _userId, ...changes } = values;
  const [result] = await db
    .insert(savedApplications)
    .values(values)
    .onConflictDoUpdate({
      target: savedApplications.ref,
      set: { ...changes, updatedAt: new Date() },
      setWhere: eq(savedApplications.userId, values.userId),
    })
    .returning({ ...getTableColumns(savedApplications), created: wasInserted });
  if (!result) return undefined;
  const { created, ...row } = result;
  return { row, created: Boolean(created) };
}

export async function entryByRef(db: DbOrTx, ref: string): Promise<VisaApplicationRow | undefined> {
  const [row] = await db.select().from(visaApplications).where(eq(visaApplications.ref, ref));
  return row;
}

export async function setEntryStatus(
  db: DbOrTx,
  ref: string,
  changes: { status: string; remarks?: string | null },
): Promise<VisaApplicationRow | undefined> {
  const [row] = await db
    .update(visaApplications)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(visaApplications.ref, ref))
    .returning();
  return row;
}

export async function setSavedStatus(
  db: DbOrTx,
  ref: string,
  status: string,
): Promise<SavedApplicationRow | undefined> {
  const [row] = await db
    .update(savedApplications)
    .set({ status, updatedAt: new Date() })
    .where(eq(savedApplications.ref, ref))
    .returning();
  return row;
}
