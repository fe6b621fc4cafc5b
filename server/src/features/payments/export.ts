import type { DbOrTx } from '@db/client';
import { payments } from '@db/schema/index';
import { eq } from 'drizzle-orm';

/** "Download my data" (privacy module): the user's payments (amounts in paise). */
export const paymentsForExport = (db: DbOrTx, userId: string) =>
  db.select().from(payments).where(eq(payments.userId, userId));

/** Processors that are not us: the test provider and the wallet never leave the product. */
const PROCESSORS: Record<string, string> = { razorpay: 'Razorpay Software Private Limited' };

/**
 * DPDP Act s.11(1)(b), for "Download my data": the payment processors the user's payments went through, with what
 * they were given (docs/privacy.md#download-my-data).
 */
export function paymentRecipients(rows: readonly { provider: string }[]) {
  const providers = [...new Set(rows.map((r) => r.provider))].filter((p) => p in PROCESSORS);
  return providers.map((provider) => ({
    recipient: PROCESSORS[provider]!,
    role: 'payment processor',
    purpose: 'Taking your payments and paying refunds back to the card, UPI or bank account you used',
    data: 'The amount, the application reference, your e-mail address and the payment details you entered on its page',
  }));
}
