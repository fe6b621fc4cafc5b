import { opsAudit } from '@db/schema/index';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/fixtures';
import { paidApplication as paidTravellerApplication, readyDraft } from '../../../test/support/apply';
import { createOperator } from '../../../test/support/operators';
import { startTestApp, type TestApp } from '../../../test/test-app';

/** Admin refunds of a paid application from the console, by kind and destination (docs/operations.md#refunds). */
let t: TestApp;
let support: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  support = await createOperator(t, 'support');
  admin = await createOperator(t, 'admin');
});
afterAll(() => t.close());

const rupees = (value: number) => Math.round(value * 100);

const paidApplication = (walletRupees = 0) => paidTravellerApplication(t, walletRupees);

const balanceOf = async (user: TestUser) => (await user.client.get('/api/wallet/balance')).body.balance as number;
const refund = (ref: string, body: unknown, as = admin) => as.client.post(`/api/ops/applications/${ref}/refund`, body);
const refundAudits = (ref: string) =>
  t.database.db
    .select()
    .from(opsAudit)
    .where(and(eq(opsAudit.targetId, ref), like(opsAudit.action, 'payment.refund.%')));

describe('admin refunds', () => {
  it('are refused to travellers and support staff, and need a kind, a destination and a reason', async () => {
    const { traveller, ref } = await paidApplication();
    const body = { kind: 'full', destination: 'wallet', reason: 'Goodwill' };
    expect((await refund(ref, body, traveller)).status).toBe(403);
    const bySupport = await refund(ref, body, support);
    expect(bySupport.status).toBe(403);
    expect(bySupport.body.code).toBe('FORBIDDEN');

    const bad = await refund(ref, { kind: 'half', destination: 'bank', reason: ' ' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['destination', 'kind', 'reason']);
    expect((await refund('HV-2026-000000', body)).status).toBe(404);
    expect(await balanceOf(traveller)).toBe(0);
    expect(await refundAudits(ref)).toHaveLength(0);
  });

  it('see no unsubmitted application (its payment still pending): 404, nothing given', async () => {
    const traveller = await createUser(t);
    const draft = await readyDraft(traveller, { optionId: 'th-tourist' });
    const submitted = await traveller.client.post(`/api/applications/${draft.ref}/submit`, { walletAmount: 0 });
    expect(submitted.body.payment.status).toBe('pending');
    const res = await refund(draft.ref, { kind: 'full', destination: 'wallet', reason: 'Goodwill' });
    expect(res.status).toBe(404);
    expect(await refundAudits(draft.ref)).toHaveLength(0);
  });

  it('give a mixed payment back in full: the wallet part to the wallet, the rest to the provider, once', async () => {
    const { traveller, ref, application } = await paidApplication(500);
    const paid = application.payments[0]!;
    expect(paid).toMatchObject({ status: 'paid', walletAmount: 500 });
    expect(await balanceOf(traveller)).toBe(0);

    const body = { kind: 'full', destination: 'provider', reason: 'Trip called off' };
    const first = await refund(ref, body);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.replayed).toBe(false);
    expect(first.body.refunds.map((r: { destination: string; amount: number }) => [r.destination, r.amount])).toEqual(
      expect.arrayContaining([
        ['wallet', 500],
        ['provider', paid.providerAmount],
      ]),
    );
    expect(await balanceOf(traveller)).toBe(500);

    const again = await refund(ref, body);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ replayed: true, refunds: first.body.refunds });
    expect(await balanceOf(traveller)).toBe(500);

    const audits = await refundAudits(ref);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: 'payment.refund.full',
      operatorEmail: admin.email,
      before: { paymentId: paid.id, refunded: 0 },
      after: { paymentId: paid.id, toWallet: 500, toProvider: paid.providerAmount, reason: 'Trip called off' },
    });
    // The provider's part is listed on the traveller's page once the queued job has had the provider confirm it.
    await t.settled();
    const shown = (await traveller.client.get(`/api/applications/${ref}`)).body.application.payments[0];
    expect(shown.refunds).toHaveLength(2);
  });

  it('give the service fee and GST to the wallet, then the rest in full, and nothing past the payment', async () => {
    const { traveller, ref, application } = await paidApplication();
    const { serviceFee, gst, total } = application.price;
    const part = await refund(ref, { kind: 'service-fee', destination: 'wallet', reason: 'Slow service' });
    expect(part.status).toBe(200);
    expect(part.body.refunds).toHaveLength(1);
    expect(part.body.refunds[0].destination).toBe('wallet');
    expect(rupees(part.body.refunds[0].amount)).toBe(rupees(serviceFee) + rupees(gst));
    expect(rupees(await balanceOf(traveller))).toBe(rupees(serviceFee) + rupees(gst));

    const rest = await refund(ref, { kind: 'full', destination: 'wallet', reason: 'Trip called off' });
    expect(rest.status).toBe(200);
    expect(rupees(rest.body.refunds[0].amount)).toBe(rupees(total) - rupees(serviceFee) - rupees(gst));
    expect(rupees(await balanceOf(traveller))).toBe(rupees(total));

    const nothingLeft = await refund(ref, { kind: 'service-fee', destination: 'provider', reason: 'Again' });
    expect((await refund(ref, { kind: 'service-fee', destination: 'wallet', reason: 'Again' })).body.replayed).toBe(
      true,
    );
    expect(nothingLeft.body.replayed).toBe(true);
    expect(rupees(await balanceOf(traveller))).toBe(rupees(total));
    expect((await refundAudits(ref)).map((row) => row.action).sort()).toEqual([
      'payment.refund.full',
      'payment.refund.service-fee',
    ]);
  });

  it('sent twice at once, give back once', async () => {
    const { traveller, ref, application } = await paidApplication();
    const body = { kind: 'full', destination: 'wallet', reason: 'Double click' };
    const both = await Promise.all([refund(ref, body), refund(ref, body)]);
    expect(both.map((res) => res.status)).toEqual([200, 200]);
    expect(both.map((res) => res.body.replayed).sort()).toEqual([false, true]);
    expect(rupees(await balanceOf(traveller))).toBe(rupees(application.price.total));
    expect(await refundAudits(ref)).toHaveLength(1);
  });

  it('after a rejection (service fee and GST back already) give back only what is left', async () => {
    const { traveller, ref, application } = await paidApplication();
    await support.client.post(`/api/ops/applications/${ref}/accept-remaining`);
    await support.client.post(`/api/ops/applications/${ref}/status`, { status: 'with_embassy' });
    await support.client.post(`/api/ops/applications/${ref}/status`, { status: 'rejected', note: 'Refused' });
    const { serviceFee, gst, total } = application.price;
    const res = await refund(ref, { kind: 'full', destination: 'wallet', reason: 'Goodwill' });
    expect(rupees(res.body.refunds[0].amount)).toBe(rupees(total) - rupees(serviceFee) - rupees(gst));
    // The rejection gave the service fee and GST back to the card; the admin's refund is the wallet's.
    expect(rupees(await balanceOf(traveller))).toBe(rupees(total) - rupees(serviceFee) - rupees(gst));
    const none = await refund(ref, { kind: 'service-fee', destination: 'wallet', reason: 'Again' });
    expect(none.status).toBe(409);
    expect(none.body.error).toBe('This payment has been refunded in full already.');
  });
});
