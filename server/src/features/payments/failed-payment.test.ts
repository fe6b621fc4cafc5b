import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/fixtures';
import { creditWallet, readyDraft } from '../../../test/support/apply';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface Heard {
  notifications: Array<{ title: string; body: string; url: string }>;
  emails: Array<{ subject?: string; text: string; purpose: string }>;
  ledger: Array<{ direction: string; amount: number; remarks: string | null }>;
}

/** Every notification, e-mail and wallet ledger line the traveller has, oldest first. */
async function heard(traveller: TestUser): Promise<Heard> {
  const notifications = (await traveller.client.get('/api/notifications')).body.items.reverse();
  const emails = (await t.outbox()).filter((m) => m.to === traveller.email && m.channel === 'email');
  const ledger = (await traveller.client.get('/api/wallet/transactions')).body.items.reverse();
  return { notifications, emails, ledger };
}

/** What came after `before`. */
const since = (before: Heard, after: Heard): Heard => ({
  notifications: after.notifications.slice(before.notifications.length),
  emails: after.emails.slice(before.emails.length),
  ledger: after.ledger.slice(before.ledger.length),
});

/** A Thailand tourist draft (₹3,499) of a traveller holding ₹1,500 of credits, whose payment with all of them failed. */
async function failedWithCredits(fields: Parameters<typeof createUser>[1] = {}) {
  const traveller = await createUser(t, fields);
  await creditWallet(t, traveller.email, 1500);
  const draft = await readyDraft(traveller, { optionId: 'th-tourist' });
  const before = await heard(traveller);
  const submitted = await traveller.client.post(`/api/applications/${draft.ref}/submit`, { walletAmount: 1500 });
  const payment = submitted.body.payment;
  expect(payment).toMatchObject({ status: 'pending', walletAmount: 1500 });
  const failed = await traveller.client.post(`/api/payments/test/${payment.id}`, { outcome: 'failure' });
  expect(failed.body.payment.status).toBe('failed');
  return { traveller, ref: draft.ref, paymentId: payment.id as string, before };
}

describe('a failed payment with a wallet part', () => {
  it('sends one message that nothing was charged and gives the credits back in one ledger line', async () => {
    const { traveller, ref, paymentId, before } = await failedWithCredits();
    const news = since(before, await heard(traveller));
    expect(news.notifications).toEqual([
      expect.objectContaining({
        title: `Payment for ${ref} did not go through`,
        body: 'Nothing was charged; your ₹1,500.00 of credits are back in your wallet.',
        url: `/account/applications/${ref}`,
      }),
    ]);
    expect(news.emails).toHaveLength(1);
    expect(news.emails[0]).toMatchObject({
      purpose: 'payment-failed',
      subject: `Payment for ${ref} did not go through`,
    });
    expect(news.emails[0]!.text).toContain('Nothing was charged; your ₹1,500.00 of credits are back in your wallet.');
    // The debit made when the payment started, and the one line giving it back.
    expect(news.ledger).toEqual([
      expect.objectContaining({ direction: 'debit', amount: 1500 }),
      expect.objectContaining({ direction: 'credit', amount: 1500, remarks: `Payment for ${ref} did not go through` }),
    ]);
    expect((await traveller.client.get('/api/wallet/balance')).body.balance).toBe(1500);

    // The provider's failure told again, or a late success, gives nothing more and says nothing more.
    await traveller.client.post(`/api/payments/test/${paymentId}`, { outcome: 'failure' });
    await traveller.client.post(`/api/payments/test/${paymentId}`, { outcome: 'success' });
    expect(since(before, await heard(traveller))).toEqual(news);
    expect((await traveller.client.get('/api/wallet/balance')).body.balance).toBe(1500);
  });

  it('says it in Hindi to a traveller who reads Hindi', async () => {
    const { traveller, ref, before } = await failedWithCredits({ language: 'hi' });
    const { emails } = since(before, await heard(traveller));
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ subject: `${ref} का भुगतान पूरा नहीं हुआ` });
    expect(emails[0]!.text).toContain('कुछ भी नहीं कटा; आपके ₹1,500.00 के क्रेडिट वॉलेट में वापस आ गए हैं।');
  });

  it('tells of the wallet debit and the receipt once a payment with a wallet part goes through', async () => {
    const traveller = await createUser(t);
    await creditWallet(t, traveller.email, 1500);
    const draft = await readyDraft(traveller, { optionId: 'th-tourist' });
    const before = await heard(traveller);
    const payment = (await traveller.client.post(`/api/applications/${draft.ref}/submit`, { walletAmount: 1500 })).body
      .payment;
    expect(since(before, await heard(traveller)).emails).toEqual([]);
    await traveller.client.post(`/api/payments/test/${payment.id}`, { outcome: 'success' });
    const news = since(before, await heard(traveller));
    expect(news.emails.map((m) => m.purpose)).toEqual(
      expect.arrayContaining(['wallet-debit', 'payment-receipt', 'application-status']),
    );
    expect(news.emails.find((m) => m.purpose === 'wallet-debit')?.subject).toBe('₹1,500.00 used from your wallet');
    expect(news.ledger).toEqual([expect.objectContaining({ direction: 'debit', amount: 1500 })]);
  });

  it('keeps the wallet amount the traveller chose on the application, and a retry with it pays', async () => {
    const traveller = await createUser(t);
    await creditWallet(t, traveller.email, 2000);
    const draft = await readyDraft(traveller, { optionId: 'th-tourist' });
    const first = (await traveller.client.post(`/api/applications/${draft.ref}/submit`, { walletAmount: 500 })).body
      .payment;
    await traveller.client.post(`/api/payments/test/${first.id}`, { outcome: 'failure' });
    const { application } = (await traveller.client.get(`/api/applications/${draft.ref}`)).body;
    expect(application.status).toBe('draft');
    expect(application.payments[0]).toMatchObject({ id: first.id, status: 'failed', walletAmount: 500 });

    const retry = await traveller.client.post(`/api/applications/${draft.ref}/submit`, {
      walletAmount: application.payments[0].walletAmount,
    });
    expect(retry.body.payment).toMatchObject({ status: 'pending', walletAmount: 500, providerAmount: 2999 });
    await traveller.client.post(`/api/payments/test/${retry.body.payment.id}`, { outcome: 'success' });
    expect((await traveller.client.get('/api/wallet/balance')).body.balance).toBe(1500);
  });
});
