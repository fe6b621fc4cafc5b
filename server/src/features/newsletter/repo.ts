import type { DbOrTx } from '@db/client';
import { newsletterSubscribers } from '@db/schema/index';
import { eq, isNotNull } from 'drizzle-orm';

export type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

export async function findSubscriberByEmail(db: DbOrTx, email: string): Promise<SubscriberRow | undefined> {
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
  return row;
}

export async function findSubscriberByTokenHash(db: DbOrTx, tokenHash: string): Promise<SubscriberRow | undefined> {
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeTokenHash, tokenHash));
  return row;
}

/**
 * Inserts a new subscriber, or re-activates one who had left (with a fresh unsubscribe token).
 * Returns undefined when the address is already an active subscriber, so concurrent sign-ups
 * of the same address welcome it only once.
 */
export async function activateSubscriber(
  db: DbOrTx,
  values: { id: string; email: string; unsubscribeTokenHash: string },
): Promise<SubscriberRow | undefined> {
  const [row] = await db
    .insert(newsletterSubscribers)
    .values(values)
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: { unsubscribeTokenHash: values.unsubscribeTokenHash, subscribedAt: new Date(), unsubscribedAt: null },
      setWhere: isNotNull(newsletterSubscribers.unsubscribedAt),
    })
    .returning();
  return row;
}

export async function markUnsubscribed(db: DbOrTx, id: string): Promise<void> {
  await db.update(newsletterSubscribers).set({ unsubscribedAt: new Date() }).where(eq(newsletterSubscribers.id, id));
}
