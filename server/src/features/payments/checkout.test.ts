import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import {
  attachAll,
  coTraveller,
  createDraft,
  creditWallet,
  givePassport,
  readyDraft,
  submitAndPay,
} from '../../../test/support/apply';
import { startTestApp, type TestApp } from '../../../test/test-app';

/** Submitting and paying for an application, and the refunds of cancelling it. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const balanceOf = async (user: { client: TestApp['client'] extends () => infer C ? C : never }) =>
  (await user.client.get('/api/wallet/balance')).body.balance as number;

describe('submit and pay', () => {
  it('answers 422 listing the missing required documents, and changes nothing', async () => {
    const user = await createUser(t);
    await givePassport(user);
    await creditWallet(t, user.email, 100);
    const draft = await createDraft(user);
    const res = await user.client.post(`/api/applications/${draft.ref}/submit`, { walletAmount: 50 });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('UNPROCESSABLE');
    expect(res.body.error).toContain('Invitation letter from the company you will visit (Asha Traveller)');
    expect(Object.keys(res.body.fields)).toHaveLength(6);
    expect(await balanceOf(user)).toBe(100);
    expect((await user.client.get(`/api/applications/${draft.ref}`)).body.application.payments).toEqual([]);
  });

  it('counts a document deleted from the vault after it was attached as missing', async () => {
    const user = await createUser(t);
    const draft = await readyDraft(user, { optionId: 'th-tourist' });
    const documentId = draft.checklist[0]!.documentId!;
    expect((await user.client.delete(`/api/documents/${documentId}`)).status).toBe(200);
    const res = await user.client.post(`/api/applications/${draft.ref}/submit`, { walletAmount: 0 });
    expect(res.status).toBe(422);
    expect(res.body.error).toContain('Upload the required documents first');
  });

  it('asks for complete passport details of every traveller', async () => {
    const user = await createUser(t);
    const draft = await attachAll(user, await createDraft(user, { optionId: 'th-tourist' }));
    const res = await user.client.post(`/api/applications/${draft.ref}/submit`, { walletAmount: 0 });
    expect(res.status).toBe(422);
    expect(res.body.fields['travellers.0.passportNo']).toBe("Enter Asha's passport number");
  });

  it('takes wallet credits first, the rest through the test provider, then lists it in Visa History with an invoice', async () => {
    const user = await createUser(t);
    await creditWallet(t, user.email, 1000);
    const draft = await readyDraft(user, { travellers: [{ self: true }, coTraveller] });
    const res = await user.client.post(`/api/applications/${draft.ref}/submit`, { walletAmount: 1000 });
    expect(res.status).toBe(200);
    const payment = res.body.payment;
    expect(payment).toMatchObject({
      provider: 'test',
      amount: 9998,
      walletAmount: 1000,
      providerAmount: 8998,
      status: 'pending',
      checkoutUrl: `/pay/test/${payment.id}`,
    });
    expect(await balanceOf(user)).toBe(0);
    expect(res.body.application.status).toBe('draft');

    const view = await user.client.get(`/api/payments/${payment.id}`);
    expect(view.body).toMatchObject({ ref: draft.ref, countryName: 'Thailand', payment: { status: 'pending' } });

    const paid = await user.client.post(`/api/payments/test/${payment.id}`, { outcome: 'success' });
    expect(paid.status).toBe(200);
    expect(paid.body.payment.status).toBe('paid');
    const application = (await user.client.get(`/api/applications/${draft.ref}`)).body.application;
    expect(application.status).toBe('submitted');
    expect(application.timeline.map((e: { status: string; actor: string }) => `${e.status}:${e.actor}`)).toEqual([
      'draft:traveller',
      'submitted:system',
    ]);
    expect(application.canCancel).toBe(true);

    const history = (await user.client.get('/api/visa/history')).body.items;
    expect(history).toEqual([
      expect.objectContaining({ ref: draft.ref, country: 'Thailand', type: 'Business Visa', status: 'Submitted' }),
    ]);
    expect((await user.client.get('/api/applications/saved')).body.items).toEqual([]);

    expect(application.payments[0].invoiceUrl).toBe(`/api/invoices/${payment.id}`);
    const invoice = await user.client.get(application.payments[0].invoiceUrl);
    expect(invoice.status).toBe(200);
    expect(invoice.headers.get('content-type')).toBe('application/pdf');
    expect(String(invoice.body).startsWith('%PDF-')).toBe(true);
    // Links sent before the invoice had its own address lead to it.
    const sentLink = await user.client.get(`/api/payments/${payment.id}/invoice`);
    expect(sentLink.status).toBe(308);
    expect(sentLink.headers.get('location')).toBe(`/api/invoices/${payment.id}`);
    const transactions = (await user.client.get('/api/wallet/transactions')).body.items;
    expect(transactions[0]).toMatchObject({ type: 'debit', amount: 1000, remarks: `Visa application ${draft.ref}` });
  });

  it('pays wholly from the wallet without any provider', async () => {
    const user = await createUser(t);
    await creditWallet(t, user.email, 5000);
    const draft = await readyDraft(user, { optionId: 'th-tourist' });
    const res = await user.client.post(`/api/applications/${draft.ref}/submit`, { walletAmount: 5000 });
    expect(res.body.payment).toMatchObject({ provider: 'wallet', amount: 3499, walletAmount: 3499, status: 'paid' });
    expect(res.body.application.status).toBe('submitted');
    expect(await balanceOf(user)).toBe(1501);
  });

  it('refuses more wallet credits than the balance with 422 and records nothing', async () => {
    const user = await createUser(t);
    await creditWallet(t, user.email, 10);
    const draft = await readyDraft(user, { optionId: 'th-tourist' });
    const res = await user.client.post(`/api/applications/${draft.ref}/submit`, { walletAmount: 20 });
    expect(res.status).toBe(422);
    expect(await balanceOf(user)).toBe(10);
    expect((await user.client.get(`/api/applications/${draft.ref}`)).body.application.payments).toEqual([]);
    const negative = await user.client.post(`/api/applications/${draft.ref}/submit`, { walletAmount: -5 });
    expect(negative.status).toBe(400);
  });

  it('leaves the application a draft with nothing debited when the payment fails, and lets it be paid again', async () => {
    const user = await createUser(t);
    await creditWallet(t, user.email, 200);
    const draft = await readyDraft(user, { optionId: 'th-tourist' });
    const first = (await user.client.post(`/api/applications/${draft.ref}/submit`, { walletAmount: 200 })).body.payment;
    expect(await balanceOf(user)).toBe(0);
    const failed = await user.client.post(`/api/payments/test/${first.id}`, { outcome: 'failure' });
    expect(failed.body.payment.status).toBe('failed');
    expect(await balanceOf(user)).toBe(200);
    const again = await user.client.get(`/api/applications/${draft.ref}`);
    expect(again.body.application.status).toBe('draft');
    // A late "success" for the failed attempt changes nothing.
    await user.client.post(`/api/payments/test/${first.id}`, { outcome: 'success' });
    expect((await user.client.get(`/api/applications/${draft.ref}`)).body.application.status).toBe('draft');
    expect(await balanceOf(user)).toBe(200);

    await submitAndPay(user, draft.ref, 0);
    expect((await user.client.get(`/api/applications/${draft.ref}`)).body.application.status).toBe('submitted');
    expect(await balanceOf(user)).toBe(200);
  });

  it('charges and debits once under 20 concurrent submits and replayed provider calls', async () => {
    const user = await createUser(t);
    await creditWallet(t, user.email, 500);
    const draft = await readyDraft(user, { optionId: 'th-tourist' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        user.client.post(`/api/applications/${draft.ref}/submit`, { walletAmount: 500 }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const ids = new Set(answers.map((a) => a.body.payment.id));
    expect(ids.size).toBe(1);
    expect(await balanceOf(user)).toBe(0);
    const [paymentId] = [...ids];
    const replays = await Promise.all(
      Array.from({ length: 5 }, () => user.client.post(`/api/payments/test/${paymentId}`, { outcome: 'success' })),
    );
    expect(replays.every((r) => r.status === 200 && r.body.payment.status === 'paid')).toBe(true);
    const application = (await user.client.get(`/api/applications/${draft.ref}`)).body.application;
    expect(application.payments).toHaveLength(1);
    expect(application.timeline.filter((e: { status: string }) => e.status === 'submitted')).toHaveLength(1);
    const debits = (await user.client.get('/api/wallet/transactions')).body.items.filter(
      (x: { type: string }) => x.type === 'debit',
    );
    expect(debits).toHaveLength(1);
    const again = await user.client.post(`/api/applications/${draft.ref}/submit`, { walletAmount: 500 });
    expect(again.body.payment.id).toBe(paymentId);
  });
});

describe('cancel and refunds', () => {
  it('a cancel racing the payment never loses money: whichever wins, the wallet part comes back', async () => {
    const user = await createUser(t);
    await creditWallet(t, user.email, 400);
    const draft = await readyDraft(user, { optionId: 'th-tourist' });
    const payment = (await user.client.post(`/api/applications/${draft.ref}/submit`, { walletAmount: 400 })).body
      .payment;
    const [paid, cancelled] = await Promise.all([
      user.client.post(`/api/payments/test/${payment.id}`, { outcome: 'success' }),
      user.client.post(`/api/applications/${draft.ref}/cancel`),
    ]);
    expect(paid.status).toBe(200);
    expect(cancelled.status).toBe(200);
    const application = (await user.client.get(`/api/applications/${draft.ref}`)).body.application;
    expect(application.status).toBe('cancelled');
    expect(await balanceOf(user)).toBe(400);
  });

  it('cancelling a submitted application refunds everything: credits to the wallet, the rest to the provider', async () => {
    const user = await createUser(t);
    await creditWallet(t, user.email, 499);
    const draft = await readyDraft(user, { optionId: 'th-tourist' });
    await submitAndPay(user, draft.ref, 499);
    expect(await balanceOf(user)).toBe(0);
    const res = await user.client.post(`/api/applications/${draft.ref}/cancel`);
    expect(res.status).toBe(200);
    expect(res.body.application.status).toBe('cancelled');
    expect(res.body.application.canCancel).toBe(false);
    // The wallet part is back at once; the provider's part is asked for by a queued job.
    expect(res.body.application.payments[0].refunds).toEqual([
      expect.objectContaining({ amount: 499, destination: 'wallet', reason: 'cancel' }),
    ]);
    await t.settled();
    const settled = (await user.client.get(`/api/applications/${draft.ref}`)).body.application;
    expect(settled.payments[0].refunds).toEqual([
      expect.objectContaining({ amount: 499, destination: 'wallet', reason: 'cancel' }),
      expect.objectContaining({ amount: 3000, destination: 'provider', reason: 'cancel' }),
    ]);
    expect(await balanceOf(user)).toBe(499);
    const again = await user.client.post(`/api/applications/${draft.ref}/cancel`);
    expect(again.status).toBe(409);
    expect(await balanceOf(user)).toBe(499);
    const history = (await user.client.get('/api/visa/history')).body.items;
    expect(history[0]).toMatchObject({ ref: draft.ref, status: 'Cancelled' });
  });

  it('cancelling a draft with a pending payment gives the wallet part back', async () => {
    const user = await createUser(t);
    await creditWallet(t, user.email, 300);
    const draft = await readyDraft(user, { optionId: 'th-tourist' });
    await user.client.post(`/api/applications/${draft.ref}/submit`, { walletAmount: 300 });
    expect(await balanceOf(user)).toBe(0);
    expect((await user.client.post(`/api/applications/${draft.ref}/cancel`)).status).toBe(200);
    expect(await balanceOf(user)).toBe(300);
  });
});
