import type { Actor, RefundTo } from '@contract/apply/applications';
import { formatRupees, paiseToRupees } from '@contract/money';
import {
  entitledAt,
  FEE_PARTS,
  type FeeParts,
  NO_PAISE,
  type RefundStage,
  splitParts,
  stillOwed,
  totalOf,
} from '@contract/refund-policy';
import type { Database, DbOrTx } from '@db/client';
import type { TimelineRefund } from '@db/schema/index';
import type { Config } from '../../config';
import { conflict } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { enqueueJob, type JobHandler, type QueueDefinition } from '../../lib/jobs';
import {
  type ApplicationRow,
  findApplicationById,
  type LateCompensation,
  recordRefundEntry,
  type StatusChange,
} from '../applications';
import { notifyUser } from '../notifications';
import { recordTransaction } from '../wallet';
import { paymentProvider, RefundRefused } from './provider';
import * as repo from './repo';
import { creditRefund } from './tax-documents';

/*
 * Every refund, automatic or an operator's, is what the refund policy (contract/src/refund-policy.ts) owes at a
 * stage less what was given back already, per fee part, capped by `refundable`: what is left of the payment per
 * money source, read while the payment's row is locked. So no order or concurrency of cancels, rejections and
 * operator refunds can give back more than was paid, of any fee part or source.
 */

const { INSTEAD_OF_PROVIDER } = repo;

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

const feesOf = (application: ApplicationRow): FeeParts => ({
  governmentFee: application.governmentFeePaise,
  serviceFee: application.serviceFeePaise,
  gst: application.gstPaise,
});

const partsOf = (row: { governmentFeePaise: number; serviceFeePaise: number; gstPaise: number }): FeeParts => ({
  governmentFee: row.governmentFeePaise,
  serviceFee: row.serviceFeePaise,
  gst: row.gstPaise,
});

const partColumns = (parts: FeeParts) => ({
  amountPaise: totalOf(parts),
  governmentFeePaise: parts.governmentFee,
  serviceFeePaise: parts.serviceFee,
  gstPaise: parts.gst,
});

/** What the payment's refunds gave back so far, per fee part. */
function refundedParts(given: repo.RefundRow[]): FeeParts {
  const sum = { ...NO_PAISE };
  for (const row of given) {
    const parts = partsOf(row);
    for (const part of FEE_PARTS) sum[part] += parts[part];
  }
  return sum;
}

/**
 * What the refund policy still owes at a stage: per fee part, what the stage gives back less what was given
 * back already, and never more than is left of the payment.
 */
function owedAt(stage: RefundStage, application: ApplicationRow, given: repo.RefundRow[], left: Refundable): FeeParts {
  const owed = stillOwed(entitledAt(stage, feesOf(application)), refundedParts(given));
  return splitParts(owed, left.totalPaise)[0];
}

/** Locks the payment (after the application, the order every move and payment takes) and reads what is left. */
async function lockForRefund(tx: DbOrTx, paymentId: string) {
  const payment = (await repo.lockPayment(tx, paymentId))!;
  const given = await repo.refundsOf(tx, [payment.id]);
  return { payment, given, left: refundable(payment, given) };
}

interface RefundRequest {
  reason: string;
  parts: FeeParts;
  ref: string;
}

/** Every refund is recorded here, with the credit note an invoiced payment's refund needs (CGST Act s.34). */
async function recordRefund(tx: DbOrTx, values: Omit<repo.RefundInsert, 'id'>) {
  const refund = await repo.insertRefund(tx, { id: newId(), ...values });
  if (refund) await creditRefund(tx, refund);
  return refund;
}

/** Records a refund to the wallet and its one ledger line; undefined when there is nothing (more) to give. */
async function creditBack(
  tx: DbOrTx,
  payment: repo.PaymentRow,
  request: RefundRequest & { remarks: string },
): Promise<repo.RefundRow | undefined> {
  const amountPaise = totalOf(request.parts);
  if (amountPaise <= 0) return undefined;
  const refund = await recordRefund(tx, {
    paymentId: payment.id,
    reason: request.reason,
    destination: 'wallet',
    ...partColumns(request.parts),
  });
  if (!refund) return; // given back already
  await recordTransaction(tx, {
    userId: payment.userId,
    type: 'credit',
    amountPaise,
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
async function refundToProvider(tx: DbOrTx, payment: repo.PaymentRow, reason: string, parts: FeeParts) {
  if (totalOf(parts) <= 0) return undefined;
  const refund = await recordRefund(tx, {
    paymentId: payment.id,
    reason,
    destination: 'provider',
    ...partColumns(parts),
  });
  if (refund) {
    await enqueueJob(tx, PROVIDER_REFUND_QUEUE, { refundId: refund.id });
  }
  return refund;
}

/**
 * Where a refund goes: back the way it was paid takes the card first (as much as is left of the card part),
 * the rest to the wallet; wallet credit, chosen explicitly, takes all of it to the wallet.
 */
export function destinationsOf(parts: FeeParts, left: Refundable, refundTo: RefundTo) {
  const providerPaise = refundTo === 'original' ? Math.min(totalOf(parts), left.providerPaise) : 0;
  const [toProvider, toWallet] = splitParts(parts, providerPaise);
  return { toProvider, toWallet };
}

/** Who gave a refund and the application's status once the change is made: the timeline entry's place. */
interface RefundContext {
  application: Pick<ApplicationRow, 'id' | 'status' | 'ref'>;
  actor: Actor;
  /** The caller sends its own message that says where the money went (a late compensation): timeline entry only. */
  toldByCaller?: boolean;
}

/**
 * Gives parts back, to the card and the wallet as `refundTo` says, and tells the traveller where each rupee went
 * (timeline and message, docs/refunds.md#what-the-traveller-is-told); what went where. Wallet credit instead of the
 * card is the traveller's explicit choice when they ask for it (`walletChosen`), and the entry says so.
 */
async function giveBack(
  tx: DbOrTx,
  payment: repo.PaymentRow,
  left: Refundable,
  request: RefundRequest & { remarks: string; refundTo: RefundTo },
  context: RefundContext,
) {
  const { toProvider, toWallet } = destinationsOf(request.parts, left, request.refundTo);
  const wallet = await creditBack(tx, payment, { ...request, parts: toWallet });
  const provider = await refundToProvider(tx, payment, request.reason, toProvider);
  const walletChosen = request.refundTo === 'wallet' && context.actor === 'traveller';
  await tellRefund(tx, payment, context, request.reason, {
    originalPaise: provider?.amountPaise ?? 0,
    walletPaise: wallet?.amountPaise ?? 0,
    method: payment.method,
    walletChosen,
  });
  return { walletPaise: totalOf(toWallet), providerPaise: totalOf(toProvider) };
}

/** The timeline's English sentence of a refund (the console's and the data export's; travellers read `refund`). */
function refundNote(refund: TimelineRefund): string {
  const rupees = (paise: number) => formatRupees(paiseToRupees(paise));
  const method = NOTE_METHODS[refund.method ?? ''] ?? 'the original payment method';
  const parts = [
    ...(refund.originalPaise > 0 ? [`${rupees(refund.originalPaise)} to ${method} (usually 5–7 working days)`] : []),
    ...(refund.walletPaise > 0 ? [`${rupees(refund.walletPaise)} to the wallet (available now)`] : []),
    ...(refund.walletChosen ? ['wallet credit was the traveller’s explicit choice'] : []),
    ...(refund.insteadOfProvider ? ['the payment provider could not take it back'] : []),
  ];
  return `Refund: ${parts.join('; ')}`;
}

const NOTE_METHODS: Record<string, string> = {
  card: 'the card',
  upi: 'the UPI account',
  netbanking: 'the bank account (netbanking)',
  wallet: 'the mobile wallet',
  emi: 'the card (EMI)',
};

/**
 * One refund told once, in the transaction that records it: a timeline entry and a message saying how much went
 * to the original payment method (and when it should arrive) and how much to the wallet (available now).
 */
async function tellRefund(
  tx: DbOrTx,
  payment: repo.PaymentRow,
  { application, actor, toldByCaller }: RefundContext,
  reason: string,
  refund: TimelineRefund,
) {
  if (refund.originalPaise + refund.walletPaise <= 0) return;
  await recordRefundEntry(tx, application, { actor, note: refundNote(refund), refund });
  if (toldByCaller) return;
  await notifyUser(tx, {
    kind: 'refund',
    userId: payment.userId,
    dedupeKey: `refund:${payment.id}:${reason}`,
    data: { ref: application.ref, ...refund },
  });
}

/**
 * A payment that did not go through: nothing stays debited (the wallet part comes back). Its wallet
 * debit was never announced, so the traveller gets one message, that nothing was charged and the
 * credits are back, and one ledger line giving them back.
 */
export async function failPaymentInTx(
  tx: DbOrTx,
  payment: repo.PaymentRow,
  application: ApplicationRow,
): Promise<repo.PaymentRow> {
  if (payment.status !== 'pending') return payment;
  const ref = application.ref;
  const failed = await repo.updatePayment(tx, payment.id, { status: 'failed' });
  // Nothing of a pending payment was given back yet: its whole wallet part comes back.
  const refund = await creditBack(tx, payment, {
    reason: 'failed-payment',
    parts: splitParts(feesOf(application), payment.walletPaise)[0],
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
export async function giveBackLateCapture(
  tx: DbOrTx,
  payment: repo.PaymentRow,
  application: ApplicationRow,
  providerPaymentId: string,
) {
  if (!payment.providerPaymentId) await repo.updatePayment(tx, payment.id, { providerPaymentId });
  const { given, left } = await lockForRefund(tx, payment.id);
  const owed = owedAt('cancelled_by_us', application, given, left);
  const refund = await refundToProvider(tx, payment, 'late-capture', splitParts(owed, left.providerPaise)[0]);
  await tellRefund(tx, payment, { application, actor: 'system' }, 'late-capture', {
    originalPaise: refund?.amountPaise ?? 0,
    walletPaise: 0,
    method: payment.method,
    walletChosen: false,
  });
}

/** The stage of the refund policy a move ends at, when it is one that gives money back. */
function refundStageOf({ to, actor }: StatusChange): RefundStage | undefined {
  if (to === 'cancelled') return actor === 'traveller' ? 'cancelled_by_traveller' : 'cancelled_by_us';
  if (to === 'rejected') return 'rejected';
  return undefined;
}

const REMARKS: Record<'cancel' | 'reject', (ref: string) => string> = {
  cancel: (ref) => `Refund for cancelled application ${ref}`,
  reject: (ref) => `Service fee and GST refunded for rejected application ${ref}`,
};

/**
 * The refunds of a status change (docs/refunds.md): the applications module announces every move to this
 * listener (registered by wirePayments), in the move's transaction, the application locked. Cancelling a
 * draft drops its pending payment (wallet part back); a cancellation or a rejection of a paid application
 * gives back what the refund policy owes at its stage, less what was given back already (an operator's
 * earlier refund is never paid again), the way it was paid unless the traveller chose wallet credit.
 */
export async function refundsOnStatusChange(tx: DbOrTx, change: StatusChange): Promise<void> {
  const { application, from, to } = change;
  const live = await repo.livePayment(tx, application.id);
  if (!live) return;
  const { payment, given, left } = await lockForRefund(tx, live.id);
  if (to === 'cancelled' && from === 'draft') {
    await failPaymentInTx(tx, payment, application);
    return;
  }
  const stage = refundStageOf(change);
  if (payment.status !== 'paid' || !stage) return;
  const reason = to === 'rejected' ? 'reject' : 'cancel';
  await giveBack(
    tx,
    payment,
    left,
    {
      reason,
      parts: owedAt(stage, application, given, left),
      remarks: REMARKS[reason](application.ref),
      ref: application.ref,
      refundTo: change.refundTo,
    },
    { application: { ...application, status: to }, actor: change.actor },
  );
}

/** An operator's refund of each kind is the refund policy's at a stage: in full as if we cancelled, or as a rejection. */
const OPERATOR_STAGE: Record<'full' | 'service-fee', RefundStage> = {
  full: 'cancelled_by_us',
  'service-fee': 'rejected',
};

/**
 * An admin's refund of a paid payment, inside the caller's transaction: what the policy owes at the kind's stage
 * (full: everything left; service-fee: the service fee and GST not given back yet), to the provider as much as is
 * left of the card part and the rest to the wallet, or all to the wallet.
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
  const parts = owedAt(OPERATOR_STAGE[kind], application, given, left);
  if (totalOf(parts) <= 0) throw conflict('The service fee and GST of this payment have been refunded already.');
  const ref = application.ref;
  const remarks =
    kind === 'full' ? `Refund for application ${ref}` : `Service fee and GST refunded for application ${ref}`;
  const refundTo: RefundTo = destination === 'provider' ? 'original' : 'wallet';
  const made = await giveBack(
    tx,
    payment,
    left,
    { reason, parts, remarks, ref, refundTo },
    { application, actor: 'operator' },
  );
  return { made: true, ...made, refundedBeforePaise };
}

/**
 * The compensation of a missed on-time promise (docs/on-time.md), in the caller's transaction, the application
 * locked: the service fee and its GST (the refund policy's "rejected" row, as a refusal would give) less what was
 * given back already, back the way it was paid. Reason `late`: the refunds' unique key (payment, reason,
 * destination) lets it be paid once, whatever runs it again.
 */
export async function compensateLate(tx: DbOrTx, application: ApplicationRow): Promise<LateCompensation> {
  const live = await repo.livePayment(tx, application.id);
  if (live?.status !== 'paid') return { providerPaise: 0, walletPaise: 0 };
  const { payment, given, left } = await lockForRefund(tx, live.id);
  if (given.some((row) => row.reason === 'late' || row.reason === `late${INSTEAD_OF_PROVIDER}`)) {
    return { providerPaise: 0, walletPaise: 0 };
  }
  const ref = application.ref;
  return giveBack(
    tx,
    payment,
    left,
    {
      reason: 'late',
      parts: owedAt('rejected', application, given, left),
      remarks: `Service fee and GST refunded: application ${ref} was not decided by its promised date`,
      ref,
      refundTo: 'original',
    },
    // The on-time message says why and where the money went: one message, not two.
    { application, actor: 'system', toldByCaller: true },
  );
}

/**
 * What cancelling the application now would give back, per fee part, and where by default (nothing when the
 * traveller may not cancel, or nothing is paid), from the application's live payment and that payment's refunds (read
 * by the caller, without locks: the cancellation itself locks and counts again).
 */
export function cancellationPreview(
  application: ApplicationRow,
  allowed: boolean,
  live: repo.PaymentRow | undefined,
  given: repo.RefundRow[],
) {
  if (!allowed || live?.status !== 'paid') return { allowed, parts: NO_PAISE, toProviderPaise: 0, toWalletPaise: 0 };
  const left = refundable(live, given);
  const parts = owedAt('cancelled_by_traveller', application, given, left);
  const { toProvider, toWallet } = destinationsOf(parts, left, 'original');
  return { allowed, parts, toProviderPaise: totalOf(toProvider), toWalletPaise: totalOf(toWallet) };
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
  const application = (await findApplicationById(db, payment.applicationId))!;
  await db.transaction(async (tx) => {
    await repo.lockPayment(tx, payment.id);
    if (providerRefundId) {
      // The traveller was told when the refund was recorded (the timeline and the message of its change).
      await repo.settleRefund(tx, refund.id, providerRefundId);
      return;
    }
    await repo.deleteRefund(tx, refund.id);
    const reason = `${refund.reason}${INSTEAD_OF_PROVIDER}`;
    const wallet = await creditBack(tx, payment, {
      reason,
      parts: partsOf(refund),
      remarks: 'Refund to your wallet (the payment provider could not take it back)',
      ref: application.ref,
    });
    await tellRefund(tx, payment, { application, actor: 'system' }, reason, {
      originalPaise: 0,
      walletPaise: wallet?.amountPaise ?? 0,
      method: payment.method,
      walletChosen: false,
      insteadOfProvider: true,
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
