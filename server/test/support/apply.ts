import type { Application } from '@contract/apply/applications';
import { expect } from 'vitest';
import { createUser, type TestUser } from '../fixtures';
import type { TestApp } from '../test-app';
import { partnerClient, uniqueKey } from './partner';

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** A date `days` from today (YYYY-MM-DD). */
export const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export const TRIP = { start: daysFromNow(30), end: daysFromNow(40) };

/** The account holder's passport, valid long past any test trip. */
export async function givePassport(user: TestUser) {
  const res = await user.client.put('/api/profile', {
    firstName: 'Asha',
    lastName: 'Traveller',
    dob: '1990-04-12',
    nationality: 'Indian',
    passportNo: 'Z1234567',
    passportExpiry: daysFromNow(3 * 365),
  });
  expect(res.status).toBe(200);
}

export const coTraveller = {
  firstName: 'Ravi',
  lastName: 'Traveller',
  dob: '1988-01-20',
  passportNo: 'Y7654321',
  passportExpiry: daysFromNow(4 * 365),
  nationality: 'Indian',
  relationship: 'Spouse' as const,
};

export async function uploadDocument(user: TestUser, name = 'passport.pdf'): Promise<string> {
  const form = new FormData();
  form.append('type', 'passport');
  form.append('file', new Blob([PDF], { type: 'application/pdf' }), name);
  const res = await user.client.request('POST', '/api/documents/upload', { body: form });
  expect(res.status).toBe(201);
  return res.body.id;
}

export async function creditWallet(t: TestApp, email: string, amount: number) {
  const res = await partnerClient(t).post('/api/partner/wallet/transactions', {
    email,
    type: 'credit',
    amount,
    idempotencyKey: uniqueKey('apply-credit'),
  });
  expect(res.status).toBe(201);
}

/** The traveller agrees to the processing of the application and to sharing it with the embassy (docs/privacy.md). */
export async function giveApplicationConsents(user: TestUser, ref: string) {
  for (const purpose of ['application-processing', 'embassy-sharing']) {
    const res = await user.client.post('/api/account/privacy/consents', { purpose, ref });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
}

/** A draft whose traveller has given the consents a submission needs (`consent: false` leaves them out). */
export async function createDraft(
  user: TestUser,
  body: Record<string, unknown> = {},
  { consent = true }: { consent?: boolean } = {},
): Promise<Application> {
  const res = await user.client.post('/api/applications', {
    optionId: 'th-business',
    ...TRIP,
    travellers: [{ self: true }],
    ...body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const application = res.body.application as Application;
  if (consent) await giveApplicationConsents(user, application.ref);
  return application;
}

/**
 * Attaches an uploaded document to every checklist item: one per traveller, as one passport on two travellers
 * refuses the submission.
 */
export async function attachAll(user: TestUser, application: Application): Promise<Application> {
  const documents = new Map<string, string>();
  let latest = application;
  for (const item of application.checklist) {
    const documentId = documents.get(item.travellerId) ?? (await uploadDocument(user));
    documents.set(item.travellerId, documentId);
    const res = await user.client.put(`/api/applications/${application.ref}/checklist/${item.id}`, { documentId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    latest = res.body.application as Application;
  }
  return latest;
}

/** A draft with a complete passport and every document attached: ready to submit. */
export async function readyDraft(
  user: TestUser,
  body: Record<string, unknown> = {},
  options: { consent?: boolean } = {},
) {
  await givePassport(user);
  return attachAll(user, await createDraft(user, body, options));
}

/** Submits and pays the provider part with the built-in test provider. */
export async function submitAndPay(user: TestUser, ref: string, walletAmount = 0) {
  const submitted = await user.client.post(`/api/applications/${ref}/submit`, { walletAmount });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  const payment = submitted.body.payment;
  if (payment.status === 'pending') {
    const paid = await user.client.post(`/api/payments/test/${payment.id}`, { outcome: 'success' });
    expect(paid.status).toBe(200);
  }
  return payment;
}

/** A traveller's paid Thailand tourist application, `walletRupees` of it paid from credits given first. */
export async function paidApplication(t: TestApp, walletRupees = 0) {
  const traveller = await createUser(t);
  if (walletRupees > 0) await creditWallet(t, traveller.email, walletRupees);
  const draft = await readyDraft(traveller, { optionId: 'th-tourist' });
  const payment = await submitAndPay(traveller, draft.ref, walletRupees);
  const application = (await traveller.client.get(`/api/applications/${draft.ref}`)).body.application as Application;
  return { traveller, ref: draft.ref, paymentId: payment.id as string, application };
}
