import type { DbOrTx } from '@db/client';
import { payments } from '@db/schema/index';
import { eq } from 'drizzle-orm';

/**
 * For "Delete my account": locks the account's payments (a webhook or a refund settling one waits for the
 * deletion) and says whether one is still in flight. Payments, invoices and refunds are never erased: the GST
 * law has them kept (docs/privacy.md).
 */
export async function lockPaymentsOf(tx: DbOrTx, userId: string): Promise<{ inFlight: boolean; any: boolean }> {
  const rows = await tx
    .select({ status: payments.status })
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(payments.id)
    .for('update');
  return { inFlight: rows.some((row) => row.status === 'pending'), any: rows.length > 0 };
}
