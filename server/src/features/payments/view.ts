import { paiseToRupees } from '@contract/money';
import { totalOf } from '@contract/refund-policy';
import type { DbOrTx } from '@db/client';
import { notFound } from '../../lib/app-error';
import type { ApplicationRow } from '../applications';
import { invoicePath } from './invoice';
import { cancellationPreview } from './refunds';
import * as repo from './repo';
import { type CreditNoteRow, creditNotesOfPayments } from './tax-documents';
import { testCheckoutUrl } from './test-provider';

const toPublicRefund = (refund: repo.RefundRow) => ({
  amount: paiseToRupees(refund.amountPaise),
  destination: refund.destination as 'wallet' | 'provider',
  reason: refund.reason,
  createdAt: refund.createdAt.toISOString(),
});

/** A provider refund is shown once the provider has confirmed it; a wallet refund at once. */
const isGiven = (refund: repo.RefundRow) => refund.destination === 'wallet' || Boolean(refund.providerRefundId);

/** What the application page and the payment page show of a payment: amounts, refunds, credit notes, invoice. */
function toPublicPayment(payment: repo.PaymentRow, refunds: repo.RefundRow[], creditNotes: CreditNoteRow[]) {
  return {
    id: payment.id,
    provider: payment.provider as 'wallet' | 'test' | 'razorpay',
    amount: paiseToRupees(payment.amountPaise),
    walletAmount: paiseToRupees(payment.walletPaise),
    providerAmount: paiseToRupees(payment.providerPaise),
    status: payment.status as 'pending' | 'paid' | 'failed',
    ...(payment.status === 'pending' && payment.provider === 'test'
      ? { checkoutUrl: testCheckoutUrl(payment.id) }
      : {}),
    invoiceUrl: payment.status === 'paid' ? invoicePath(payment.id) : null,
    refunds: refunds.filter((r) => r.paymentId === payment.id && isGiven(r)).map(toPublicRefund),
    creditNotes: creditNotes
      .filter((note) => note.paymentId === payment.id)
      .map((note) => ({
        number: note.number,
        amount: paiseToRupees(note.amountPaise),
        url: `/api/payments/${payment.id}/credit-notes/${note.id}`,
        issuedAt: note.issuedAt.toISOString(),
      })),
    createdAt: payment.createdAt.toISOString(),
    paidAt: payment.paidAt?.toISOString() ?? null,
  };
}
export type PublicPayment = ReturnType<typeof toPublicPayment>;

export async function publicPayments(db: DbOrTx, applicationId: string) {
  const rows = await repo.paymentsOf(db, applicationId);
  const ids = rows.map((p) => p.id);
  const [refunds, creditNotes] = await Promise.all([repo.refundsOf(db, ids), creditNotesOfPayments(db, ids)]);
  return rows.map((payment) => toPublicPayment(payment, refunds, creditNotes));
}

/**
 * The payments of each application and what cancelling it now would give back, in three queries whatever the
 * number of applications (payments, their refunds, their credit notes): the application list's page.
 */
export async function publicPaymentsOf(db: DbOrTx, applications: Array<{ row: ApplicationRow; canCancel: boolean }>) {
  const rows = await repo.paymentsOfApplications(
    db,
    applications.map(({ row }) => row.id),
  );
  const ids = rows.map((p) => p.id);
  const [refunds, creditNotes] = await Promise.all([repo.refundsOf(db, ids), creditNotesOfPayments(db, ids)]);
  const refundsByPayment = groupBy(refunds, (refund) => refund.paymentId);
  const notesByPayment = groupBy(creditNotes, (note) => note.paymentId);
  const byApplication = groupBy(rows, (payment) => payment.applicationId);
  return new Map(
    applications.map(({ row, canCancel }) => {
      const own = byApplication.get(row.id) ?? [];
      const live = own.find((payment) => payment.status === 'pending' || payment.status === 'paid');
      return [
        row.id,
        {
          payments: own.map((payment) =>
            toPublicPayment(payment, refundsByPayment.get(payment.id) ?? [], notesByPayment.get(payment.id) ?? []),
          ),
          cancellation: toPublicPreview(
            cancellationPreview(row, canCancel, live, live ? (refundsByPayment.get(live.id) ?? []) : []),
          ),
        },
      ];
    }),
  );
}

function groupBy<T>(rows: T[], keyOf: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/** The refunds an operator's refund of this kind made on the payment, those the provider has yet to confirm too. */
export async function operatorRefundsOf(db: DbOrTx, paymentId: string, kind: 'full' | 'service-fee') {
  const refunds = await repo.refundsOf(db, [paymentId]);
  return refunds.filter((refund) => refund.reason.startsWith(`admin-${kind}`)).map(toPublicRefund);
}

export async function ownedPayment(db: DbOrTx, userId: string, paymentId: string) {
  const payment = await repo.findOwnedPayment(db, userId, paymentId);
  if (!payment) throw notFound('Payment not found.');
  return payment;
}

/** What cancelling the application now would give back, in rupees, per fee part and by default destination. */
function toPublicPreview(preview: ReturnType<typeof cancellationPreview>) {
  return {
    allowed: preview.allowed,
    governmentFee: paiseToRupees(preview.parts.governmentFee),
    serviceFee: paiseToRupees(preview.parts.serviceFee),
    gst: paiseToRupees(preview.parts.gst),
    total: paiseToRupees(totalOf(preview.parts)),
    toCard: paiseToRupees(preview.toProviderPaise),
    toWallet: paiseToRupees(preview.toWalletPaise),
  };
}
