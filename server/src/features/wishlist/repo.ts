import type { DbOrTx } from '@db/client';
import { wishlistItems } from '@db/schema/index';
import { and, count, desc, eq } from 'drizzle-orm';
import { type DestinationRow, destinationsByCodes, type VisaOptionRow, visaOptionsByIds } from '../catalogue';

type WishlistRow = typeof wishlistItems.$inferSelect;

export interface WishlistEntry {
  item: WishlistRow;
  destination: DestinationRow | null;
  option: VisaOptionRow | null;
}

/** Wishlist rows with the catalogue rows they point at (null when the catalogue no longer has them). */
async function withCatalogue(db: DbOrTx, items: WishlistRow[]): Promise<WishlistEntry[]> {
  const [found, options] = await Promise.all([
    destinationsByCodes(db, [...new Set(items.map((item) => item.country))]),
    visaOptionsByIds(db, [...new Set(items.flatMap((item) => (item.optionId ? [item.optionId] : [])))]),
  ]);
  const destinationOf = new Map(found.map((row) => [row.code, row]));
  const optionOf = new Map(options.map((row) => [row.id, row]));
  return items.map((item) => ({
    item,
    destination: destinationOf.get(item.country) ?? null,
    option: (item.optionId && optionOf.get(item.optionId)) || null,
  }));
}

export async function listFor(db: DbOrTx, userId: string): Promise<WishlistEntry[]> {
  const items = await db
    .select()
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
  return withCatalogue(db, items);
}

export async function entryByKey(db: DbOrTx, userId: string, itemKey: string): Promise<WishlistEntry | undefined> {
  const items = await db
    .select()
    .from(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.itemKey, itemKey)));
  return (await withCatalogue(db, items))[0];
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

export const destinationByCode = async (db: DbOrTx, code: string): Promise<DestinationRow | undefined> =>
  (await destinationsByCodes(db, [code]))[0];

export const optionById = async (db: DbOrTx, id: string): Promise<VisaOptionRow | undefined> =>
  (await visaOptionsByIds(db, [id]))[0];
