import type { DbOrTx } from '@db/client';
import { documents } from '@db/schema/index';
import { and, count, desc, eq, getTableColumns, gte, inArray, lt } from 'drizzle-orm';
import { keyset, preciseTime } from '../../lib/keyset';
import { lockUser } from '../identity';

export type DocumentRow = typeof documents.$inferSelect;

export const listFor = (db: DbOrTx, userId: string) =>
  db
    .select()
    .from(documents)
    .where(eq(documents.userId, userId))
    .orderBy(desc(documents.createdAt), desc(documents.id));

/** The Documents page's pages: newest first, by upload to the microsecond, then id. */
export const documentPages = keyset('documents', ['time', 'id']);

/** `limit + 1` documents after the cursor, on documents_user_idx (user_id, created_at, id). */
export const pageFor = (db: DbOrTx, userId: string, query: { cursor?: string; limit: number }) => {
  const page = documentPages.seek(query.cursor, [documents.createdAt, documents.id], 'desc');
  return db
    .select({ ...getTableColumns(documents), cursorAt: preciseTime(documents.createdAt) })
    .from(documents)
    .where(and(eq(documents.userId, userId), page.where))
    .orderBy(...page.orderBy)
    .limit(query.limit + 1);
};

export async function countFor(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(documents).where(eq(documents.userId, userId));
  return Number(row?.n ?? 0);
}

async function insert(db: DbOrTx, values: typeof documents.$inferInsert): Promise<DocumentRow> {
  const [row] = await db.insert(documents).values(values).returning();
  return row!;
}

/**
 * Inserts the document unless the owner already has `max`; undefined when full. The owner's user
 * row is locked for the count and the insert, so parallel uploads of one account take turns.
 */
export async function insertWithinLimit(
  db: DbOrTx,
  values: typeof documents.$inferInsert,
  max: number,
): Promise<DocumentRow | undefined> {
  return db.transaction(async (tx) => {
    await lockUser(tx, values.userId);
    if ((await countFor(tx, values.userId)) >= max) return undefined;
    return insert(tx, values);
  });
}

export async function findOwned(db: DbOrTx, userId: string, id: string): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.userId, userId)));
  return row;
}

export async function removeOwned(db: DbOrTx, userId: string, id: string): Promise<DocumentRow | undefined> {
  const [row] = await db
    .delete(documents)
    .where(and(eq(documents.id, id), eq(documents.userId, userId)))
    .returning();
  return row;
}

export const removeOwnedAmong = (db: DbOrTx, userId: string, ids: string[]) =>
  db
    .delete(documents)
    .where(and(eq(documents.userId, userId), inArray(documents.id, ids)))
    .returning({ id: documents.id, storageKey: documents.storageKey });

/** Name and type of those of these documents that belong to the user. */
export const ownedDocumentsAmong = (db: DbOrTx, userId: string, ids: string[]) =>
  db
    .select({ id: documents.id, filename: documents.filename, contentType: documents.contentType })
    .from(documents)
    .where(and(eq(documents.userId, userId), inArray(documents.id, ids)));

/** Accounts that uploaded a document in [from, to) (a breach's affected travellers, features/grievances). */
export async function uploadersBetween(db: DbOrTx, from: Date, to: Date): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: documents.userId })
    .from(documents)
    .where(and(gte(documents.createdAt, from), lt(documents.createdAt, to)));
  return rows.map((row) => row.userId);
}

export const idsOwnedBy = async (db: DbOrTx, userId: string) =>
  (await db.select({ id: documents.id }).from(documents).where(eq(documents.userId, userId))).map((row) => row.id);
