import { OTP_RESEND_SECONDS } from '@contract/auth-limits';
import { users, verifications } from '@db/schema/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, uniqueEmail } from '../../../test/fixtures';
import {
  ageSecrets,
  expireSecrets,
  PASSWORD,
  signUp,
  userRow,
  verifySignupEmail,
  wrongCode,
} from '../../../test/support/auth';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { purgeStale } from '../identity/verification';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ PRODUCT_NAME: 'HelloVisa' });
});
afterAll(() => t.close());

const form = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  password: PASSWORD,
  confirmPassword: PASSWORD,
  firstName: 'Asha',
  lastName: 'Rao',
  country: 'India',
  agree: true,
  ...extra,
});

describe('POST /api/send-otp', () => {
  it('e-mails a 6-digit code with a clear subject naming the product', async () => {
    const email = uniqueEmail();
    const res = await t.client().post('/api/send-otp', { email: email.toUpperCase() });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'OTP sent to your email.' });
    const message = await t.lastMessage(email, 'signup');
    expect(message.channel).toBe('email');
    expect(message.code).toMatch(/^\d{6}$/);
    expect(message.subject).toBe('Your HelloVisa sign-up code');
    expect(message.text).toContain(message.code);
    expect(message.text).toContain('HelloVisa');
    expect(message.html).toContain(message.code);
  });

  it('stores only a hash of the code', async () => {
    const email = uniqueEmail();
    await t.client().post('/api/send-otp', { email });
    const { code } = await t.lastMessage(email, 'signup');
    const rows = await t.database.db.select().from(verifications).where(eq(verifications.target, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.secretHash).not.toContain(code!);
    expect(rows[0]!.expiresAt.getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(rows[0]!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000);
  });

  it('says "Enter your email" without an e-mail and refuses a malformed one', async () => {
    const empty = await t.client().post('/api/send-otp', { email: '' });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { email: 'Enter your email' } });
    const bad = await t.client().post('/api/send-otp', { email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.email).toBe('Enter a valid email address');
  });

  it("waits exactly the web app's resend countdown (the contract's OTP_RESEND_SECONDS) between codes", async () => {
    const email = uniqueEmail();
    const client = t.client();
    expect((await client.post('/api/send-otp', { email })).status).toBe(200);
    const again = await client.post('/api/send-otp', { email });
    expect(again.status).toBe(429);
    const wait = Number(again.headers.get('retry-after'));
    expect(wait).toBeLessThanOrEqual(OTP_RESEND_SECONDS);
    expect(wait).toBeGreaterThanOrEqual(OTP_RESEND_SECONDS - 2);
    await ageSecrets(t, email, (OTP_RESEND_SECONDS - 2) * 1000);
    expect((await client.post('/api/send-otp', { email })).status).toBe(429);
    await ageSecrets(t, email, 2000);
    expect((await client.post('/api/send-otp', { email })).status).toBe(200);
  });

  it('refuses a second code within 30 s with 429 and Retry-After, and allows it afterwards', async () => {
    const email = uniqueEmail();
    const client = t.client();
    expect((await client.post('/api/send-otp', { email })).status).toBe(200);
    const again = await client.post('/api/send-otp', { email });
    expect(again.status).toBe(429);
    expect(again.body.code).toBe('RATE_LIMITED');
    expect(again.body.error).toMatch(/^Please wait \d+s before requesting a new OTP\.$/);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
    await ageSecrets(t, email, 31_000);
    expect((await client.post('/api/send-otp', { email })).status).toBe(200);
  });

  it('answers an e-mail that already has an account like a new one, and tells the owner to log in instead', async () => {
    const existing = await createUser(t);
    const answers = [];
    for (const email of [uniqueEmail(), existing.email]) {
      const client = t.client();
      const sent = await client.post('/api/send-otp', { email });
      const again = await client.post('/api/send-otp', { email });
      const guessed = await client.post('/api/verify-otp', { email, otp: '000000' });
      // The wait in a refused resend counts down, and the two addresses are asked one after the other.
      const bodies = [sent, again, guessed].map((res) => JSON.stringify(res.body).replace(/\d+s\b/, 'Ns'));
      answers.push([sent, again, guessed].map((res, i) => ({ status: res.status, body: bodies[i] })));
    }
    expect(answers[0]![0]).toEqual({
      status: 200,
      body: JSON.stringify({ success: true, message: 'OTP sent to your email.' }),
    });
    expect(answers[0]![1]!.status).toBe(429);
    expect(answers[1]).toEqual(answers[0]);

    const [notice, ...more] = (await t.outbox()).filter((m) => m.to === existing.email);
    expect(more).toHaveLength(0);
    expect(notice).toMatchObject({ purpose: 'signup-account-exists', subject: 'Your HelloVisa account' });
    expect(notice!.code).toBeUndefined();
    expect(notice!.link).toMatch(/\/login$/);
    expect(notice!.text).toContain('already has an account');
  });
});

describe('POST /api/verify-otp', () => {
  it('answers "Email verified!" for the right code', async () => {
    const email = uniqueEmail();
    const client = t.client();
    await client.post('/api/send-otp', { email });
    const { code } = await t.lastMessage(email, 'signup');
    const res = await client.post('/api/verify-otp', { email, otp: code });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Email verified!' });
  });

  it('refuses a wrong code with "Invalid OTP" and an empty one with "Enter OTP"', async () => {
    const email = uniqueEmail();
    const client = t.client();
    await client.post('/api/send-otp', { email });
    const { code } = await t.lastMessage(email, 'signup');
    const wrong = await client.post('/api/verify-otp', { email, otp: wrongCode(code!) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('Invalid OTP');
    const empty = await client.post('/api/verify-otp', { email, otp: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.fields.otp).toBe('Enter OTP');
  });

  it('refuses a code used twice', async () => {
    const email = uniqueEmail();
    const client = t.client();
    const code = await verifySignupEmail(t, client, email);
    const reuse = await client.post('/api/verify-otp', { email, otp: code });
    expect(reuse.status).toBe(400);
    expect(reuse.body.error).toBe('This OTP has expired or was already used. Please request a new one.');
  });

  it('refuses the 6th try even with the right code', async () => {
    const email = uniqueEmail();
    const client = t.client();
    await client.post('/api/send-otp', { email });
    const { code } = await t.lastMessage(email, 'signup');
    for (let i = 0; i < 5; i++) {
      const wrong = await client.post('/api/verify-otp', { email, otp: wrongCode(code!) });
      expect(wrong.status).toBe(400);
    }
    const sixth = await client.post('/api/verify-otp', { email, otp: code });
    expect(sixth.status).toBe(429);
    expect(sixth.body.error).toBe('Too many wrong attempts. Please request a new OTP.');
    expect(sixth.headers.get('retry-after')).toBeTruthy();
  });

  it('refuses an expired code', async () => {
    const email = uniqueEmail();
    const client = t.client();
    await client.post('/api/send-otp', { email });
    const { code } = await t.lastMessage(email, 'signup');
    await expireSecrets(t, email);
    const res = await client.post('/api/verify-otp', { email, otp: code });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('This OTP has expired or was already used. Please request a new one.');
  });

  it('refuses a code once a newer one was sent', async () => {
    const email = uniqueEmail();
    const client = t.client();
    await client.post('/api/send-otp', { email });
    const first = (await t.lastMessage(email, 'signup')).code!;
    await ageSecrets(t, email, 31_000);
    await client.post('/api/send-otp', { email });
    const second = (await t.lastMessage(email, 'signup')).code!;
    if (first !== second) {
      expect((await client.post('/api/verify-otp', { email, otp: first })).status).toBe(400);
    }
    expect((await client.post('/api/verify-otp', { email, otp: second })).status).toBe(200);
  });
});

describe('POST /api/auth/register with the code (sign-up in one step)', () => {
  async function codeFor(client: ReturnType<TestApp['client']>, email: string) {
    expect((await client.post('/api/send-otp', { email })).status).toBe(200);
    return (await t.lastMessage(email, 'signup')).code!;
  }

  it('checks the code and creates a verified, signed-in account in one request', async () => {
    const email = uniqueEmail();
    const client = t.client();
    const otp = await codeFor(client, email);
    const res = await client.post('/api/auth/register', form(email, { otp }));
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ email, emailVerified: true, firstName: 'Asha' });
    expect((await userRow(t, email))!.emailVerifiedAt).toBeInstanceOf(Date);
    expect((await client.get('/api/auth/me')).body.user.email).toBe(email);
  });

  it('refuses a wrong code on the otp field, creates nothing, and then accepts the right one', async () => {
    const email = uniqueEmail();
    const client = t.client();
    const otp = await codeFor(client, email);
    const wrong = await client.post('/api/auth/register', form(email, { otp: wrongCode(otp) }));
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error: 'Invalid OTP', fields: { otp: 'Invalid OTP' } });
    expect(await userRow(t, email)).toBeUndefined();
    const right = await client.post('/api/auth/register', form(email, { otp }));
    expect(right.status).toBe(201);
  });

  it('refuses a code that is not digits, without spending a try', async () => {
    const email = uniqueEmail();
    const client = t.client();
    const otp = await codeFor(client, email);
    const bad = await client.post('/api/auth/register', form(email, { otp: '12ab56' }));
    expect(bad.status).toBe(400);
    expect(bad.body.fields.otp).toBe('OTP has digits only');
    const [row] = await t.database.db.select().from(verifications).where(eq(verifications.target, email));
    expect(row!.attempts).toBe(0);
    expect((await client.post('/api/auth/register', form(email, { otp }))).status).toBe(201);
  });

  it('does not check the code of a refused form (a common password) or of another browser', async () => {
    const email = uniqueEmail();
    const client = t.client();
    const otp = await codeFor(client, email);
    const common = await client.post(
      '/api/auth/register',
      form(email, { otp, password: 'password123', confirmPassword: 'password123' }),
    );
    expect(common.status).toBe(400);
    const elsewhere = await t.client().post('/api/auth/register', form(email, { otp }));
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.fields.otp).toBe('This OTP has expired or was already used. Please request a new one.');
    expect(await userRow(t, email)).toBeUndefined();
    expect((await client.post('/api/auth/register', form(email, { otp }))).status).toBe(201);
  });

  it('refuses an expired code', async () => {
    const email = uniqueEmail();
    const client = t.client();
    const otp = await codeFor(client, email);
    await expireSecrets(t, email);
    const res = await client.post('/api/auth/register', form(email, { otp }));
    expect(res.status).toBe(400);
    expect(res.body.fields.otp).toBe('This OTP has expired or was already used. Please request a new one.');
    expect(await userRow(t, email)).toBeUndefined();
  });
});

describe('POST /api/auth/register', () => {
  it('creates a verified account, signs in and returns the user', async () => {
    const email = uniqueEmail();
    const client = t.client();
    await verifySignupEmail(t, client, email);
    const res = await client.post('/api/auth/register', form(email));
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({
      email,
      emailVerified: true,
      firstName: 'Asha',
      lastName: 'Rao',
      name: 'Asha Rao',
      country: 'India',
      mobile: null,
      twoFAEnabled: false,
      profile: { firstName: 'Asha', email },
    });
    expect(res.body.user.referralCode).toMatch(/^[A-Z0-9]{6}$/);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('hv_session='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const me = await client.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe(email);
    const row = await userRow(t, email);
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('starts the profile with the sign-up country as the nationality (none when left out)', async () => {
    const email = uniqueEmail();
    const client = t.client();
    await verifySignupEmail(t, client, email);
    expect((await client.post('/api/auth/register', form(email))).status).toBe(201);
    expect((await client.get('/api/profile')).body.profile.nationality).toBe('India');

    const without = uniqueEmail();
    const other = t.client();
    await verifySignupEmail(t, other, without);
    expect((await other.post('/api/auth/register', form(without, { country: '' }))).status).toBe(201);
    expect((await other.get('/api/profile')).body.profile.nationality).toBeNull();
  });

  it("refuses with 'Please verify your email first' before the code is verified", async () => {
    const email = uniqueEmail();
    const client = t.client();
    await client.post('/api/send-otp', { email });
    const res = await client.post('/api/auth/register', form(email));
    expect(res.status).toBe(422);
    expect(res.body.error).toBe('Please verify your email first');
    expect(await userRow(t, email)).toBeUndefined();
  });

  it('refuses a verification older than 30 minutes', async () => {
    const email = uniqueEmail();
    const client = t.client();
    await verifySignupEmail(t, client, email);
    await t.database.db
      .update(verifications)
      .set({ verifiedAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(verifications.target, email));
    const res = await client.post('/api/auth/register', form(email));
    expect(res.status).toBe(422);
    expect(res.body.error).toBe('Please verify your email first');
  });

  it('does not accept a verification made in another browser', async () => {
    const email = uniqueEmail();
    await verifySignupEmail(t, t.client(), email);
    const res = await t.client().post('/api/auth/register', form(email));
    expect(res.status).toBe(422);
    expect(await userRow(t, email)).toBeUndefined();
  });

  it('spends the verification: a second sign-up with it is refused', async () => {
    const { client, email } = await signUp(t);
    const again = await client.post('/api/auth/register', form(email));
    expect(again.status).toBe(409);
  });

  it('refuses a duplicate e-mail with 409 and a clear message', async () => {
    const email = uniqueEmail();
    const client = t.client();
    await verifySignupEmail(t, client, email);
    await createUser(t, { email });
    const res = await client.post('/api/auth/register', form(email));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: 'An account with this email already exists. Please log in instead.',
      code: 'CONFLICT',
    });
  });

  it('requires first and last name and an 8-character password, and a matching confirmation', async () => {
    const email = uniqueEmail();
    const client = t.client();
    await verifySignupEmail(t, client, email);
    const res = await client.post(
      '/api/auth/register',
      form(email, { firstName: ' ', lastName: '', password: 'short' }),
    );
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      password: 'Password must be at least 8 characters.',
    });
    const mismatch = await client.post('/api/auth/register', form(email, { confirmPassword: 'something else' }));
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.fields.confirmPassword).toBe('Passwords do not match. Please re-enter.');
    expect(await userRow(t, email)).toBeUndefined();
    // The verification was not spent by the refused attempts.
    expect((await client.post('/api/auth/register', form(email))).status).toBe(201);
  });

  it('accepts a referral code', async () => {
    const email = uniqueEmail();
    const client = t.client();
    await verifySignupEmail(t, client, email);
    const res = await client.post('/api/auth/register', form(email, { ref: 'ABC234' }));
    expect(res.status).toBe(201);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row).toBeDefined();
  });
});

describe('housekeeping', () => {
  it('purges secrets that expired more than a day ago and keeps live ones', async () => {
    const old = uniqueEmail('old');
    const live = uniqueEmail('live');
    await t.client().post('/api/send-otp', { email: old });
    await t.client().post('/api/send-otp', { email: live });
    await t.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 25 * 60 * 60_000) })
      .where(eq(verifications.target, old));
    await purgeStale(t.database.db);
    expect(await t.database.db.select().from(verifications).where(eq(verifications.target, old))).toHaveLength(0);
    expect(await t.database.db.select().from(verifications).where(eq(verifications.target, live))).toHaveLength(1);
  });
});

describe('e-mail verification of an existing account', () => {
  async function unverifiedUser() {
    const user = await createUser(t);
    await t.database.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, user.id));
    return user;
  }

  it('sends a code and verifies the e-mail with POST /api/auth/verify-email', async () => {
    const user = await unverifiedUser();
    const client = t.client();
    const sent = await client.post('/api/send-otp', { email: user.email, purpose: 'verify-email' });
    expect(sent.status).toBe(200);
    const message = await t.lastMessage(user.email, 'verify-email');
    expect(message.subject).toBe('Verify your email for HelloVisa');
    const res = await client.post('/api/auth/verify-email', { email: user.email, otp: message.code });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Email verified! Redirecting...');
    expect((await userRow(t, user.email))!.emailVerifiedAt).toBeInstanceOf(Date);
    const me = await user.client.get('/api/auth/me');
    expect(me.body.user.emailVerified).toBe(true);
    const reuse = await client.post('/api/auth/verify-email', { email: user.email, otp: message.code });
    expect(reuse.status).toBe(400);
  });

  it('refuses a wrong code, an unknown e-mail and an already verified one', async () => {
    const user = await unverifiedUser();
    await t.client().post('/api/send-otp', { email: user.email, purpose: 'verify-email' });
    const { code } = await t.lastMessage(user.email, 'verify-email');
    const wrong = await t.client().post('/api/auth/verify-email', { email: user.email, otp: wrongCode(code!) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('Invalid OTP');
    expect((await userRow(t, user.email))!.emailVerifiedAt).toBeNull();

    const unknown = await t.client().post('/api/send-otp', { email: uniqueEmail(), purpose: 'verify-email' });
    expect(unknown.status).toBe(404);
    const verified = await createUser(t);
    const already = await t.client().post('/api/send-otp', { email: verified.email, purpose: 'verify-email' });
    expect(already.status).toBe(409);
    const digitsOnly = await t.client().post('/api/auth/verify-email', { email: user.email, otp: '12ab56' });
    expect(digitsOnly.status).toBe(400);
  });
});
