import type { DbOrTx } from '@db/client';
import {
  applicationEvents,
  applicationStatusCounts,
  applications,
  applicationTravellers,
  checklistItems,
} from '@db/schema/index';
import { and, asc, eq, getTableColumns, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import { type Keyset, keyset, preciseTime } from '../../lib/keyset';
import { findUserByEmail, lockUser } from '../identity';

export type ApplicationRow = typeof applications.$inferSelect;
export type TravellerRow = typeof applicationTravellers.$inferSelect;
export type ChecklistRow = typeof checklistItems.$inferSelect;
export type EventRow = typeof applicationEvents.$inferSelect;

export async function insertApplication(db: DbOrTx, values: typeof applications.$inferInsert) {
  const [row] = await db.insert(applications).values(values).onConflictDoNothing().returning();
  return row;
}

/**
 * The traveller's open drafts, counted under a lock on their user row: parallel creations of one
 * account take turns, so none sees a count another is about to raise.
 */
export async function lockAndCountDrafts(tx: DbOrTx, userId: string): Promise<number> {
  await lockUser(tx, userId);
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(applications)
    .where(and(eq(applications.userId, userId), eq(applications.status, 'draft')));
  return row?.count ?? 0;
}

export async function findOwned(db: DbOrTx, userId: string, ref: string): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.ref, ref), eq(applications.userId, userId)));
  return row;
}

export async function findByRef(db: DbOrTx, ref: string): Promise<ApplicationRow | undefined> {
  const [row] = await db.select().from(applications).where(eq(applications.ref, ref));
  return row;
}

export async function findById(db: DbOrTx, id: string): Promise<ApplicationRow | undefined> {
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  return row;
}

/** Locks the row until the transaction ends: moves, payments and refunds of one application queue here. */
export async function lockById(db: DbOrTx, id: string): Promise<ApplicationRow | undefined> {
  const [row] = await db.select().from(applications).where(eq(applications.id, id)).for('update');
  return row;
}

/** A submitted application by its reference and its owner's e-mail (tracking without signing in). */
export async function findByRefAndEmail(db: DbOrTx, ref: string, email: string) {
  const owner = await findUserByEmail(db, email);
  return owner ? findSubmittedOwned(db, owner.id, ref) : undefined;
}

/** The user's application with this reference, unless it is still a draft. */
export async function findSubmittedOwned(db: DbOrTx, userId: string, ref: string) {
  const row = await findOwned(db, userId, ref);
  return row?.status === 'draft' ? undefined : row;
}

export async function updateApplication(
  db: DbOrTx,
  id: string,
  changes: Partial<Omit<typeof applications.$inferInsert, 'id' | 'ref' | 'userId'>>,
) {
  const [row] = await db
    .update(applications)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(applications.id, id))
    .returning();
  return row!;
}

/** Deletes the application with its travellers, checklist and timeline (an abandoned draft: docs/retention.md). */
export async function deleteApplication(db: DbOrTx, id: string) {
  await db.delete(applications).where(eq(applications.id, id));
}

/**
 * Submitted applications per status, for the operators' queue: read from the counters a trigger keeps in
 * the transaction of every insert, status change and delete (migration operator-search-and-queue-counts),
 * so they are exact and never count the table.
 */
export async function statusCounts(db: DbOrTx): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: applicationStatusCounts.status, count: applicationStatusCounts.count })
    .from(applicationStatusCounts)
    .where(gt(applicationStatusCounts.count, 0));
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
}

export const travellersOf = (db: DbOrTx, applicationId: string) => travellersOfApplications(db, [applicationId]);
export const checklistOf = (db: DbOrTx, applicationId: string) => checklistOfApplications(db, [applicationId]);
export const eventsOf = (db: DbOrTx, applicationId: string) => eventsOfApplications(db, [applicationId]);

/** The travellers of these applications in their order (one query, whatever the number). */
export const travellersOfApplications = (db: DbOrTx, applicationIds: string[]) =>
  db
    .select()
    .from(applicationTravellers)
    .where(inArray(applicationTravellers.applicationId, applicationIds))
    .orderBy(asc(applicationTravellers.applicationId), asc(applicationTravellers.position));

export const checklistOfApplications = (db: DbOrTx, applicationIds: string[]) =>
  db
    .select()
    .from(checklistItems)
    .where(inArray(checklistItems.applicationId, applicationIds))
    .orderBy(asc(checklistItems.applicationId), asc(checklistItems.position));

export const eventsOfApplications = (db: DbOrTx, applicationIds: string[]) =>
  db
    .select()
    .from(applicationEvents)
    .where(inArray(applicationEvents.applicationId, applicationIds))
    .orderBy(asc(applicationEvents.applicationId), asc(applicationEvents.createdAt), asc(applicationEvents.id));

export async function replaceTravellers(
  db: DbOrTx,
  applicationId: string,
  travellers: Array<typeof applicationTravellers.$inferInsert>,
  checklist: Array<typeof checklistItems.$inferInsert>,
) {
  await db.delete(applicationTravellers).where(eq(applicationTravellers.applicationId, applicationId));
  if (travellers.length > 0) await db.insert(applicationTravellers).values(travellers);
  if (checklist.length > 0) await db.insert(checklistItems).values(checklist);
}

export async function insertEvent(db: DbOrTx, values: typeof applicationEvents.$inferInsert) {
  await db.insert(applicationEvents).values(values);
}

export async function setChecklistItem(
  db: DbOrTx,
  itemId: string,
  changes: { status: string; documentId?: string | null; note?: string | null },
) {
  const [row] = await db
    .update(checklistItems)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(checklistItems.id, itemId))
    .returning();
  return row;
}

/**
 * `limit + 1` of the traveller's submitted applications after the cursor of `pages` (the visa history's), newest
 * submission first to the microsecond, then id; on applications_user_submitted_idx.
 */
export const listSubmittedPage = (
  db: DbOrTx,
  userId: string,
  pages: Keyset,
  query: { cursor?: string; limit: number },
) => {
  const page = pages.seek(query.cursor, [applications.submittedAt, applications.id], 'desc');
  return db
    .select({ ...getTableColumns(applications), cursorAt: preciseTime(applications.submittedAt) })
    .from(applications)
    .where(and(eq(applications.userId, userId), isNotNull(applications.submittedAt), page.where))
    .orderBy(...page.orderBy)
    .limit(query.limit + 1);
};

/**
 * `limit + 1` of the traveller's drafts after the cursor of `pages` (the saved applications'), last changed first
 * to the microsecond, then id; on applications_user_drafts_idx.
 */
export const listDraftsPage = (
  db: DbOrTx,
  userId: string,
  pages: Keyset,
  query: { cursor?: string; limit: number },
) => {
  const page = pages.seek(query.cursor, [applications.updatedAt, applications.id], 'desc');
  return db
    .select({ ...getTableColumns(applications), cursorAt: preciseTime(applications.updatedAt) })
    .from(applications)
    .where(and(eq(applications.userId, userId), eq(applications.status, 'draft'), page.where))
    .orderBy(...page.orderBy)
    .limit(query.limit + 1);
};

/** The traveller's own applications, a page at a time: by last change to the microsecond, then id, newest first. */
export const ownedPages = keyset('applications', ['time', 'id']);

/** `limit + 1` rows after the cursor, on applications_user_idx (user_id, updated_at, id). */
export const listOwnedPage = (db: DbOrTx, userId: string, query: { cursor?: string; limit: number }) => {
  const page = ownedPages.seek(query.cursor, [applications.updatedAt, applications.id], 'desc');
  return db
    .select({ ...getTableColumns(applications), cursorAt: preciseTime(applications.updatedAt) })
    .from(applications)
    .where(and(eq(applications.userId, userId), page.where))
    .orderBy(...page.orderBy)
    .limit(query.limit + 1);
};
