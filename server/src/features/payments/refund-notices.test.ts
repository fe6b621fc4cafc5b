import type { Application } from '@contract/apply/applications';
import type { Lang } from '@contract/lang';
import { formatRupees } from '@contract/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/fixtures';
import { creditWallet, readyDraft, submitAndPay } from '../../../test/support/apply';
import { createOperator } from '../../../test/support/operators';
import { startTestApp, type TestApp } from '../../../test/test-app';

/**
 * What the traveller is told of each refund (docs/refunds.md#what-the-traveller-is-told): one timeline entry and one
 * message saying how much went back to the original payment method and when it should arrive, and how much to the
 * wallet (available now), in the traveller's language. Over HTTP, the messages read from the outbox.
 */
let t: TestApp;
let support: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  [support, admin] = await Promise.all([createOperator(t, 'support'), createOperator(t, 'admin')]);
});
afterAll(() => t.close());

/** A paid Thailand tourist application (₹2,673 + ₹700 + ₹126 GST = ₹3,499), `walletRupees` of it from credits. */
async function paid(language: Lang = 'en', walletRupees = 0) {
  const traveller = await createUser(t, { language });
  if (walletRupees > 0) await creditWallet(t, traveller.email, walletRupees);
  const draft = await readyDraft(traveller, { optionId: 'th-tourist' });
  await submitAndPay(traveller, draft.ref, walletRupees);
  return { traveller, ref: draft.ref };
}

const application = async (user: TestUser, ref: string) =>
  (await user.client.get(`/api/applications/${ref}`)).body.application as Application;

const refundEntries = (a: Application) => a.timeline.filter((entry) => entry.refund);

/** The traveller's refund e-mails (once the queue has sent them). */
const refundMails = async (email: string) =>
  (await t.outbox()).filter((m) => m.to === email && m.channel === 'email' && m.purpose === 'refund');

async function move(ref: string, status: string, note?: string) {
  const res = await support.client.post(`/api/ops/applications/${ref}/status`, { status, ...(note ? { note } : {}) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

describe('what a refund tells the traveller', () => {
  it('a cancellation: ₹2,999 to the original payment method (5–7 working days) and ₹500 to the wallet (now), once', async () => {
    const { traveller, ref } = await paid('en', 500);
    expect((await traveller.client.post(`/api/applications/${ref}/cancel`)).status).toBe(200);
    // A second cancel changes nothing and tells nothing more.
    expect((await traveller.client.post(`/api/applications/${ref}/cancel`)).status).toBe(409);
    await t.settled();

    const a = await application(traveller, ref);
    const [entry, ...more] = refundEntries(a);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      status: 'cancelled',
      actor: 'traveller',
      refund: { toOriginal: 2999, toWallet: 500, method: null, walletChosen: false, insteadOfProvider: false },
    });
    // After the move it belongs to.
    expect(a.timeline.at(-1)).toBe(entry);

    const mails = await refundMails(traveller.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Refund of ₹3,499.00 for ${ref}`);
    expect(mails[0]!.text).toContain('₹2,999.00 to your original payment method — usually 5–7 working days.');
    expect(mails[0]!.text).toContain('₹500.00 to your wallet — available now.');
    expect((await traveller.client.get('/api/wallet/balance')).body.balance).toBe(500);
  });

  it('wallet credit the traveller chose says it was their choice, on the timeline (and its note, which the console shows) and in the e-mail', async () => {
    const { traveller, ref } = await paid('en');
    const res = await traveller.client.post(`/api/applications/${ref}/cancel`, { refundTo: 'wallet' });
    expect(res.status).toBe(200);
    await t.settled();

    const [entry] = refundEntries(await application(traveller, ref));
    expect(entry?.refund).toEqual({
      toOriginal: 0,
      toWallet: 3499,
      method: null,
      walletChosen: true,
      insteadOfProvider: false,
    });
    expect(entry?.note).toContain('wallet credit was the traveller’s explicit choice');
    const [mail] = await refundMails(traveller.email);
    expect(mail?.text).toContain('₹3,499.00 to your wallet — available now.');
    expect(mail?.text).toContain('You asked for wallet credit instead of a refund to your original payment method.');
    expect(mail?.text).not.toContain('working days');
  });

  it('a rejection, told in Hindi: the service fee and GST back to the original payment method', async () => {
    const { traveller, ref } = await paid('hi');
    await move(ref, 'in_review');
    expect((await support.client.post(`/api/ops/applications/${ref}/accept-remaining`)).status).toBe(200);
    await move(ref, 'with_embassy');
    await move(ref, 'rejected', 'Refused by the embassy');
    await t.settled();

    const [entry] = refundEntries(await application(traveller, ref));
    expect(entry).toMatchObject({ status: 'rejected', actor: 'operator', refund: { toOriginal: 826, toWallet: 0 } });
    const [mail] = await refundMails(traveller.email);
    expect(mail?.subject).toBe(`${ref} के लिए ${formatRupees(826, 'hi')} का रिफ़ंड`);
    expect(mail?.text).toContain(`${formatRupees(826, 'hi')} आपके मूल भुगतान माध्यम में — आमतौर पर 5–7 कार्य दिवसों में।`);
  });

  it("an admin's refund: the timeline names the operator and the e-mail gives the split", async () => {
    const { traveller, ref } = await paid('en', 100);
    const res = await admin.client.post(`/api/ops/applications/${ref}/refund`, {
      kind: 'full',
      destination: 'provider',
      reason: 'Trip called off',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await t.settled();

    const a = await application(traveller, ref);
    const [entry] = refundEntries(a);
    expect(entry).toMatchObject({
      status: 'submitted',
      actor: 'operator',
      refund: { toOriginal: 3399, toWallet: 100 },
    });
    const [mail] = await refundMails(traveller.email);
    expect(mail?.text).toContain('₹3,399.00 to your original payment method — usually 5–7 working days.');
    expect(mail?.text).toContain('₹100.00 to your wallet — available now.');
    // The public lookup tells statuses only, not the refund's entry.
    const tracked = await t.client().post('/api/track', { ref, email: traveller.email });
    expect(tracked.status).toBe(200);
    expect(tracked.body.timeline).toHaveLength(a.timeline.length - 1);
  });
});
