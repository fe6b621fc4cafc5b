import type { ConsentChannel, SubmissionConsents } from '@contract/account/privacy';
import type { Application, Payment } from '@contract/apply/applications';
import { formatShortDate, todayInIndia } from '@contract/dates';
import { rupeesToPaise } from '@contract/money';
import { checkProcessingTime } from '@contract/processing-time';
import type { DbOrTx } from '@db/client';
import type { Config } from '../../config';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error';
import { newId, sha256 } from '../../lib/ids';
import {
  type ApplicationRow,
  findApplicationById,
  findOwnedApplication,
  lockApplication,
  refuseNotAllowedTrip,
  submitProblems,
  toPublicApplication,
  transition,
} from '../applications';
import { notifyUser } from '../notifications';
import { requireSubmissionConsents } from '../privacy';
import type { TripChecker } from '../trip-check';
import { announceRecorded, recordTransaction } from '../wallet';
import type { PaymentDeps } from './deps';
import { invoicePath } from './invoice';
import { paymentProvider, requireProvider } from './provider';
import { isValidPaymentSignature, isValidWebhookSignature } from './razorpay';
import { failPaymentInTx, giveBackLateCapture } from './refunds';
import * as repo from './repo';
import { issueInvoice } from './tax-documents';
import { ownedPayment, publicPayments } from './view';

/** Checkout: submitting a draft and paying for it (wallet and provider), and the provider's answers. */

interface SubmitResult {
  application: Application;
  payment: Payment;
}

function missingItemsError(missing: Array<{ label: string; traveller: string }>, fields: Record<string, string>) {
  const parts = missing.map((m) => `${m.label} (${m.traveller})`);
  const message =
    parts.length > 0
      ? `Upload the required documents first: ${parts.join('; ')}.`
      : (Object.values(fields)[0] ?? 'The application is incomplete.');
  const itemFields = Object.fromEntries(missing.map((m, i) => [`checklist.${i}`, `${m.label} (${m.traveller})`]));
  return new AppError('UNPROCESSABLE', message, { fields: { ...itemFields, ...fields } });
}

/**
 * A trip starting before the visa can realistically be ready (the processing-time hint says "you are late")
 * is paid for only once the traveller says they understand: 422 naming the earliest realistic start.
 */
function refuseUnconfirmedLateTrip(row: ApplicationRow) {
  const check = checkProcessingTime(todayInIndia(), row.startDate, row.option.processingDays);
  if (!check.late) return;
  const message = `The visa may not be ready by ${formatShortDate(check.start, 'en', true)}: the earliest realistic start is ${formatShortDate(check.earliestStart, 'en', true)}. Confirm that you understand to pay.`;
  throw new AppError('UNPROCESSABLE', message, { fields: { confirmLate: message } });
}

async function answer(db: DbOrTx, applicationId: string, paymentId: string, config: Config): Promise<SubmitResult> {
  const row = (await findApplicationById(db, applicationId))!;
  const application = await toPublicApplication(db, row);
  const payment = (await publicPayments(db, applicationId)).find((p) => p.id === paymentId)!;
  const stored = await repo.findPayment(db, paymentId);
  if (stored?.status === 'pending' && stored.provider === 'razorpay' && stored.providerOrderId && config.razorpay) {
    return {
      application,
      payment: {
        ...payment,
        razorpay: {
          keyId: config.razorpay.keyId,
          orderId: stored.providerOrderId,
          amountPaise: stored.providerPaise,
          currency: 'INR',
        },
      },
    };
  }
  return { application, payment };
}

/**
 * Submits a draft: the wallet part is debited in the same transaction that records the payment;
 * the rest goes to the provider. Submitting again while a payment is pending or paid answers that
 * payment: one charge, one debit, however many clicks, tabs or retries. A trip the trip check refuses
 * (`not-allowed`) is refused with its reasons before any of this (422).
 */
export async function submit(
  deps: PaymentDeps & { trips: TripChecker },
  userId: string,
  ref: string,
  {
    walletAmount: walletRupees,
    gstin,
    confirmLate,
    consents,
  }: { walletAmount: number; gstin?: string | null; confirmLate?: boolean; consents?: SubmissionConsents },
  channel: ConsentChannel = 'api',
) {
  const { db, config } = deps;
  const found = await findOwnedApplication(db, userId, ref);
  if (!found) throw notFound('Application not found.');
  const outcome = await db.transaction(async (tx) => {
    // Gone when the account was deleted while this request waited for the lock.
    const row = await lockApplication(tx, found.id);
    if (!row) throw notFound('Application not found.');
    const live = await repo.livePayment(tx, row.id);
    if (live) return { payment: live, fresh: false };
    if (row.status !== 'draft') throw conflict('This application has already been submitted.');
    const { missing, fields } = await submitProblems(tx, deps.trips, row);
    if (missing.length > 0 || Object.keys(fields).length > 0) throw missingItemsError(missing, fields);
    // Before the payment row and the wallet debit: a trip the rules refuse is never charged.
    await refuseNotAllowedTrip(deps.trips, tx, row);
    if (!confirmLate) refuseUnconfirmedLateTrip(row);
    await requireSubmissionConsents(tx, row, consents, channel);

    const walletPaise = Math.min(rupeesToPaise(walletRupees), row.totalPaise);
    const providerPaise = row.totalPaise - walletPaise;
    const provider = providerPaise > 0 ? requireProvider(config).name : 'wallet';
    const payment = await repo.insertPayment(tx, {
      id: newId(),
      applicationId: row.id,
      userId,
      provider,
      amountPaise: row.totalPaise,
      walletPaise,
      providerPaise,
      status: 'pending',
      recipientGstin: gstin ?? null,
    });
    if (walletPaise > 0) {
      await recordTransaction(tx, {
        userId,
        type: 'debit',
        amountPaise: walletPaise,
        remarks: `Visa application ${row.ref}`,
        idempotencyKey: walletDebitKey(payment.id),
        announce: false,
      });
    }
    if (providerPaise === 0) return { payment: await markPaidInTx(tx, config, payment, row, null), fresh: true };
    return { payment, fresh: true };
  });
  let payment = outcome.payment;
  if (outcome.fresh && payment.status === 'pending') payment = await openProviderOrder(deps, payment, found.ref);
  return answer(db, found.id, payment.id, config);
}

/** Razorpay needs an order before Checkout opens; if it cannot be made, the payment fails and the wallet part comes back. */
async function openProviderOrder(deps: PaymentDeps, payment: repo.PaymentRow, ref: string) {
  const provider = paymentProvider(deps.config);
  if (!provider || provider.name !== payment.provider) return payment;
  try {
    const orderId = await provider.createOrder({ paymentId: payment.id, amountPaise: payment.providerPaise, ref });
    return orderId ? await repo.updatePayment(deps.db, payment.id, { providerOrderId: orderId }) : payment;
  } catch {
    await failPayment(deps, payment.id);
    throw new AppError(
      'UNAVAILABLE',
      'The payment provider could not be reached. Nothing was charged; please try again.',
    );
  }
}

/** The ledger entry of a payment's wallet part: told of once the payment went through, never when it fails. */
const walletDebitKey = (paymentId: string) => `payment:${paymentId}:wallet`;

async function markPaidInTx(
  tx: DbOrTx,
  config: Config,
  payment: repo.PaymentRow,
  application: ApplicationRow,
  providerPaymentId: string | null,
): Promise<repo.PaymentRow> {
  const paidAt = new Date();
  const paid = await repo.updatePayment(tx, payment.id, {
    status: 'paid',
    paidAt,
    providerPaymentId,
    ...(await issueInvoice(tx, config.supplier, payment, application, paidAt)),
  });
  await transition(tx, application, 'submitted', { actor: 'system', note: 'Payment received' });
  if (payment.walletPaise > 0) await announceRecorded(tx, walletDebitKey(payment.id));
  await notifyUser(tx, {
    kind: 'payment-receipt',
    userId: payment.userId,
    dedupeKey: `payment-receipt:${payment.id}`,
    data: {
      ref: application.ref,
      amountPaise: payment.amountPaise,
      invoiceUrl: invoicePath(payment.id),
      paymentId: payment.id,
      breakdown: {
        governmentFeePaise: application.governmentFeePaise,
        serviceFeePaise: application.serviceFeePaise,
        gstPaise: application.gstPaise,
        walletPaise: payment.walletPaise,
        providerPaise: payment.providerPaise,
      },
    },
  });
  return paid;
}

/**
 * The provider says the money arrived (test page, Razorpay's handler or webhook). Idempotent: a
 * replay changes nothing. A payment already failed stays failed (its wallet part was given back).
 */
async function completePayment(
  deps: PaymentDeps,
  paymentId: string,
  providerPaymentId: string | null,
  method?: string,
) {
  return deps.db.transaction(async (tx) => {
    const locked = await lockPaymentAndApplication(tx, paymentId);
    const { application } = locked;
    // How it was paid, as the provider reports it (Razorpay's webhook does; Checkout's handler does not).
    const payment =
      method && !locked.payment.method ? await repo.updatePayment(tx, paymentId, { method }) : locked.payment;
    if (payment.status === 'failed' && payment.provider === 'razorpay' && providerPaymentId) {
      await giveBackLateCapture(tx, payment, application, providerPaymentId);
    }
    if (payment.status !== 'pending') return payment;
    if (application.status !== 'draft') return failPaymentInTx(tx, payment, application);
    return markPaidInTx(tx, deps.config, payment, application, providerPaymentId);
  });
}

/** Always the application first, then the payment: the order every move and payment takes, so none deadlock. */
async function lockPaymentAndApplication(tx: DbOrTx, paymentId: string) {
  const found = await repo.findPayment(tx, paymentId);
  if (!found) throw notFound('Payment not found.');
  const application = (await lockApplication(tx, found.applicationId))!;
  const payment = (await repo.lockPayment(tx, paymentId))!;
  return { payment, application };
}

/** The payment did not go through: the application stays a draft and the wallet part comes back. */
async function failPayment(deps: PaymentDeps, paymentId: string) {
  return deps.db.transaction(async (tx) => {
    const { payment, application } = await lockPaymentAndApplication(tx, paymentId);
    return failPaymentInTx(tx, payment, application);
  });
}

export async function paymentView(deps: PaymentDeps, userId: string, paymentId: string) {
  const payment = await ownedPayment(deps.db, userId, paymentId);
  const application = (await findApplicationById(deps.db, payment.applicationId))!;
  const { payment: view } = await answer(deps.db, application.id, payment.id, deps.config);
  return {
    payment: view,
    ref: application.ref,
    countryName: application.option.countryName,
    optionName: application.option.name,
  };
}

/** POST /api/payments/test/{id}: the built-in provider's outcome, for the payment's owner only. */
export async function testOutcome(
  deps: PaymentDeps,
  userId: string,
  paymentId: string,
  outcome: 'success' | 'failure',
) {
  if (!deps.config.testPayments || deps.config.razorpay) throw notFound('Test payments are not available.');
  const payment = await ownedPayment(deps.db, userId, paymentId);
  if (payment.provider !== 'test') throw notFound('Payment not found.');
  if (outcome === 'success') await completePayment(deps, payment.id, `test_pay_${payment.id}`);
  else await failPayment(deps, payment.id);
  return paymentView(deps, userId, paymentId);
}

/** Razorpay Checkout's handler hands us the payment and its signature; only a valid signature completes it. */
export async function verifyRazorpay(
  deps: PaymentDeps,
  userId: string,
  input: { paymentId: string; razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string },
) {
  const razorpay = deps.config.razorpay;
  if (!razorpay) throw notFound('Razorpay is not in use.');
  const payment = await ownedPayment(deps.db, userId, input.paymentId);
  const valid =
    payment.provider === 'razorpay' &&
    payment.providerOrderId === input.razorpay_order_id &&
    isValidPaymentSignature(
      razorpay.keySecret,
      input.razorpay_order_id,
      input.razorpay_payment_id,
      input.razorpay_signature,
    );
  if (!valid) throw badRequest('The payment could not be verified.', { razorpay_signature: 'Invalid signature' });
  await completePayment(deps, payment.id, input.razorpay_payment_id);
  return paymentView(deps, userId, payment.id);
}

interface RazorpayEvent {
  event?: string;
  payload?: { payment?: { entity?: { id?: string; order_id?: string; status?: string; method?: string } } };
}

/**
 * Razorpay's webhook (server to server, signed with the webhook secret over the raw body). A captured
 * payment completes ours, however often the event is delivered. Failed attempts are not final
 * (Checkout lets the payer try again), so they change nothing.
 */
export async function razorpayWebhook(
  deps: PaymentDeps,
  rawBody: Buffer,
  signature: string | undefined,
  eventId?: string,
) {
  const razorpay = deps.config.razorpay;
  if (!razorpay) throw notFound('Razorpay is not in use.');
  if (!signature || !isValidWebhookSignature(razorpay.webhookSecret, rawBody, signature)) {
    throw badRequest('The webhook signature is not valid.');
  }
  let event: RazorpayEvent;
  try {
    event = JSON.parse(rawBody.toString('utf8')) as RazorpayEvent;
  } catch {
    throw badRequest('The webhook body is not JSON.');
  }
  const entity = event.payload?.payment?.entity;
  if ((event.event === 'payment.captured' || event.event === 'order.paid') && entity?.order_id && entity.id) {
    const payment = await repo.findByOrderId(deps.db, entity.order_id);
    const method = typeof entity.method === 'string' ? entity.method.slice(0, 40) : undefined;
    if (payment) await completePayment(deps, payment.id, entity.id, method);
  }
  await repo.firstDelivery(deps.db, 'razorpay', eventId || sha256(rawBody.toString('utf8')), event.event ?? 'unknown');
  return { ok: true as const };
}
