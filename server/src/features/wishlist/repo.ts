import type { DbOrTx } from '@db/client';
import { destinations, visaOptions, wishlistItems } from '@db/schema/index';
import { and, count, desc, eq } from 'drizzle-orm';

type WishlistRow = typeof wishlistItems.$inferSelect;
export type DestinationRow = typeof destinations.$inferSelect;
export type VisaOptionRow = typeof visaOptions.$inferSelect;

export interface WishlistEntry {
  item: WishlistRow;
  destination: DestinationRow | null;
  option: VisaOptionRow | null;
}

/** Wishlist rows with the catalogue rows they point at (null when the catalogue no longer has them). */
function entries(db: DbOrTx) {
  return db
    .select({ item: wishlistItems, destination: destinations, option: visaOptions })
    .from(wishlistItems)
    .leftJoin(destinations, eq(destinations.code, wishlistItems.country))
    .leftJoin(visaOptions, eq(visaOptions.id, wishlistItems.optionId));
}

export const listFor = (db: DbOrTx, userId: string): Promise<WishlistEntry[]> =>
  entries(db).where(eq(wishlistItems.userId, userId)).orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));

export async function entryByKey(db: DbOrTx, userId: string, itemKey: string): Promise<WishlistEntry | undefined> {
  const [row] = await entries(db).where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.itemKey, itemKey)));
  return row;
}

export async function countFor(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(wishlistItems).where(eq(wishlistItems.userId, userId));
  return Number(row?.n ?? 0);
}

/** Inserts unless the user already has this item; true when a row was added. */
export async function insertIfNew(db: DbOrTx, values: typeof wishlistItems.$inferInsert): Promise<boolean> {
  const inserted = await db
    .insert(wishlistItems)
    .values(values)
    .onConflictDoNothing({ target: [wishlistItems.userId, wishlistItems.itemKey] })
    .returning({ id: wishlistItems.id });
  return inserted.length > 0;
}

export async function remove(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const removed = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.id, id), eq(wishlistItems.userId, userId)))
    .returning({ id: wishlistItems.id });
  return removed.length > 0;
}

export async function destinationByCode(db: DbOrTx, code: string): Promise<DestinationRow | undefined> {
  const [row] = await db.select().from(destinations).where(eq(destinations.code, code));
  return row;
}

export async function optionById(db: DbOrTx, id: string): Promise<VisaOptionRow | undefined> {
  const [row] = await db.select().from(visaOptions).where(eq(visaOptions.id, id));
  return row;
}
