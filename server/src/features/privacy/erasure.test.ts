import {
  DELETE_NO_PASSWORD,
  DELETE_OPEN_APPLICATION,
  DELETE_PASSWORD_REQUIRED,
  DELETE_PAYMENT_IN_FLIGHT,
  EXPORT_WRONG_PASSWORD,
} from '@contract/account/privacy';
import {
  applications,
  applicationTravellers,
  consents,
  documents,
  payments,
  profiles,
  savedTravellers,
  sessions,
  users,
  wishlistItems,
} from '@db/schema/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/fixtures';
import { createDraft, readyDraft, submitAndPay } from '../../../test/support/apply';
import { PASSWORD, signUp } from '../../../test/support/auth';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { fileStorage } from '../../lib/storage';
import { erasedEmail } from '../identity';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const storage = () => fileStorage(t.app.config.filesDir);
const documentKeys = async (userId: string) =>
  (await db().select().from(documents).where(eq(documents.userId, userId))).map((d) => d.storageKey);
const userRow = async (id: string) => (await db().select().from(users).where(eq(users.id, id)))[0]!;

/** A traveller with a profile, a saved co-traveller, a wishlist item, a cancelled paid application and a draft. */
async function seeded(): Promise<{ user: TestUser; paidRef: string }> {
  const user = await createUser(t, { mobile: `+9198${String(Date.now()).slice(-8)}` });
  expect((await user.client.put('/api/profile', { firstName: 'Asha', city: 'Pune', dob: '1990-04-02' })).status).toBe(
    200,
  );
  const companion = { firstName: 'Meera', relationship: 'Spouse', nationality: 'IN', passportNo: 'K7654321' };
  expect((await user.client.post('/api/travellers', companion)).status).toBe(201);
  expect((await user.client.post('/api/wishlist', { type: 'destination', country: 'TH' })).status).toBe(201);
  const paid = await readyDraft(user, { optionId: 'th-tourist' });
  await submitAndPay(user, paid.ref);
  expect((await user.client.post(`/api/applications/${paid.ref}/cancel`, {})).status).toBe(200);
  await createDraft(user, { optionId: 'th-tourist' });
  await t.settled();
  return { user, paidRef: paid.ref };
}

describe('delete my account', () => {
  it('erases the files and the personal data, ends the sessions, keeps the invoices and frees the address', async () => {
    const { user, paidRef } = await seeded();
    const { referralCode } = await userRow(user.id);
    const keys = await documentKeys(user.id);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(await storage().get(key)).toBeDefined();
    const [payment] = await db().select().from(payments).where(eq(payments.userId, user.id));
    expect(payment?.invoiceNumber).toBeTruthy();

    const res = await user.client.post('/api/account/privacy/delete', { password: PASSWORD });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ deleted: true });
    await t.settled();

    // Signed out at once, everywhere.
    expect((await user.client.get('/api/profile')).status).toBe(401);
    expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    // Every file is gone from the storage, and every row that named one.
    for (const key of keys) expect(await storage().get(key)).toBeUndefined();
    expect(await documentKeys(user.id)).toEqual([]);
    // Identity and contact data erased; the address is a placeholder nothing is sent to.
    const row = await userRow(user.id);
    expect(row).toMatchObject({
      email: erasedEmail(user.id),
      passwordHash: null,
      firstName: '',
      lastName: '',
      mobile: null,
      googleSub: null,
    });
    expect(await db().select().from(profiles).where(eq(profiles.userId, user.id))).toEqual([]);
    expect(await db().select().from(savedTravellers).where(eq(savedTravellers.userId, user.id))).toEqual([]);
    expect(await db().select().from(wishlistItems).where(eq(wishlistItems.userId, user.id))).toEqual([]);
    // The draft went whole; the paid application stays as the invoice's record, without particulars.
    const left = await db().select().from(applications).where(eq(applications.userId, user.id));
    expect(left.map((a) => a.ref)).toEqual([paidRef]);
    const travellers = await db()
      .select()
      .from(applicationTravellers)
      .where(eq(applicationTravellers.applicationId, left[0]!.id));
    for (const traveller of travellers) {
      expect(traveller).toMatchObject({ firstName: '', lastName: '', dob: null, passportNo: null });
    }
    // Money records and consents kept (GST law; evidence), pointing only to the erased id.
    const [kept] = await db().select().from(payments).where(eq(payments.id, payment!.id));
    expect(kept).toMatchObject({ invoiceNumber: payment!.invoiceNumber, amountPaise: payment!.amountPaise });
    expect((await db().select().from(consents).where(eq(consents.userId, user.id))).length).toBeGreaterThan(0);

    // The confirmation went to the old address, before it was erased, saying what stays and why.
    const mail = await t.lastMessage(user.email, 'account-deleted');
    expect(mail.text).toContain('we deleted your account');
    expect(mail.text).toContain('CGST Act section 36');

    // The address can sign up again, as a new account; the old referral link invites nobody.
    const again = await signUp(t, { email: user.email, ref: referralCode });
    expect(again.user.id).not.toBe(user.id);
    expect((await userRow(again.user.id)).referredBy).toBeNull();
  });

  it('answers 400 to a missing or wrong password and changes nothing', async () => {
    const { user } = await seeded();
    const keys = await documentKeys(user.id);
    const before = await userRow(user.id);
    const missing = await user.client.post('/api/account/privacy/delete', {});
    expect(missing.status).toBe(400);
    expect(missing.body.fields.password).toBe(DELETE_PASSWORD_REQUIRED);
    const wrong = await user.client.post('/api/account/privacy/delete', { password: 'not my password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields.password).toBe(EXPORT_WRONG_PASSWORD);
    await t.settled();
    expect(await userRow(user.id)).toEqual(before);
    expect(await documentKeys(user.id)).toEqual(keys);
    for (const key of keys) expect(await storage().get(key)).toBeDefined();
    expect((await user.client.get('/api/profile')).status).toBe(200);
  });

  it('refuses with 409 while a paid application is open, and changes nothing', async () => {
    const user = await createUser(t);
    const open = await readyDraft(user, { optionId: 'th-tourist' });
    await submitAndPay(user, open.ref);
    const keys = await documentKeys(user.id);
    const before = await userRow(user.id);
    const res = await user.client.post('/api/account/privacy/delete', { password: PASSWORD });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(DELETE_OPEN_APPLICATION);
    await t.settled();
    expect(await userRow(user.id)).toEqual(before);
    expect(await documentKeys(user.id)).toEqual(keys);
    for (const key of keys) expect(await storage().get(key)).toBeDefined();
    expect((await user.client.get('/api/profile')).status).toBe(200);
    await expect(t.lastMessage(user.email, 'account-deleted')).rejects.toThrow();
  });

  it('refuses with 409 while a payment is in flight', async () => {
    const { user, paidRef } = await seeded();
    const [application] = await db().select().from(applications).where(eq(applications.ref, paidRef));
    await db().update(payments).set({ status: 'pending' }).where(eq(payments.applicationId, application!.id));
    const res = await user.client.post('/api/account/privacy/delete', { password: PASSWORD });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(DELETE_PAYMENT_IN_FLIGHT);
    expect((await userRow(user.id)).email).toBe(user.email);
  });

  it('asks an account without a password to set one first (422)', async () => {
    const user = await createUser(t, { passwordHash: null, googleSub: `g-${Date.now()}` });
    const res = await user.client.post('/api/account/privacy/delete', { password: 'anything' });
    expect(res.status).toBe(422);
    expect(res.body.fields.password).toBe(DELETE_NO_PASSWORD);
    expect((await userRow(user.id)).email).toBe(user.email);
  });

  it("deletes only the caller's own account", async () => {
    const { user: owner } = await seeded();
    const other = await createUser(t);
    const res = await other.client.post('/api/account/privacy/delete', { password: PASSWORD, userId: owner.id });
    expect(res.status).toBe(200);
    expect((await userRow(other.id)).email).toBe(erasedEmail(other.id));
    expect((await userRow(owner.id)).email).toBe(owner.email);
    expect((await owner.client.get('/api/profile')).status).toBe(200);
  });

  it('racing a checkout, either the payment is refused or the deletion is, and no money record is lost', async () => {
    const user = await createUser(t);
    const draft = await readyDraft(user, { optionId: 'th-tourist' });
    const [checkout, deletion] = await Promise.all([
      user.client.post(`/api/applications/${draft.ref}/submit`, { walletAmount: 0 }),
      user.client.post('/api/account/privacy/delete', { password: PASSWORD }),
    ]);
    const recorded = await db().select().from(payments).where(eq(payments.userId, user.id));
    if (deletion.status === 200) {
      expect([401, 404]).toContain(checkout.status);
      expect(recorded).toEqual([]);
    } else {
      expect(deletion.status).toBe(409);
      expect(deletion.body.error).toBe(DELETE_PAYMENT_IN_FLIGHT);
      expect(checkout.status).toBe(200);
      expect(recorded.map((p) => p.id)).toEqual([checkout.body.payment.id]);
    }
  });
});
