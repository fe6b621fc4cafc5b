import { refunds, walletTransactions } from '@db/schema/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/fixtures';
import { paidApplication as paidTravellerApplication } from '../../../test/support/apply';
import { createOperator } from '../../../test/support/operators';
import { startTestApp, type TestApp } from '../../../test/test-app';

/**
 * No order or concurrency of cancels, rejections and operator refunds gives back more than was paid:
 * every refund is capped at what is left of the payment, per part, under the payment's row lock.
 */
let t: TestApp;
let support: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  support = await createOperator(t, 'support');
  admin = await createOperator(t, 'admin');
});
afterAll(() => t.close());

const paidApplication = (walletRupees = 0) => paidTravellerApplication(t, walletRupees);

/** Every refund of the payment, from the database: every destination, settled or not. */
const refundRows = (paymentId: string) => t.database.db.select().from(refunds).where(eq(refunds.paymentId, paymentId));
const total = (rows: Array<{ amountPaise: number }>) => rows.reduce((sum, row) => sum + row.amountPaise, 0);
const refundedPaise = async (paymentId: string) => total(await refundRows(paymentId));

/** Per fee part, what the payment's refunds gave back must never pass what the application charged for it. */
async function expectPartsWithinFees(
  paymentId: string,
  price: { governmentFee: number; serviceFee: number; gst: number },
) {
  const rows = await refundRows(paymentId);
  const sum = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((all, row) => all + pick(row), 0);
  expect(sum((row) => row.governmentFeePaise)).toBeLessThanOrEqual(paise(price.governmentFee));
  expect(sum((row) => row.serviceFeePaise)).toBeLessThanOrEqual(paise(price.serviceFee));
  expect(sum((row) => row.gstPaise)).toBeLessThanOrEqual(paise(price.gst));
  for (const row of rows) expect(row.governmentFeePaise + row.serviceFeePaise + row.gstPaise).toBe(row.amountPaise);
}

/** The wallet credits that refunds made: the ledger must agree with the wallet refunds recorded. */
async function walletRefundCredits(userId: string) {
  const rows = await t.database.db.select().from(walletTransactions).where(eq(walletTransactions.userId, userId));
  return rows.filter((row) => row.type === 'credit' && row.idempotencyKey?.startsWith('refund:'));
}

const adminRefund = (ref: string, kind: 'full' | 'service-fee', destination: 'wallet' | 'provider' = 'wallet') =>
  admin.client.post(`/api/ops/applications/${ref}/refund`, { kind, destination, reason: 'Goodwill' });
const cancel = (user: TestUser, ref: string, refundTo?: 'original' | 'wallet') =>
  user.client.post(`/api/applications/${ref}/cancel`, refundTo ? { refundTo } : undefined);
/** A support operator's move; the documents are accepted first, as the embassy step requires. */
async function move(ref: string, status: string, note?: string) {
  if (status === 'with_embassy') await support.client.post(`/api/ops/applications/${ref}/accept-remaining`);
  return support.client.post(`/api/ops/applications/${ref}/status`, { status, ...(note ? { note } : {}) });
}
const balanceOf = async (user: TestUser) => (await user.client.get('/api/wallet/balance')).body.balance as number;
const paise = (rupees: number) => Math.round(rupees * 100);

describe('refunds never exceed what was paid', () => {
  it('an admin full refund, then the traveller cancels: the cancellation gives nothing more', async () => {
    const { traveller, ref, paymentId, application } = await paidApplication();
    expect((await adminRefund(ref, 'full')).status).toBe(200);
    const cancelled = await cancel(traveller, ref);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.application.status).toBe('cancelled');
    const total = paise(application.price.total);
    expect(await refundedPaise(paymentId)).toBe(total);
    expect(paise(await balanceOf(traveller))).toBe(total);
    await expectPartsWithinFees(paymentId, application.price);
  });

  it('the traveller cancels, then an admin refunds in full: 409, nothing given', async () => {
    const { traveller, ref, paymentId, application } = await paidApplication(500);
    expect((await cancel(traveller, ref)).status).toBe(200);
    const total = paise(application.price.total);
    expect(await refundedPaise(paymentId)).toBe(total);
    const again = await adminRefund(ref, 'full', 'provider');
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('This payment has been refunded in full already.');
    expect(await refundedPaise(paymentId)).toBe(total);
    expect(await balanceOf(traveller)).toBe(500);
    await expectPartsWithinFees(paymentId, application.price);
  });

  it('an admin service-fee refund, then the traveller cancels: the rest comes back, each fee part once', async () => {
    const { traveller, ref, paymentId, application } = await paidApplication();
    expect((await adminRefund(ref, 'service-fee', 'provider')).status).toBe(200);
    expect((await traveller.client.get(`/api/applications/${ref}`)).body.application.cancellation).toMatchObject({
      governmentFee: application.price.governmentFee,
      serviceFee: 0,
      gst: 0,
      total: application.price.governmentFee,
    });
    expect((await cancel(traveller, ref)).status).toBe(200);
    expect(await refundedPaise(paymentId)).toBe(paise(application.price.total));
    await expectPartsWithinFees(paymentId, application.price);
  });

  it('an admin refund of part, then a rejection: the service fee and GST are not given twice', async () => {
    const { traveller, ref, paymentId, application } = await paidApplication();
    const { serviceFee, gst, total } = application.price;
    expect((await adminRefund(ref, 'service-fee')).status).toBe(200);
    await move(ref, 'in_review');
    await move(ref, 'with_embassy');
    const rejected = await move(ref, 'rejected', 'Refused by the embassy');
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(await refundedPaise(paymentId)).toBe(paise(serviceFee) + paise(gst));
    expect(paise(await balanceOf(traveller))).toBe(paise(serviceFee) + paise(gst));
    const rest = await adminRefund(ref, 'full');
    expect(rest.status).toBe(200);
    expect(await refundedPaise(paymentId)).toBe(paise(total));
  });

  it('a rejection, then an admin service-fee refund: 409, the fee was given back already', async () => {
    const { ref, paymentId, application } = await paidApplication();
    await move(ref, 'in_review');
    await move(ref, 'with_embassy');
    await move(ref, 'rejected', 'Refused');
    const again = await adminRefund(ref, 'service-fee', 'provider');
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('The service fee and GST of this payment have been refunded already.');
    expect(await refundedPaise(paymentId)).toBe(paise(application.price.serviceFee) + paise(application.price.gst));
  });

  it('a partial admin refund, then a cancellation while documents are requested: capped at what is left', async () => {
    const { traveller, ref, paymentId, application } = await paidApplication();
    expect((await adminRefund(ref, 'full')).status).toBe(200);
    await move(ref, 'in_review');
    expect((await move(ref, 'documents_requested', 'A clearer passport scan, please')).status).toBe(200);
    expect((await cancel(traveller, ref)).status).toBe(200);
    expect(await refundedPaise(paymentId)).toBe(paise(application.price.total));
  });

  it('twenty mixed requests at once: the total given back never passes what was paid', async () => {
    const { traveller, ref, paymentId, application } = await paidApplication(700);
    const requests = Array.from({ length: 20 }, (_, index) => {
      switch (index % 5) {
        case 0:
          return cancel(traveller, ref);
        case 1:
          return adminRefund(ref, 'full', 'provider');
        case 2:
          return adminRefund(ref, 'service-fee', 'wallet');
        case 3:
          return adminRefund(ref, 'full', 'wallet');
        default:
          return move(ref, 'in_review');
      }
    });
    const answers = await Promise.all(requests);
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    const rows = await refundRows(paymentId);
    expect(rows.length).toBeGreaterThan(0);
    expect(total(rows)).toBeLessThanOrEqual(paise(application.price.total));
    const credits = await walletRefundCredits(traveller.id);
    expect(total(credits)).toBe(total(rows.filter((row) => row.destination === 'wallet')));
    expect(total(rows.filter((row) => row.destination === 'provider'))).toBeLessThanOrEqual(
      paise(application.payments[0]!.providerAmount),
    );
    await expectPartsWithinFees(paymentId, application.price);
  });

  it('twenty cancellations and refunds to every destination at once, with the embassy refusing: within every fee part', async () => {
    const { traveller, ref, paymentId, application } = await paidApplication(300);
    await move(ref, 'in_review');
    const requests = Array.from({ length: 20 }, (_, index) => {
      switch (index % 5) {
        case 0:
          return cancel(traveller, ref, 'wallet');
        case 1:
          return cancel(traveller, ref, 'original');
        case 2:
          return adminRefund(ref, 'service-fee', 'provider');
        case 3:
          return adminRefund(ref, 'full', index % 2 === 0 ? 'wallet' : 'provider');
        default:
          return move(ref, 'with_embassy').then(() => move(ref, 'rejected', 'Refused'));
      }
    });
    const answers = await Promise.all(requests);
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    const rows = await refundRows(paymentId);
    expect(total(rows)).toBeLessThanOrEqual(paise(application.price.total));
    await expectPartsWithinFees(paymentId, application.price);
    const credits = await walletRefundCredits(traveller.id);
    expect(total(credits)).toBe(total(rows.filter((row) => row.destination === 'wallet')));
  });

  it('each provider refund is settled once, with its id as the idempotency key', async () => {
    const { traveller, ref, paymentId } = await paidApplication();
    await Promise.all([cancel(traveller, ref), cancel(traveller, ref), adminRefund(ref, 'full', 'provider')]);
    await t.settled();
    const rows = await refundRows(paymentId);
    const toProvider = rows.filter((row) => row.destination === 'provider');
    expect(toProvider).toHaveLength(1);
    expect(toProvider[0]!.providerRefundId).toBe(`test_rfnd_${toProvider[0]!.id}`);
  });
});
