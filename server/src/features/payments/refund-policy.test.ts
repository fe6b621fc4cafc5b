import type { Application, ApplicationStatus } from '@contract/apply/applications';
import { entitledAt, REFUND_POLICY, type RefundStage } from '@contract/refund-policy';
import { refunds } from '@db/schema/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/fixtures';
import { createDraft, paidApplication } from '../../../test/support/apply';
import { createOperator } from '../../../test/support/operators';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { canMove } from '../applications';

/**
 * The refund policy (contract/src/refund-policy.ts) executed: at every stage the application page shows what a
 * cancellation would give back, and cancelling, rejecting or approving gives back exactly the table's fee parts,
 * the way the money came unless the traveller asks for wallet credit.
 */
let t: TestApp;
let support: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  support = await createOperator(t, 'support');
});
afterAll(() => t.close());

/** The Thailand tourist option: ₹2,673 government fee, ₹700 service fee, ₹126 GST. */
const FEES = { governmentFee: 2_673_00, serviceFee: 700_00, gst: 126_00 };
const rupees = (paise: number) => paise / 100;

const PATH: Partial<Record<ApplicationStatus, ApplicationStatus[]>> = {
  submitted: [],
  in_review: ['in_review'],
  documents_requested: ['in_review', 'documents_requested'],
  with_embassy: ['in_review', 'with_embassy'],
};

async function move(ref: string, status: ApplicationStatus) {
  if (status === 'with_embassy') await support.client.post(`/api/ops/applications/${ref}/accept-remaining`);
  const note = status === 'documents_requested' || status === 'rejected' ? { note: 'Checked' } : {};
  const res = await support.client.post(`/api/ops/applications/${ref}/status`, { status, ...note });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** A paid application (`walletRupees` of it from credits) moved on to `status`. */
async function paidAt(status: ApplicationStatus, walletRupees = 0) {
  const paid = await paidApplication(t, walletRupees);
  for (const step of PATH[status] ?? []) await move(paid.ref, step);
  return paid;
}

const view = async (user: TestUser, ref: string) =>
  (await user.client.get(`/api/applications/${ref}`)).body.application as Application;

/** What the payment's refunds gave back, per fee part and per destination, from the database. */
async function givenBack(paymentId: string) {
  const rows = await t.database.db.select().from(refunds).where(eq(refunds.paymentId, paymentId));
  const sum = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return {
    parts: {
      governmentFee: sum((r) => r.governmentFeePaise),
      serviceFee: sum((r) => r.serviceFeePaise),
      gst: sum((r) => r.gstPaise),
    },
    toProvider: sum((r) => (r.destination === 'provider' ? r.amountPaise : 0)),
    toWallet: sum((r) => (r.destination === 'wallet' ? r.amountPaise : 0)),
  };
}

const previewOf = (stage: RefundStage, allowed: boolean) => {
  const parts = allowed ? entitledAt(stage, FEES) : { governmentFee: 0, serviceFee: 0, gst: 0 };
  const total = parts.governmentFee + parts.serviceFee + parts.gst;
  return {
    allowed,
    governmentFee: rupees(parts.governmentFee),
    serviceFee: rupees(parts.serviceFee),
    gst: rupees(parts.gst),
    total: rupees(total),
    toCard: rupees(total),
    toWallet: 0,
  };
};

describe('the refund policy, stage by stage', () => {
  it('a stage the traveller may cancel at gives what a traveller cancellation gives (the table agrees with the state graph)', () => {
    for (const stage of ['draft', 'submitted', 'in_review', 'documents_requested', 'with_embassy'] as const) {
      if (canMove(stage, 'cancelled', 'traveller'))
        expect(REFUND_POLICY[stage]).toEqual(REFUND_POLICY.cancelled_by_traveller);
      else expect(REFUND_POLICY[stage]).toEqual({ governmentFee: false, serviceFee: false, gst: false });
    }
  });

  it('draft: nothing is paid, so a cancellation would give nothing back', async () => {
    const user = await createUser(t);
    const draft = await createDraft(user, { optionId: 'th-tourist' });
    expect(draft.cancellation).toEqual({
      ...previewOf('draft', true),
      governmentFee: 0,
      serviceFee: 0,
      gst: 0,
      total: 0,
      toCard: 0,
    });
  });

  for (const stage of ['submitted', 'in_review', 'documents_requested'] as const) {
    it(`${stage}: the page shows everything back to the card, and the traveller's cancellation gives exactly that`, async () => {
      const { traveller, ref, paymentId } = await paidAt(stage);
      const before = await view(traveller, ref);
      expect(before.status).toBe(stage);
      expect(before.cancellation).toEqual(previewOf(stage, true));
      const cancelled = await traveller.client.post(`/api/applications/${ref}/cancel`);
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
      expect(await givenBack(paymentId)).toEqual({
        parts: entitledAt('cancelled_by_traveller', FEES),
        toProvider: 3_499_00,
        toWallet: 0,
      });
      expect(cancelled.body.application.cancellation).toEqual(previewOf('cancelled_by_traveller', false));
    });
  }

  it('with the embassy: no cancellation; a rejection gives back the service fee and GST to the card', async () => {
    const { traveller, ref, paymentId } = await paidAt('with_embassy');
    expect((await view(traveller, ref)).cancellation).toEqual(previewOf('with_embassy', false));
    expect((await traveller.client.post(`/api/applications/${ref}/cancel`)).status).toBe(409);
    await move(ref, 'rejected');
    expect(await givenBack(paymentId)).toEqual({
      parts: entitledAt('rejected', FEES),
      toProvider: 826_00,
      toWallet: 0,
    });
  });

  it('approved: nothing comes back', async () => {
    const { ref, paymentId } = await paidAt('with_embassy');
    await move(ref, 'approved');
    expect(await givenBack(paymentId)).toEqual({ parts: entitledAt('approved', FEES), toProvider: 0, toWallet: 0 });
  });

  it('cancelled by us: everything back, the way it was paid (the credits to the wallet, the rest to the card)', async () => {
    const { traveller, ref, paymentId } = await paidAt('in_review', 500);
    expect((await view(traveller, ref)).cancellation).toMatchObject({ total: 3_499, toCard: 2_999, toWallet: 500 });
    await move(ref, 'cancelled');
    expect(await givenBack(paymentId)).toEqual({
      parts: entitledAt('cancelled_by_us', FEES),
      toProvider: 2_999_00,
      toWallet: 500_00,
    });
    expect((await traveller.client.get('/api/wallet/balance')).body.balance).toBe(500);
  });
});

describe('wallet credit instead of the card, only when asked', () => {
  it('the traveller who asks for wallet credit gets all of it in the wallet', async () => {
    const { traveller, ref, paymentId } = await paidAt('documents_requested');
    const res = await traveller.client.post(`/api/applications/${ref}/cancel`, { refundTo: 'wallet' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await givenBack(paymentId)).toEqual({ parts: FEES, toProvider: 0, toWallet: 3_499_00 });
    expect((await traveller.client.get('/api/wallet/balance')).body.balance).toBe(3_499);
  });

  it('an unknown destination answers 400 with the field, and nothing is cancelled or given back', async () => {
    const { traveller, ref, paymentId } = await paidAt('submitted');
    const res = await traveller.client.post(`/api/applications/${ref}/cancel`, { refundTo: 'bank' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('refundTo');
    expect((await view(traveller, ref)).status).toBe('submitted');
    expect(await givenBack(paymentId)).toEqual({
      parts: { governmentFee: 0, serviceFee: 0, gst: 0 },
      toProvider: 0,
      toWallet: 0,
    });
  });

  it("another traveller's application is not found, and its preview is not shown", async () => {
    const { ref } = await paidAt('submitted');
    const stranger = await createUser(t);
    expect((await stranger.client.get(`/api/applications/${ref}`)).status).toBe(404);
    expect((await stranger.client.post(`/api/applications/${ref}/cancel`, { refundTo: 'wallet' })).status).toBe(404);
  });
});
