import type { DbOrTx } from '@db/client';
import { newsletterSubscribers } from '@db/schema/index';
import { and, eq, isNotNull, lt, or, sql } from 'drizzle-orm';

type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

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

/** A confirmation e-mail is sent again for a pending address only after this long. */
const RESEND_CONFIRMATION_AFTER = sql`interval '10 minutes'`;

/**
 * Starts (or restarts) the double opt-in for an address: a new subscriber, one who had left, or one
 * whose confirmation is older than ten minutes. Returns undefined when the address is subscribed or
 * was just asked to confirm, so concurrent sign-ups send one confirmation.
 */
export async function startConfirmation(
  db: DbOrTx,
  values: { id: string; email: string; unsubscribeTokenHash: string; confirmTokenHash: string },
): Promise<SubscriberRow | undefined> {
  const now = new Date();
  const [row] = await db
    .insert(newsletterSubscribers)
    .values({ ...values, pendingSince: now })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: { confirmTokenHash: values.confirmTokenHash, pendingSince: now, unsubscribedAt: null },
      setWhere: or(
        isNotNull(newsletterSubscribers.unsubscribedAt),
        lt(newsletterSubscribers.pendingSince, sql`now() - ${RESEND_CONFIRMATION_AFTER}`),
      ),
    })
    .returning();
  return row;
}

export async function findSubscriberByConfirmHash(db: DbOrTx, hash: string): Promise<SubscriberRow | undefined> {
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.confirmTokenHash, hash));
  return row;
}

/** Confirms a pending address with a fresh unsubscribe token; undefined when it was confirmed meanwhile. */
export async function confirmSubscriber(
  db: DbOrTx,
  id: string,
  unsubscribeTokenHash: string,
): Promise<SubscriberRow | undefined> {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ pendingSince: null, unsubscribeTokenHash, subscribedAt: new Date(), unsubscribedAt: null })
    .where(and(eq(newsletterSubscribers.id, id), isNotNull(newsletterSubscribers.pendingSince)))
    .returning();
  return row;
}

export async function markUnsubscribed(db: DbOrTx, id: string): Promise<void> {
  await db.update(newsletterSubscribers).set({ unsubscribedAt: new Date() }).where(eq(newsletterSubscribers.id, id));
}
