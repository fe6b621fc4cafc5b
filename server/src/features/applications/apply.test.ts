import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import {
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
import { MAX_OPEN_DRAFTS, TOO_MANY_DRAFTS } from './drafts';
import { CREATE_PER_ACCOUNT, CREATING_TOO_FAST } from './routes';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

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
      /^Ravi: (Not yet confirmed: )?Thailand: your passport must be valid until at least .+ \(6 months beyond your arrival\), but it expires on .+: renew it before you travel\.$/,
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

  it("judges a passport's validity by the destination's rule: 3 months beyond leaving Schengen, 6 beyond arriving in Thailand", async () => {
    const user = await createUser(t);
    const fourMonthsAfter = { ...coTraveller, passportExpiry: daysFromNow(40 + 120) };
    const france = await user.client.post('/api/applications', {
      optionId: 'fr-tourist',
      ...TRIP,
      travellers: [{ self: true }, fourMonthsAfter],
    });
    expect(france.status).toBe(201);
    const thailand = await user.client.post('/api/applications', {
      optionId: 'th-tourist',
      ...TRIP,
      travellers: [{ self: true }, fourMonthsAfter],
    });
    expect(thailand.status).toBe(400);
    expect(thailand.body.fields['travellers.1.passportExpiry']).toContain('(6 months beyond your arrival)');
    const moved = await user.client.put(`/api/applications/${france.body.application.ref}`, {
      start: daysFromNow(100),
      end: daysFromNow(110),
    });
    expect(moved.status).toBe(400);
    expect(moved.body.fields['travellers.1.passportExpiry']).toMatch(
      /^Ravi: The Schengen area: .*\(3 months beyond your departure\)/,
    );
    const unchanged = await user.client.get(`/api/applications/${france.body.application.ref}`);
    expect(unchanged.body.application.start).toBe(TRIP.start);
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
