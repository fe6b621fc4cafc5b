import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import {
  attachAll,
  coTraveller,
  createDraft,
  creditWallet,
  daysFromNow,
  givePassport,
  readyDraft,
  submitAndPay,
  TRIP,
  uploadDocument,
} from '../../../test/support/apply';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { CREATE_PER_ACCOUNT, CREATING_TOO_FAST } from './apply-routes';
import { MAX_OPEN_DRAFTS, TOO_MANY_DRAFTS } from './apply-service';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const balanceOf = async (user: { client: TestApp['client'] extends () => infer C ? C : never }) =>
  (await user.client.get('/api/wallet/balance')).body.balance as number;

describe('POST /api/applications', () => {
  it('creates a draft with a reference, the checklist per traveller and the price in rupees', async () => {
    const user = await createUser(t);
    await givePassport(user);
    const application = await createDraft(user, { travellers: [{ self: true }, coTraveller] });
    expect(application.ref).toMatch(/^HV-\d{4}-\d{6}$/);
    expect(application.status).toBe('draft');
    expect(application.country).toBe('TH');
    expect(application.travellers.map((x: { firstName: string }) => x.firstName)).toEqual(['Asha', 'Ravi']);
    expect(application.travellers[0]).toMatchObject({ self: true, passportNo: 'Z1234567', relationship: 'Self' });
    expect(application.checklist).toHaveLength(14);
    expect(application.checklist.filter((i: { required: boolean }) => !i.required)).toHaveLength(2);
    expect(application.checklist.every((i: { status: string }) => i.status === 'missing')).toBe(true);
    expect(application.price).toEqual({
      governmentFee: 7638,
      serviceFee: 2000,
      gst: 360,
      total: 9998,
      currency: 'INR',
      travellers: 2,
      perTraveller: { governmentFee: 3819, serviceFee: 1000, gst: 180, total: 4999 },
      estimate: true,
    });
    expect(application.timeline).toMatchObject([{ status: 'draft', actor: 'traveller' }]);
    expect(application.resumeUrl).toBe(`/apply?ref=${application.ref}`);
  });

  it('keeps the card prices as totals (Thailand tourist 3,499)', async () => {
    const user = await createUser(t);
    const application = await createDraft(user, { optionId: 'th-tourist' });
    expect(application.price.perTraveller.total).toBe(3499);
    expect(application.price.perTraveller.gst).toBe(126);
  });

  it('refuses bad dates, a passport expiring too soon and unknown options with 400 and field messages', async () => {
    const user = await createUser(t);
    const past = await user.client.post('/api/applications', {
      optionId: 'th-tourist',
      start: '2020-01-01',
      end: '2020-01-05',
    });
    expect(past.status).toBe(400);
    expect(past.body.fields.start).toBe('The travel start date must be in the future');
    const backwards = await user.client.post('/api/applications', {
      optionId: 'th-tourist',
      start: TRIP.end,
      end: TRIP.start,
    });
    expect(backwards.body.fields.end).toBe('The travel end date must be after the start date');
    const unknown = await user.client.post('/api/applications', { optionId: 'nope', ...TRIP });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields.optionId).toBeDefined();
    const expiring = await user.client.post('/api/applications', {
      optionId: 'th-tourist',
      ...TRIP,
      travellers: [{ self: true }, { ...coTraveller, passportExpiry: daysFromNow(60) }],
    });
    expect(expiring.status).toBe(400);
    expect(expiring.body.fields['travellers.1.passportExpiry']).toMatch(
      /must be valid until at least .*6 months after the trip ends/,
    );
    const tooMany = await user.client.post('/api/applications', {
      optionId: 'th-tourist',
      ...TRIP,
      travellers: [{ self: true }, ...Array(6).fill(coTraveller)],
    });
    expect(tooMany.status).toBe(400);
    const badPassport = await user.client.post('/api/applications', {
      optionId: 'th-tourist',
      ...TRIP,
      travellers: [{ self: true }, { ...coTraveller, passportNo: 'no!' }],
    });
    expect(badPassport.status).toBe(400);
    expect((await user.client.get('/api/applications')).body.items).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    const res = await t.client().post('/api/applications', { optionId: 'th-tourist', ...TRIP });
    expect(res.status).toBe(401);
  });
});

describe('GET /api/apply/options', () => {
  it('lists every option of a destination and purpose, also where the passport may not need a visa', async () => {
    const res = await t.client().get('/api/apply/options?country=th&type=business');
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([expect.objectContaining({ id: 'th-business', fee: 4999, estimate: true })]);
    expect((await t.client().get('/api/apply/options?country=T1&type=business')).status).toBe(400);
    expect((await t.client().get('/api/apply/options?country=TH&type=holiday')).status).toBe(400);
  });
});

describe('drafts', () => {
  it('are changed with PUT, keeping attached documents of travellers that stay', async () => {
    const user = await createUser(t);
    await givePassport(user);
    const draft = await createDraft(user, { optionId: 'th-tourist' });
    const documentId = await uploadDocument(user);
    const first = draft.checklist[0]!;
    await user.client.put(`/api/applications/${draft.ref}/checklist/${first.id}`, { documentId });
    const res = await user.client.put(`/api/applications/${draft.ref}`, {
      end: daysFromNow(45),
      travellers: [{ self: true }, coTraveller],
    });
    expect(res.status).toBe(200);
    expect(res.body.application.end).toBe(daysFromNow(45));
    expect(res.body.application.checklist).toHaveLength(10);
    expect(res.body.application.checklist[0]).toMatchObject({ label: first.label, status: 'uploaded', documentId });
    expect(res.body.application.price.total).toBe(6998);
  });

  it('appear in Saved Applications with the reference and the resume link, and DELETE there cancels them', async () => {
    const user = await createUser(t);
    const draft = await createDraft(user, { optionId: 'th-tourist' });
    const saved = await user.client.get('/api/applications/saved');
    expect(saved.body.items).toEqual([
      expect.objectContaining({
        id: draft.id,
        ref: draft.ref,
        url: `/apply?ref=${draft.ref}`,
        country: 'Thailand',
        status: 'Draft',
      }),
    ]);
    expect((await user.client.delete(`/api/applications/${draft.id}`)).status).toBe(200);
    expect((await user.client.get('/api/applications/saved')).body.items).toEqual([]);
    expect((await user.client.get('/api/visa/history')).body.items).toEqual([]);
    const after = await user.client.get(`/api/applications/${draft.ref}`);
    expect(after.body.application.status).toBe('cancelled');
    expect(after.body.application.timeline.map((e: { status: string }) => e.status)).toEqual(['draft', 'cancelled']);
  });
});

describe('limits on starting applications', () => {
  const start = (user: Awaited<ReturnType<typeof createUser>>) =>
    user.client.post('/api/applications', { optionId: 'th-tourist', ...TRIP, travellers: [{ self: true }] });

  it('caps open drafts per account even under parallel requests, and limits creations an hour', async () => {
    const user = await createUser(t);
    const first = await Promise.all(Array.from({ length: MAX_OPEN_DRAFTS + 5 }, () => start(user)));
    const created = first.filter((res) => res.status === 201);
    expect(created).toHaveLength(MAX_OPEN_DRAFTS);
    for (const refused of first.filter((res) => res.status !== 201)) {
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ code: 'CONFLICT', error: TOO_MANY_DRAFTS });
    }
    const drafts = (await user.client.get('/api/applications/saved')).body.items;
    expect(drafts).toHaveLength(MAX_OPEN_DRAFTS);

    // A cancelled draft makes room, until the hour's creations are spent (refused tries count too).
    for (const draft of drafts.slice(0, 10)) {
      expect((await user.client.delete(`/api/applications/${draft.id}`)).status).toBe(200);
    }
    const spent = MAX_OPEN_DRAFTS + 5;
    for (let i = spent; i < CREATE_PER_ACCOUNT.points; i++) expect((await start(user)).status).toBe(201);
    const tooFast = await start(user);
    expect(tooFast.status).toBe(429);
    expect(tooFast.body).toEqual({ code: 'RATE_LIMITED', error: CREATING_TOO_FAST });
    expect(Number(tooFast.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await user.client.get('/api/applications/saved')).body.items).toHaveLength(
      MAX_OPEN_DRAFTS - 10 + CREATE_PER_ACCOUNT.points - spent,
    );

    // Another account is not affected.
    expect((await start(await createUser(t))).status).toBe(201);
  }, 120_000);
});

describe('isolation between two users', () => {
  it("answers 404 for another user's application, checklist item, document and payment, and changes nothing", async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const draft = await readyDraft(owner, { optionId: 'th-tourist' });
    const payment = (await owner.client.post(`/api/applications/${draft.ref}/submit`, { walletAmount: 0 })).body
      .payment;
    const item = draft.checklist[0]!;
    const otherDoc = await uploadDocument(other);
    const ownerDoc = item.documentId;
    expect((await other.client.get(`/api/applications/${draft.ref}`)).status).toBe(404);
    expect((await other.client.put(`/api/applications/${draft.ref}`, { end: daysFromNow(50) })).status).toBe(404);
    expect(
      (await other.client.put(`/api/applications/${draft.ref}/checklist/${item.id}`, { documentId: otherDoc })).status,
    ).toBe(404);
    expect((await other.client.post(`/api/applications/${draft.ref}/submit`, { walletAmount: 0 })).status).toBe(404);
    expect((await other.client.post(`/api/applications/${draft.ref}/cancel`)).status).toBe(404);
    expect((await other.client.get(`/api/payments/${payment.id}`)).status).toBe(404);
    expect((await other.client.post(`/api/payments/test/${payment.id}`, { outcome: 'success' })).status).toBe(404);
    expect((await other.client.delete(`/api/applications/${draft.id}`)).status).toBe(404);
    // The owner cannot attach someone else's document either.
    const mine = await createDraft(other, { optionId: 'th-tourist' });
    expect(
      (
        await other.client.put(`/api/applications/${mine.ref}/checklist/${mine.checklist[0]!.id}`, {
          documentId: ownerDoc,
        })
      ).status,
    ).toBe(404);
    const after = await owner.client.get(`/api/applications/${draft.ref}`);
    expect(after.body.application.status).toBe('draft');
    expect(after.body.application.payments[0].status).toBe('pending');
  });
});

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
    expect(res.body.application.payments[0].refunds).toEqual([
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

describe('tracking by reference and e-mail', () => {
  it('shows status and timeline, and answers the same 404 for a wrong reference or a wrong e-mail', async () => {
    const user = await createUser(t);
    const draft = await readyDraft(user, { optionId: 'th-tourist' });
    await submitAndPay(user, draft.ref);
    const anonymous = t.client();
    const found = await anonymous.post('/api/track', { ref: draft.ref.toLowerCase(), email: user.email.toUpperCase() });
    expect(found.status).toBe(200);
    expect(found.body).toEqual({
      ref: draft.ref,
      country: 'TH',
      countryName: 'Thailand',
      purpose: 'tourist',
      visaType: 'Tourist Visa',
      status: 'submitted',
      statusLabel: 'Submitted',
      timeline: [expect.objectContaining({ status: 'draft' }), expect.objectContaining({ status: 'submitted' })],
    });
    const wrongEmail = await anonymous.post('/api/track', { ref: draft.ref, email: 'someone@example.com' });
    const wrongRef = await anonymous.post('/api/track', { ref: 'HV-2000-000000', email: user.email });
    expect(wrongEmail.status).toBe(404);
    expect(wrongRef.status).toBe(404);
    expect(wrongEmail.body).toEqual(wrongRef.body);
  });

  it('finds a signed-in traveller’s own application by reference alone, never another account’s', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const draft = await readyDraft(user, { optionId: 'th-tourist' });
    await submitAndPay(user, draft.ref);
    const own = await user.client.post('/api/track', { ref: draft.ref.toLowerCase() });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ ref: draft.ref, status: 'submitted' });
    const foreign = await other.client.post('/api/track', { ref: draft.ref });
    expect(foreign.status).toBe(404);
    const anonymous = await t.client().post('/api/track', { ref: draft.ref });
    expect(anonymous.status).toBe(400);
    expect(anonymous.body).toMatchObject({ fields: { email: 'Enter your email' } });
  });

  it('is rate-limited per address', async () => {
    const client = t.client();
    client.headers['x-forwarded-for'] = '10.9.9.9';
    let limited = false;
    for (let i = 0; i < 15 && !limited; i++) {
      const res = await client.post('/api/track', { ref: `HV-2000-00000${i % 10}`, email: 'x@example.com' });
      limited = res.status === 429;
    }
    expect(limited).toBe(true);
  });
});

describe('notifications', () => {
  it('tells the traveller of the payment, the wallet debit, each status change and the refund', async () => {
    const user = await createUser(t);
    await creditWallet(t, user.email, 100);
    const draft = await readyDraft(user, { optionId: 'th-tourist' });
    await submitAndPay(user, draft.ref, 100);
    expect((await user.client.post(`/api/applications/${draft.ref}/cancel`)).status).toBe(200);
    const expected = ['wallet-debit', 'payment-receipt', 'application-status', 'refund'];
    let purposes: string[] = [];
    for (let attempt = 0; attempt < 50; attempt++) {
      purposes = (await t.outbox()).filter((m) => m.to === user.email).map((m) => m.purpose);
      if (expected.every((purpose) => purposes.includes(purpose))) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(purposes).toEqual(expect.arrayContaining(expected));
    const statuses = (await t.outbox()).filter((m) => m.to === user.email && m.purpose === 'application-status');
    expect(statuses.map((m) => m.subject)).toEqual(
      expect.arrayContaining([expect.stringContaining('Submitted'), expect.stringContaining('Cancelled')]),
    );
  });
});
