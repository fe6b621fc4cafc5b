import { referrals, users, walletTransactions } from '@db/schema/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, uniqueEmail } from '../../../test/fixtures';
import { PASSWORD, verifySignupEmail } from '../../../test/support/auth';
import { startTestApp, type TestApp, type TestClient } from '../../../test/test-app';
import * as wallet from '../wallet/repo';
import { recordReferredSignup, rewardReferral } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ REFERRAL_REWARD_INR: '150' });
});
afterAll(() => t.close());

const REWARD_PAISE = 150 * 100;

/** The real sign-up flow of the web app, arriving through /signup?ref=CODE. */
async function signUpWithRef(ref: string | undefined, email = uniqueEmail('friend')) {
  const client = t.client();
  await verifySignupEmail(t, client, email);
  const res = await client.post('/api/auth/register', {
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    firstName: 'Ravi',
    lastName: 'Kumar',
    ref,
  });
  expect(res.status).toBe(201);
  return { client, email, id: res.body.user.id as string };
}

let serial = 0;
const newMobile = () => `97${String(Date.now() % 1e6).padStart(6, '0')}${String(++serial % 100).padStart(2, '0')}`;

/** The friend adds and verifies a mobile number, as the 'Verify your Mobile' dialog does. */
async function verifyMobile(client: TestClient) {
  const mobile = newMobile();
  expect((await client.post('/api/otpMobile/send-otp-mobile', { mobile })).status).toBe(200);
  const { code } = await t.lastMessage(`+91${mobile}`, 'verify-mobile');
  expect((await client.post('/api/otpMobile/verify-otp-mobile', { mobile, otp: code })).status).toBe(200);
  expect((await client.post('/api/auth/add-mobile', { mobile })).status).toBe(200);
}

/** Signs up with the code and verifies a mobile: a referral that earns its reward. */
async function qualifiedFriend(ref: string) {
  const friend = await signUpWithRef(ref);
  await verifyMobile(friend.client);
  return friend;
}

async function referralTransactions(userId: string) {
  return t.database.db.select().from(walletTransactions).where(eq(walletTransactions.userId, userId));
}

describe('GET /api/referrals', () => {
  it("answers the user's code, the sign-up link and zero counts at first", async () => {
    const user = await createUser(t);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    const res = await user.client.get('/api/referrals');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      code: row!.referralCode,
      link: `${t.url}/signup?ref=${row!.referralCode}`,
      totalInvites: 0,
      successful: 0,
      credits: 0,
    });
  });

  it('refuses anonymous callers', async () => {
    expect((await t.client().get('/api/referrals')).status).toBe(401);
  });
});

describe('referred sign-up', () => {
  it('counts the invite, and once the friend has verified e-mail and mobile credits REFERRAL_REWARD_INR', async () => {
    const referrer = await createUser(t);
    const { code } = (await referrer.client.get('/api/referrals')).body;
    const friend = await signUpWithRef(code.toLowerCase());
    // E-mail verified by sign-up, but no mobile yet: invited, not rewarded.
    expect((await referrer.client.get('/api/referrals')).body).toMatchObject({ totalInvites: 1, successful: 0 });
    expect((await referrer.client.get('/api/wallet/balance')).body).toEqual({ balance: 0 });
    await verifyMobile(friend.client);

    const info = await referrer.client.get('/api/referrals');
    expect(info.body).toMatchObject({ totalInvites: 1, successful: 1, credits: 150 });
    expect((await referrer.client.get('/api/wallet/balance')).body).toEqual({ balance: 150 });
    const items = (await referrer.client.get('/api/wallet/transactions')).body.items;
    expect(items).toEqual([expect.objectContaining({ type: 'referral', amount: 150, direction: 'credit' })]);

    const [friendRow] = await t.database.db.select().from(users).where(eq(users.id, friend.id));
    expect(friendRow!.referredBy).toBe(referrer.id);
    expect((await friend.client.get('/api/wallet/balance')).body.balance).toBe(0);
  });

  it('ignores an unknown code: the sign-up still works and nobody is credited', async () => {
    const friend = await signUpWithRef('ZZZZZZ');
    const rows = await t.database.db.select().from(referrals).where(eq(referrals.refereeId, friend.id));
    expect(rows).toEqual([]);
  });

  it('counts several friends separately', async () => {
    const referrer = await createUser(t);
    const { code } = (await referrer.client.get('/api/referrals')).body;
    await qualifiedFriend(code);
    await qualifiedFriend(code);
    expect((await referrer.client.get('/api/referrals')).body).toMatchObject({
      totalInvites: 2,
      successful: 2,
      credits: 300,
    });
  });
});

describe('referral service', () => {
  it('an invite waits for the verifications; the reward is credited exactly once under concurrent calls', async () => {
    const referrer = await createUser(t);
    const referee = await createUser(t, { mobile: `+91${newMobile()}`, mobileVerifiedAt: new Date() });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, referrer.id));
    const db = t.database.db;
    expect(await recordReferredSignup(db, { refereeId: referee.id, code: row!.referralCode })).toBe(true);
    expect((await referrer.client.get('/api/referrals')).body).toMatchObject({ totalInvites: 1, successful: 0 });

    const results = await Promise.all(Array.from({ length: 20 }, () => rewardReferral(db, referee.id, REWARD_PAISE)));
    expect(results.filter(Boolean)).toHaveLength(1);
    const credited = await referralTransactions(referrer.id);
    expect(credited).toHaveLength(1);
    expect(credited[0]).toMatchObject({ type: 'referral', amountPaise: REWARD_PAISE });
    expect(await wallet.balanceOf(db, referrer.id)).toBe(REWARD_PAISE);
    expect(await wallet.ledgerSum(db, referrer.id)).toBe(REWARD_PAISE);
    expect((await referrer.client.get('/api/referrals')).body).toMatchObject({ successful: 1, credits: 150 });

    expect(await rewardReferral(db, referee.id, REWARD_PAISE)).toBe(false);
    expect(await referralTransactions(referrer.id)).toHaveLength(1);
  });

  it('credits the referrer when the referee verifies the e-mail through the API, once', async () => {
    const referrer = await createUser(t);
    const referee = await createUser(t, {
      emailVerifiedAt: null,
      mobile: `+91${newMobile()}`,
      mobileVerifiedAt: new Date(),
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, referrer.id));
    await recordReferredSignup(t.database.db, { refereeId: referee.id, code: row!.referralCode });

    const client = t.client();
    const sent = await client.post('/api/send-otp', { email: referee.email, purpose: 'verify-email' });
    expect(sent.status).toBe(200);
    const { code } = await t.lastMessage(referee.email, 'verify-email');
    const verified = await Promise.all(
      Array.from({ length: 4 }, () => client.post('/api/auth/verify-email', { email: referee.email, otp: code })),
    );
    expect(verified.filter((res) => res.status === 200)).toHaveLength(1);
    expect(await referralTransactions(referrer.id)).toHaveLength(1);
    expect((await referrer.client.get('/api/referrals')).body).toMatchObject({ successful: 1, credits: 150 });
  });

  it('refuses self-referral and a second referrer for the same person', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const db = t.database.db;
    const [own] = await db.select().from(users).where(eq(users.id, user.id));
    const [others] = await db.select().from(users).where(eq(users.id, other.id));
    expect(await recordReferredSignup(db, { refereeId: user.id, code: own!.referralCode })).toBe(false);

    const third = await createUser(t);
    const [thirds] = await db.select().from(users).where(eq(users.id, third.id));
    expect(await recordReferredSignup(db, { refereeId: user.id, code: others!.referralCode })).toBe(true);
    expect(await recordReferredSignup(db, { refereeId: user.id, code: thirds!.referralCode })).toBe(false);
    expect(await recordReferredSignup(db, { refereeId: user.id, code: 'not a code' })).toBe(false);
    expect((await user.client.get('/api/referrals')).body.totalInvites).toBe(0);
    expect((await other.client.get('/api/referrals')).body.totalInvites).toBe(1);
  });
});

describe('referral farming', () => {
  it('does not count +tags or Gmail dots of an existing inbox as new friends', async () => {
    const stamp = `${Date.now()}${++serial}`;
    const referrer = await createUser(t, { email: `farmer${stamp}@gmail.com` });
    const { code } = (await referrer.client.get('/api/referrals')).body;
    // The referrer's own inbox in disguise.
    await signUpWithRef(code, `farmer${stamp}+1@gmail.com`);
    await signUpWithRef(code, `f.a.r.m.e.r${stamp}@googlemail.com`);
    // A real friend, then the same friend's inbox again.
    const { client: friend } = await signUpWithRef(code, `friend${stamp}@example.in`);
    await signUpWithRef(code, `friend${stamp}+2@example.in`);
    expect((await referrer.client.get('/api/referrals')).body.totalInvites).toBe(1);
    await verifyMobile(friend);
    expect((await referrer.client.get('/api/referrals')).body).toMatchObject({ successful: 1, credits: 150 });
  });

  it('rewards a referrer at most 10 times in 24 hours', async () => {
    const referrer = await createUser(t);
    const { code } = (await referrer.client.get('/api/referrals')).body;
    for (let i = 0; i < 11; i++) await qualifiedFriend(code);
    const info = (await referrer.client.get('/api/referrals')).body;
    expect(info).toMatchObject({ totalInvites: 11, successful: 10, credits: 1500 });
    expect(await wallet.balanceOf(t.database.db, referrer.id)).toBe(10 * REWARD_PAISE);
  });
});
