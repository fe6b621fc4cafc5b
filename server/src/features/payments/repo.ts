import type { DbOrTx } from '@db/client';
import { payments, paymentWebhookEvents, refunds } from '@db/schema/index';
import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';

/** The reason's suffix of a refund paid to the wallet because the payment provider could not take it back. */
export const INSTEAD_OF_PROVIDER = '-instead-of-provider';

export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type RefundInsert = typeof refunds.$inferInsert;

export async function insertPayment(db: DbOrTx, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  return row!;
}

export async function findPayment(db: DbOrTx, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

export async function findOwnedPayment(db: DbOrTx, userId: string, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.userId, userId)));
  return row;
}

export async function findByOrderId(db: DbOrTx, orderId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.providerOrderId, orderId));
  return row;
}

export async function lockPayment(db: DbOrTx, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).for('update');
  return row;
}

/** The one pending or paid payment of an application, if any. */
export async function livePayment(db: DbOrTx, applicationId: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.applicationId, applicationId), inArray(payments.status, ['pending', 'paid'])));
  return row;
}

export async function updatePayment(
  db: DbOrTx,
  id: string,
  changes: Partial<Omit<typeof payments.$inferInsert, 'id'>>,
): Promise<PaymentRow> {
  const [row] = await db
    .update(payments)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(payments.id, id))
    .returning();
  return row!;
}

export const paymentsOf = (db: DbOrTx, applicationId: string) => paymentsOfApplications(db, [applicationId]);

/** The payments of these applications, newest first (one query, on payments_application_idx). */
export const paymentsOfApplications = (db: DbOrTx, applicationIds: string[]) =>
  applicationIds.length === 0
    ? Promise.resolve([] as PaymentRow[])
    : db
        .select()
        .from(payments)
        .where(inArray(payments.applicationId, applicationIds))
        .orderBy(desc(payments.createdAt), desc(payments.id));

export const refundsOf = (db: DbOrTx, paymentIds: string[]) =>
  paymentIds.length === 0
    ? Promise.resolve([] as RefundRow[])
    : db.select().from(refunds).where(inArray(refunds.paymentId, paymentIds)).orderBy(asc(refunds.createdAt));

export async function findRefund(db: DbOrTx, id: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
  return row;
}

/** Inserts the refund unless this payment already has one for this reason and destination. */
export async function insertRefund(db: DbOrTx, values: RefundInsert): Promise<RefundRow | undefined> {
  const [row] = await db.insert(refunds).values(values).onConflictDoNothing().returning();
  return row;
}

/**
 * Takes an unsettled provider refund for this process to ask the provider about, unless another process
 * asked within `claimSeconds` (its answer may still be on the way). Undefined when settled or taken.
 */
export async function claimProviderRefund(
  db: DbOrTx,
  id: string,
  claimSeconds: number,
): Promise<RefundRow | undefined> {
  const [row] = await db
    .update(refunds)
    .set({ attemptedAt: sql`now()` })
    .where(
      and(
        eq(refunds.id, id),
        isNull(refunds.providerRefundId),
        or(isNull(refunds.attemptedAt), lt(refunds.attemptedAt, sql`now() - make_interval(secs => ${claimSeconds})`)),
      ),
    )
    .returning();
  return row;
}

/** Lets the next attempt ask at once (the provider's answer is known to be 'not done'). */
export async function releaseProviderRefund(db: DbOrTx, id: string) {
  await db.update(refunds).set({ attemptedAt: null }).where(eq(refunds.id, id));
}

export async function settleRefund(db: DbOrTx, id: string, providerRefundId: string) {
  await db.update(refunds).set({ providerRefundId }).where(eq(refunds.id, id));
}

export async function deleteRefund(db: DbOrTx, id: string) {
  await db.delete(refunds).where(eq(refunds.id, id));
}

/** Records a webhook event id; false when it was seen before. */
export async function firstDelivery(db: DbOrTx, provider: string, eventId: string, event: string): Promise<boolean> {
  const rows = await db
    .insert(paymentWebhookEvents)
    .values({ id: `${provider}:${eventId}`, provider, event })
    .onConflictDoNothing()
    .returning({ id: paymentWebhookEvents.id });
  return rows.length > 0;
}

/**
 * What each application was given back for a missed on-time promise (refund reason `late`, to the card or the
 * wallet, or to the wallet when the provider could not take it back), in paise: the public on-time record's misses.
 */
export async function lateCompensationsOf(db: DbOrTx, applicationIds: readonly string[]): Promise<Map<string, number>> {
  if (applicationIds.length === 0) return new Map();
  const rows = await db
    .select({
      applicationId: payments.applicationId,
      paise: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::bigint`,
    })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(
      and(
        inArray(payments.applicationId, [...applicationIds]),
        inArray(refunds.reason, ['late', `late${INSTEAD_OF_PROVIDER}`]),
      ),
    )
    .groupBy(payments.applicationId);
  return new Map(rows.map((row) => [row.applicationId, Number(row.paise)]));
}
