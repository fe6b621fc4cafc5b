import type { DbOrTx } from '@db/client';
import { savedTravellers } from '@db/schema/index';
import { and, asc, count, eq } from 'drizzle-orm';
import { lockUser } from '../identity';

export type SavedTravellerRow = typeof savedTravellers.$inferSelect;
type Fields = Omit<typeof savedTravellers.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

const owned = (userId: string, id: string) => and(eq(savedTravellers.id, id), eq(savedTravellers.userId, userId));

export const listFor = (db: DbOrTx, userId: string) =>
  db
    .select()
    .from(savedTravellers)
    .where(eq(savedTravellers.userId, userId))
    .orderBy(asc(savedTravellers.createdAt), asc(savedTravellers.id));

/**
 * Inserts the traveller unless the user already has `max`; undefined when full. The user's row is locked for the
 * count and the insert, so two saves at once cannot pass the limit together.
 */
export function insertWithinLimit(
  db: DbOrTx,
  values: Fields & { id: string; userId: string },
  max: number,
): Promise<SavedTravellerRow | undefined> {
  return db.transaction(async (tx) => {
    await lockUser(tx, values.userId);
    const [row] = await tx
      .select({ n: count() })
      .from(savedTravellers)
      .where(eq(savedTravellers.userId, values.userId));
    if (Number(row?.n ?? 0) >= max) return undefined;
    const [inserted] = await tx.insert(savedTravellers).values(values).returning();
    return inserted;
  });
}

export async function updateOwned(
  db: DbOrTx,
  userId: string,
  id: string,
  fields: Fields,
): Promise<SavedTravellerRow | undefined> {
  const [row] = await db
    .update(savedTravellers)
    .set({ ...fields, updatedAt: new Date() })
    .where(owned(userId, id))
    .returning();
  return row;
}

export async function removeOwned(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const removed = await db.delete(savedTravellers).where(owned(userId, id)).returning({ id: savedTravellers.id });
  return removed.length > 0;
}
