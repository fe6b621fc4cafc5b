import type { Database, DbOrTx } from '@db/client';
import type { Config } from '../../config';
import { conflict } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { enqueueJob, type JobHandler, type QueueDefinition } from '../../lib/jobs';
import { type ApplicationRow, findApplicationById, type StatusChange } from '../applications';
import { notifyUser } from '../notifications';
import { recordTransaction } from '../wallet';
import { paymentProvider, RefundRefused } from './provider';
import * as repo from './repo';
import { creditRefund } from './tax-documents';

/*
 * Every refund, automatic or an operator's, goes through `refundable`: what is left to give back of a
 * payment, per part, read while the payment's row is locked. So no order or concurrency of cancels,
 * rejections and operator refunds can give back more than was paid.
 */

const INSTEAD_OF_PROVIDER = '-instead-of-provider';

/** What is left to give back of a payment: its card (provider) part, its wallet part, and both. */
export interface Refundable {
  providerPaise: number;
  walletPaise: number;
  totalPaise: number;
}

/**
 * Refunds to the provider (and the wallet credits paid instead of them) come out of the provider part;
 * wallet refunds out of the wallet part first, then, beyond it, out of the provider part (card money an
 * operator chose to give back as credit).
 */
export function refundable(payment: repo.PaymentRow, given: repo.RefundRow[]): Refundable {
  let fromProvider = 0;
  let toWallet = 0;
  for (const row of given) {
    if (row.destination === 'provider' || row.reason.endsWith(INSTEAD_OF_PROVIDER)) fromProvider += row.amountPaise;
    else toWallet += row.amountPaise;
  }
  const walletPaise = Math.max(0, payment.walletPaise - toWallet);
  const providerPaise = Math.max(0, payment.providerPaise - fromProvider - Math.max(0, toWallet - payment.walletPaise));
  return { providerPaise, walletPaise, totalPaise: providerPaise + walletPaise };
}

/** Service fee and GST given back already, by a rejection or an operator: never given twice. */
const SERVICE_FEE_REASONS = new Set(['reject', 'admin-service-fee']);
function serviceFeeLeft(application: ApplicationRow, given: repo.RefundRow[], left: Refundable): number {
  const returned = given
    .filter((row) => SERVICE_FEE_REASONS.has(row.reason.replace(INSTEAD_OF_PROVIDER, '')))
    .reduce((total, row) => total + row.amountPaise, 0);
  return Math.max(0, Math.min(application.serviceFeePaise + application.gstPaise - returned, left.totalPaise));
}

/** Locks the payment (after the application, the order every move and payment takes) and reads what is left. */
async function lockForRefund(tx: DbOrTx, paymentId: string) {
  const payment = (await repo.lockPayment(tx, paymentId))!;
  const given = await repo.refundsOf(tx, [payment.id]);
  return { payment, given, left: refundable(payment, given) };
}

interface RefundRequest {
  reason: string;
  amountPaise: number;
  ref: string;
}

/** Every refund is recorded here, with the credit note an invoiced payment's refund needs (CGST Act s.34). */
async function recordRefund(tx: DbOrTx, values: Omit<repo.RefundInsert, 'id'>) {
  const refund = await repo.insertRefund(tx, { id: newId(), ...values });
  if (refund) await creditRefund(tx, refund);
  return refund;
}

/** A refund to the wallet, told of by a refund notice. */
async function refundToWallet(tx: DbOrTx, payment: repo.PaymentRow, request: RefundRequest & { remarks: string }) {
  const refund = await creditBack(tx, payment, request);
  if (refund) await notifyRefund(tx, payment.userId, refund, request.ref);
}

/** Records a refund to the wallet and its one ledger line; undefined when there is nothing (more) to give. */
async function creditBack(
  tx: DbOrTx,
  payment: repo.PaymentRow,
  request: RefundRequest & { remarks: string },
): Promise<repo.RefundRow | undefined> {
  if (request.amountPaise <= 0) return undefined;
  const refund = await recordRefund(tx, {
    paymentId: payment.id,
    reason: request.reason,
    destination: 'wallet',
    amountPaise: request.amountPaise,
  });
  if (!refund) return; // given back already
  await recordTransaction(tx, {
    userId: payment.userId,
    type: 'credit',
    amountPaise: request.amountPaise,
    remarks: request.remarks,
    idempotencyKey: `refund:${payment.id}:${request.reason}:wallet`,
    announce: false,
  });
  return refund;
}

/**
 * Records a refund owed by the provider and queues the job that asks the provider for it, in the caller's
 * transaction: the job exists exactly when the refund does, and runs once that transaction commits.
 */
async function refundToProvider(tx: DbOrTx, payment: repo.PaymentRow, reason: string, amountPaise: number) {
  if (amountPaise <= 0) return;
  const refund = await recordRefund(tx, {
    paymentId: payment.id,
    reason,
    destination: 'provider',
    amountPaise,
  });
  if (refund) {
    await enqueueJob(tx, PROVIDER_REFUND_QUEUE, { refundId: refund.id });
  }
}

async function notifyRefund(tx: DbOrTx, userId: string, refund: repo.RefundRow, ref: string) {
  await notifyUser(tx, {
    kind: 'refund',
    userId,
    dedupeKey: `refund:${refund.id}`,
    data: { ref, amountPaise: refund.amountPaise, destination: refund.destination as 'wallet' | 'provider' },
  });
}

/**
 * A payment that did not go through: nothing stays debited (the wallet part comes back). Its wallet
 * debit was never announced, so the traveller gets one message, that nothing was charged and the
 * credits are back, and one ledger line giving them back.
 */
export async function failPaymentInTx(tx: DbOrTx, payment: repo.PaymentRow, ref: string): Promise<repo.PaymentRow> {
  if (payment.status !== 'pending') return payment;
  const failed = await repo.updatePayment(tx, payment.id, { status: 'failed' });
  // Nothing of a pending payment was given back yet: its whole wallet part comes back.
  const refund = await creditBack(tx, payment, {
    reason: 'failed-payment',
    amountPaise: payment.walletPaise,
    remarks: `Payment for ${ref} did not go through`,
    ref,
  });
  if (refund) {
    await notifyUser(tx, {
      kind: 'payment-failed',
      userId: payment.userId,
      dedupeKey: `payment-failed:${payment.id}`,
      data: { ref, walletPaise: refund.amountPaise },
    });
  }
  return failed;
}

/** Money captured for a payment we had already given up on (e.g. the draft was cancelled): it goes back. */
export async function giveBackLateCapture(tx: DbOrTx, payment: repo.PaymentRow, providerPaymentId: string) {
  if (!payment.providerPaymentId) await repo.updatePayment(tx, payment.id, { providerPaymentId });
  const { left } = await lockForRefund(tx, payment.id);
  await refundToProvider(tx, payment, 'late-capture', left.providerPaise);
}

/**
 * The refunds of a status change (docs/refunds.md): the applications module announces every move to this
 * listener (registered by wirePayments), in the move's transaction, the application locked:
 * - cancelling a draft drops its pending payment (wallet part back);
 * - cancelling before review (submitted) gives back what is left: the wallet part to the wallet, the card
 *   part to the provider;
 * - cancelling while documents are requested gives back the government fee, not yet paid to the embassy,
 *   to the wallet (the review was done);
 * - a rejection gives back the service fee and its GST to the wallet, unless an operator did already.
 * Each at most what is left of the payment, so an operator's earlier refund is never paid again.
 */
export async function refundsOnStatusChange(tx: DbOrTx, { application, from, to }: StatusChange): Promise<void> {
  const live = await repo.livePayment(tx, application.id);
  if (!live) return;
  const { payment, given, left } = await lockForRefund(tx, live.id);
  const ref = application.ref;
  if (to === 'cancelled' && from === 'draft') {
    await failPaymentInTx(tx, payment, ref);
    return;
  }
  if (payment.status !== 'paid') return;
  if (to === 'cancelled' && from === 'submitted') {
    await refundToWallet(tx, payment, {
      reason: 'cancel',
      amountPaise: left.walletPaise,
      remarks: `Refund for cancelled application ${ref}`,
      ref,
    });
    await refundToProvider(tx, payment, 'cancel', left.providerPaise);
  } else if (to === 'cancelled' && from === 'documents_requested') {
    await refundToWallet(tx, payment, {
      reason: 'cancel',
      amountPaise: Math.min(application.governmentFeePaise, left.totalPaise),
      remarks: `Government fee refunded for cancelled application ${ref}`,
      ref,
    });
  } else if (to === 'rejected') {
    await refundToWallet(tx, payment, {
      reason: 'reject',
      amountPaise: serviceFeeLeft(application, given, left),
      remarks: `Service fee and GST refunded for rejected application ${ref}`,
      ref,
    });
  }
}

/**
 * An admin's refund of a paid payment, inside the caller's transaction:
 * - full gives back whatever of the payment is left; service-fee the service fee and GST not given back
 *   yet (by a rejection), at most what is left;
 * - to the provider goes at most the card part left; the rest, and everything when the wallet is
 *   chosen, goes to the wallet.
 * The same kind twice on one payment gives nothing more (made: false), so a retried request is harmless.
 */
export async function refundByOperator(
  tx: DbOrTx,
  application: ApplicationRow,
  paymentId: string,
  kind: 'full' | 'service-fee',
  destination: 'wallet' | 'provider',
): Promise<{ made: boolean; walletPaise: number; providerPaise: number; refundedBeforePaise: number }> {
  const { payment, given, left } = await lockForRefund(tx, paymentId);
  const reason = `admin-${kind}`;
  const refundedBeforePaise = payment.amountPaise - left.totalPaise;
  if (given.some((row) => row.reason === reason || row.reason === `${reason}${INSTEAD_OF_PROVIDER}`)) {
    return { made: false, walletPaise: 0, providerPaise: 0, refundedBeforePaise };
  }
  if (left.totalPaise <= 0) throw conflict('This payment has been refunded in full already.');
  const wanted = kind === 'full' ? left.totalPaise : serviceFeeLeft(application, given, left);
  if (wanted <= 0) throw conflict('The service fee and GST of this payment have been refunded already.');
  const providerPaise = destination === 'provider' ? Math.min(wanted, left.providerPaise) : 0;
  const walletPaise = wanted - providerPaise;
  const ref = application.ref;
  const remarks =
    kind === 'full' ? `Refund for application ${ref}` : `Service fee and GST refunded for application ${ref}`;
  await refundToWallet(tx, payment, { reason, amountPaise: walletPaise, remarks, ref });
  await refundToProvider(tx, payment, reason, providerPaise);
  return { made: true, walletPaise, providerPaise, refundedBeforePaise };
}

/** A process asking the provider holds the refund this long; after it, another may ask (same idempotency key). */
const CLAIM_SECONDS = 60;

const PROVIDER_REFUND_QUEUE = 'provider-refunds';

/** Provider refunds are asked for by this queue's jobs, again with back-off until the provider answers. */
export const providerRefundQueue = (settings: Omit<QueueDefinition, 'name'>): QueueDefinition => ({
  name: PROVIDER_REFUND_QUEUE,
  ...settings,
});

type Settled = 'settled' | 'pending';

/**
 * Asks the provider for one recorded refund (outside any transaction: it is a network call), with the
 * refund's id as the provider's idempotency key. When the provider refuses it, or no provider can take
 * it, the money goes to the wallet instead, exactly once. An unknown answer (timeout, outage) leaves it
 * pending for the next attempt.
 */
async function settleProviderRefund(db: DbOrTx, config: Config, refundId: string): Promise<Settled> {
  const refund = await repo.claimProviderRefund(db, refundId, CLAIM_SECONDS);
  if (!refund) {
    // Settled, given to the wallet instead (the row is gone), or being asked about by another process.
    const row = await repo.findRefund(db, refundId);
    return !row || row.providerRefundId ? 'settled' : 'pending';
  }
  const payment = (await repo.findPayment(db, refund.paymentId))!;
  const provider = paymentProvider(config);
  let providerRefundId: string | undefined;
  try {
    if (!provider || provider.name !== payment.provider) throw new RefundRefused('provider unavailable');
    providerRefundId = await provider.refund(payment, refund.amountPaise, refund.id);
  } catch (error) {
    if (!(error instanceof RefundRefused)) {
      await repo.releaseProviderRefund(db, refund.id);
      return 'pending';
    }
  }
  const ref = (await findApplicationById(db, payment.applicationId))?.ref ?? '';
  await db.transaction(async (tx) => {
    await repo.lockPayment(tx, payment.id);
    if (providerRefundId) {
      await repo.settleRefund(tx, refund.id, providerRefundId);
      await notifyRefund(tx, payment.userId, refund, ref);
      return;
    }
    await repo.deleteRefund(tx, refund.id);
    await refundToWallet(tx, payment, {
      reason: `${refund.reason}${INSTEAD_OF_PROVIDER}`,
      amountPaise: refund.amountPaise,
      remarks: 'Refund to your wallet (the payment provider could not take it back)',
      ref,
    });
  });
  return 'settled';
}

/** The job of one provider refund: throws while the provider's answer is unknown, so the queue tries again later. */
export function providerRefundJob(database: Database, config: Config): JobHandler<{ refundId: string }> {
  return async ({ refundId }) => {
    if ((await settleProviderRefund(database.db, config, refundId)) === 'pending') {
      throw new Error('The payment provider has not confirmed the refund yet.');
    }
  };
}
