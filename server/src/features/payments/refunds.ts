import type { ApplicationStatus } from '@contract/apply/applications';
import type { DbOrTx } from '@db/client';
import type { Config } from '../../config';
import { conflict } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { type ApplicationRow, findById as findApplication } from '../applications/apply-repo';
import { notifyUser } from '../notifications/notify';
import { recordTransaction } from '../wallet/service';
import { paymentProvider } from './provider';
import * as repo from './repo';

async function refundToWallet(
  tx: DbOrTx,
  payment: repo.PaymentRow,
  reason: string,
  amountPaise: number,
  remarks: string,
  ref: string,
): Promise<void> {
  if (amountPaise <= 0) return;
  const refund = await repo.insertRefund(tx, {
    id: newId(),
    paymentId: payment.id,
    reason,
    destination: 'wallet',
    amountPaise,
  });
  if (!refund) return; // given back already
  await recordTransaction(tx, {
    userId: payment.userId,
    type: 'credit',
    amountPaise,
    remarks,
    idempotencyKey: `refund:${payment.id}:${reason}:wallet`,
    announce: false,
  });
  await notifyRefund(tx, payment.userId, refund, ref);
}

async function notifyRefund(tx: DbOrTx, userId: string, refund: repo.RefundRow, ref: string) {
  await notifyUser(tx, {
    kind: 'refund',
    userId,
    dedupeKey: `refund:${refund.id}`,
    data: { ref, amountPaise: refund.amountPaise, destination: refund.destination as 'wallet' | 'provider' },
  });
}

/** A payment that did not go through: nothing stays debited (the wallet part comes back). */
export async function failPaymentInTx(tx: DbOrTx, payment: repo.PaymentRow, ref: string): Promise<repo.PaymentRow> {
  if (payment.status !== 'pending') return payment;
  const failed = await repo.updatePayment(tx, payment.id, { status: 'failed' });
  await refundToWallet(
    tx,
    payment,
    'failed-payment',
    payment.walletPaise,
    `Payment for ${ref} did not go through`,
    ref,
  );
  return failed;
}

/**
 * DESIGN 8 refunds, run inside the move's transaction:
 * - cancelling a draft drops its pending payment (wallet part back);
 * - cancelling before review (submitted) gives everything back: the wallet part to the wallet, the
 *   rest to the provider (settled after the commit; to the wallet when the provider cannot refund);
 * - cancelling while documents are requested gives back the government fee, not yet paid to the
 *   embassy, to the wallet (the review was done);
 * - a rejection gives back the service fee and its GST to the wallet.
 */
export async function refundsOnEntering(
  tx: DbOrTx,
  application: ApplicationRow,
  from: ApplicationStatus,
  to: ApplicationStatus,
): Promise<void> {
  const payment = await repo.livePayment(tx, application.id);
  if (!payment) return;
  const ref = application.ref;
  if (to === 'cancelled' && from === 'draft') {
    await failPaymentInTx(tx, payment, ref);
    return;
  }
  if (payment.status !== 'paid') return;
  if (to === 'cancelled' && from === 'submitted') {
    await refundToWallet(tx, payment, 'cancel', payment.walletPaise, `Refund for cancelled application ${ref}`, ref);
    if (payment.providerPaise > 0) {
      await repo.insertRefund(tx, {
        id: newId(),
        paymentId: payment.id,
        reason: 'cancel',
        destination: 'provider',
        amountPaise: payment.providerPaise,
      });
    }
  } else if (to === 'cancelled' && from === 'documents_requested') {
    const amount = Math.min(application.governmentFeePaise, payment.amountPaise);
    await refundToWallet(
      tx,
      payment,
      'cancel',
      amount,
      `Government fee refunded for cancelled application ${ref}`,
      ref,
    );
  } else if (to === 'rejected') {
    const amount = Math.min(application.serviceFeePaise + application.gstPaise, payment.amountPaise);
    await refundToWallet(
      tx,
      payment,
      'reject',
      amount,
      `Service fee and GST refunded for rejected application ${ref}`,
      ref,
    );
  }
}

/**
 * Asks the provider for the refunds recorded for it (outside any transaction: it is a network call).
 * When the provider cannot refund, the money goes to the wallet instead, exactly once.
 */
export async function settleProviderRefunds(db: DbOrTx, config: Config, paymentId: string): Promise<void> {
  const payment = await repo.findPayment(db, paymentId);
  if (!payment) return;
  const provider = paymentProvider(config);
  const ref = (await findApplication(db, payment.applicationId))?.ref ?? '';
  for (const refund of await repo.unsettledProviderRefunds(db, paymentId)) {
    let providerRefundId: string | undefined;
    try {
      if (!provider || provider.name !== payment.provider) throw new Error('provider unavailable');
      providerRefundId = await provider.refund(payment, refund.amountPaise);
    } catch {
      providerRefundId = undefined;
    }
    await db.transaction(async (tx) => {
      if (providerRefundId) {
        await repo.settleRefund(tx, refund.id, providerRefundId);
        await notifyRefund(tx, payment.userId, refund, ref);
        return;
      }
      await repo.deleteRefund(tx, refund.id);
      await refundToWallet(
        tx,
        payment,
        `${refund.reason}-instead-of-provider`,
        refund.amountPaise,
        'Refund to your wallet (the payment provider could not take it back)',
        ref,
      );
    });
  }
}

const sum = (rows: repo.RefundRow[]) => rows.reduce((total, row) => total + row.amountPaise, 0);

/**
 * An admin's refund of a paid payment, inside the caller's transaction with the payment locked:
 * - full gives back whatever of the payment is not refunded yet; service-fee the service fee and GST
 *   (at most what is left);
 * - to the provider goes at most the provider part not yet given back (settled after the commit, to
 *   the wallet when the provider cannot refund); the rest, and everything when the wallet is chosen,
 *   goes to the wallet.
 * The same kind twice on one payment gives nothing more (made: false), so a retried request is harmless.
 */
export async function refundByOperator(
  tx: DbOrTx,
  application: ApplicationRow,
  payment: repo.PaymentRow,
  kind: 'full' | 'service-fee',
  destination: 'wallet' | 'provider',
): Promise<{ made: boolean; walletPaise: number; providerPaise: number; refundedBeforePaise: number }> {
  const reason = `admin-${kind}`;
  const given = await repo.refundsOf(tx, [payment.id]);
  const refundedBeforePaise = sum(given);
  if (given.some((row) => row.reason === reason || row.reason === `${reason}-instead-of-provider`)) {
    return { made: false, walletPaise: 0, providerPaise: 0, refundedBeforePaise };
  }
  const remaining = payment.amountPaise - refundedBeforePaise;
  const wanted = kind === 'full' ? remaining : Math.min(application.serviceFeePaise + application.gstPaise, remaining);
  if (wanted <= 0) throw conflict('This payment has been refunded in full already.');
  const providerGiven = sum(
    given.filter((row) => row.destination === 'provider' || row.reason.endsWith('-instead-of-provider')),
  );
  const providerPaise =
    destination === 'provider' ? Math.max(0, Math.min(wanted, payment.providerPaise - providerGiven)) : 0;
  const walletPaise = wanted - providerPaise;
  const ref = application.ref;
  const remarks =
    kind === 'full' ? `Refund for application ${ref}` : `Service fee and GST refunded for application ${ref}`;
  await refundToWallet(tx, payment, reason, walletPaise, remarks, ref);
  if (providerPaise > 0) {
    await repo.insertRefund(tx, {
      id: newId(),
      paymentId: payment.id,
      reason,
      destination: 'provider',
      amountPaise: providerPaise,
    });
  }
  return { made: true, walletPaise, providerPaise, refundedBeforePaise };
}
