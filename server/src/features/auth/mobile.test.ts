import { users } from '@db/schema/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { ageSecrets, expireSecrets, wrongCode } from '../../../test/support/auth';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { AuthLimits } from './limits';
import { MOBILE_LOGIN_SLOWED } from './mobile-service';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let serial = 0;
/** A valid, unused Indian mobile number: 10 digits starting with 9. */
const newMobile = () => `98${String(Date.now() % 1e6).padStart(6, '0')}${String(++serial % 100).padStart(2, '0')}`;
const e164 = (mobile: string) => `+91${mobile}`;

async function userWithMobile(mobile = newMobile()) {
  const user = await createUser(t, { mobile: e164(mobile), mobileVerifiedAt: new Date() });
  return { ...user, mobile };
}

describe('mobile login', () => {
  it('sends a 4-digit login code by SMS naming the product, verifies it and signs in', async () => {
    const user = await userWithMobile();
    const client = t.client();
    const sent = await client.post('/api/otpMobile/send-otp-mobile', { mobile: user.mobile, type: 'login' });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ success: true, message: 'OTP sent to your mobile number.' });
    const sms = await t.lastMessage(e164(user.mobile), 'login');
    expect(sms.channel).toBe('sms');
    expect(sms.code).toMatch(/^\d{4}$/);
    expect(sms.text).toContain('HelloVisa');
    expect(sms.text).toContain(sms.code);

    const verified = await client.post('/api/otpMobile/verify-otp-mobile', { mobile: user.mobile, otp: sms.code });
    expect(verified.status).toBe(200);
    expect(verified.body.success).toBe(true);
    const login = await client.post('/api/auth/mobile-login', { mobile: user.mobile });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ id: user.id, mobile: e164(user.mobile), mobileVerified: true });
    expect((await client.get('/api/auth/me')).body.user.id).toBe(user.id);

    const again = await client.post('/api/auth/mobile-login', { mobile: user.mobile });
    expect(again.status).toBe(422);
  });

  it('normalises the number: +91 with spaces reaches the same account', async () => {
    const user = await userWithMobile();
    const client = t.client();
    const spaced = `+91 ${user.mobile.slice(0, 5)} ${user.mobile.slice(5)}`;
    expect((await client.post('/api/otpMobile/send-otp-mobile', { mobile: spaced, type: 'login' })).status).toBe(200);
    const { code } = await t.lastMessage(e164(user.mobile), 'login');
    expect((await client.post('/api/otpMobile/verify-otp-mobile', { mobile: user.mobile, otp: code })).status).toBe(
      200,
    );
    expect((await client.post('/api/auth/mobile-login', { mobile: e164(user.mobile) })).status).toBe(200);
  });

  it('answers an unregistered or unverified number exactly like a registered one, and sends it nothing', async () => {
    const registered = await userWithMobile();
    const unverified = newMobile();
    await createUser(t, { mobile: e164(unverified) });
    const answers = [];
    for (const mobile of [registered.mobile, newMobile(), unverified]) {
      const client = t.client();
      const sent = await client.post('/api/otpMobile/send-otp-mobile', { mobile, type: 'login' });
      const early = await client.post('/api/otpMobile/resend-otp-mobile', { mobile });
      const guessed = await client.post('/api/otpMobile/verify-otp-mobile', { mobile, otp: '0000' });
      const login = await client.post('/api/auth/mobile-login', { mobile });
      answers.push([sent, early, guessed, login].map((res) => ({ status: res.status, body: res.body })));
    }
    expect(answers[0]![0]).toEqual({
      status: 200,
      body: { success: true, message: 'OTP sent to your mobile number.' },
    });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    const messages = await t.outbox();
    expect(messages.filter((m) => m.to === e164(registered.mobile))).toHaveLength(1);
    expect(messages.filter((m) => m.to === e164(unverified))).toHaveLength(0);
  });

  it('validates the number', async () => {
    const empty = await t.client().post('/api/otpMobile/send-otp-mobile', { mobile: '', type: 'login' });
    expect(empty.status).toBe(400);
    expect(empty.body.fields.mobile).toBe('Enter mobile number');
    const invalid = await t.client().post('/api/otpMobile/send-otp-mobile', { mobile: '12345', type: 'login' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.fields.mobile).toBe('Enter a valid mobile number');
  });

  it('does not sign in before the code is verified, nor with a code verified in another browser', async () => {
    const user = await userWithMobile();
    const owner = t.client();
    await owner.post('/api/otpMobile/send-otp-mobile', { mobile: user.mobile, type: 'login' });
    const early = await owner.post('/api/auth/mobile-login', { mobile: user.mobile });
    expect(early.status).toBe(422);
    expect(early.body.error).toBe('Please verify the OTP sent to your mobile first.');

    const { code } = await t.lastMessage(e164(user.mobile), 'login');
    expect((await owner.post('/api/otpMobile/verify-otp-mobile', { mobile: user.mobile, otp: code })).status).toBe(200);
    const stranger = t.client();
    expect((await stranger.post('/api/auth/mobile-login', { mobile: user.mobile })).status).toBe(422);
    expect(stranger.cookies.has('hv_session')).toBe(false);
  });

  it('refuses reuse, wrong, expired and 6th codes', async () => {
    const user = await userWithMobile();
    const client = t.client();
    await client.post('/api/otpMobile/send-otp-mobile', { mobile: user.mobile, type: 'login' });
    const { code } = await t.lastMessage(e164(user.mobile), 'login');
    for (let i = 0; i < 5; i++) {
      const wrong = await client.post('/api/otpMobile/verify-otp-mobile', {
        mobile: user.mobile,
        otp: wrongCode(code!),
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.error).toBe('Invalid OTP');
    }
    const sixth = await client.post('/api/otpMobile/verify-otp-mobile', { mobile: user.mobile, otp: code });
    expect(sixth.status).toBe(429);

    await ageSecrets(t, e164(user.mobile), 31_000);
    await client.post('/api/otpMobile/send-otp-mobile', { mobile: user.mobile, type: 'login' });
    const fresh = (await t.lastMessage(e164(user.mobile), 'login')).code!;
    await expireSecrets(t, e164(user.mobile));
    expect((await client.post('/api/otpMobile/verify-otp-mobile', { mobile: user.mobile, otp: fresh })).status).toBe(
      400,
    );

    await ageSecrets(t, e164(user.mobile), 31_000);
    await client.post('/api/otpMobile/send-otp-mobile', { mobile: user.mobile, type: 'login' });
    const last = (await t.lastMessage(e164(user.mobile), 'login')).code!;
    expect((await client.post('/api/otpMobile/verify-otp-mobile', { mobile: user.mobile, otp: last })).status).toBe(
      200,
    );
    const reuse = await client.post('/api/otpMobile/verify-otp-mobile', { mobile: user.mobile, otp: last });
    expect(reuse.status).toBe(400);
  });
});

describe('POST /api/otpMobile/resend-otp-mobile', () => {
  it('enforces the 30 s wait on the server, then sends a new code of the same kind', async () => {
    const user = await userWithMobile();
    const client = t.client();
    await client.post('/api/otpMobile/send-otp-mobile', { mobile: user.mobile, type: 'login' });
    const early = await client.post('/api/otpMobile/resend-otp-mobile', { mobile: user.mobile });
    expect(early.status).toBe(429);
    expect(Number(early.headers.get('retry-after'))).toBeGreaterThan(25);
    expect(Number(early.headers.get('retry-after'))).toBeLessThanOrEqual(30);

    await ageSecrets(t, e164(user.mobile), 31_000);
    const resent = await client.post('/api/otpMobile/resend-otp-mobile', { mobile: user.mobile });
    expect(resent.status).toBe(200);
    expect(resent.body).toEqual({ type: 'success', message: 'OTP resent to your mobile number.' });
    const messages = (await t.outbox()).filter((m) => m.to === e164(user.mobile));
    expect(messages).toHaveLength(2);
    expect(messages[1]!.code).toMatch(/^\d{4}$/);
  });

  it('asks to send an OTP first when none was sent', async () => {
    const res = await t.client().post('/api/otpMobile/resend-otp-mobile', { mobile: newMobile() });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Send an OTP first.');
  });
});

describe('adding a mobile number (Verify your Mobile)', () => {
  it('sends a 6-digit code to the signed-in user, verifies it and adds the number', async () => {
    const user = await createUser(t);
    const mobile = newMobile();
    const sent = await user.client.post('/api/otpMobile/send-otp-mobile', { mobile });
    expect(sent.status).toBe(200);
    const sms = await t.lastMessage(e164(mobile), 'verify-mobile');
    expect(sms.code).toMatch(/^\d{6}$/);
    const early = await user.client.post('/api/auth/add-mobile', { mobile });
    expect(early.status).toBe(422);
    expect((await user.client.post('/api/otpMobile/verify-otp-mobile', { mobile, otp: sms.code })).status).toBe(200);
    const added = await user.client.post('/api/auth/add-mobile', { mobile });
    expect(added.status).toBe(200);
    expect(added.body.user).toMatchObject({ mobile: e164(mobile), mobileVerified: true });
    expect((await user.client.get('/api/auth/me')).body.user.mobile).toBe(e164(mobile));

    // The number now logs in.
    const client = t.client();
    expect((await client.post('/api/otpMobile/send-otp-mobile', { mobile, type: 'login' })).status).toBe(200);
  });

  it('does not replace a verified number: that goes through the profile, which asks for the password', async () => {
    const user = await userWithMobile();
    const mobile = newMobile();
    const sent = await user.client.post('/api/otpMobile/send-otp-mobile', { mobile });
    expect(sent.status).toBe(409);
    expect(sent.body.error).toBe(
      'Your account already has a verified mobile number. To change it, edit your profile (it asks for your password).',
    );
    expect((await user.client.post('/api/auth/add-mobile', { mobile })).status).toBe(409);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.mobile).toBe(e164(user.mobile));
  });

  it('needs a session', async () => {
    const mobile = newMobile();
    const send = await t.client().post('/api/otpMobile/send-otp-mobile', { mobile });
    expect(send.status).toBe(401);
    const add = await t.client().post('/api/auth/add-mobile', { mobile });
    expect(add.status).toBe(401);
  });

  it("refuses another user's number and a code verified by someone else", async () => {
    const owner = await userWithMobile();
    const other = await createUser(t);
    const taken = await other.client.post('/api/otpMobile/send-otp-mobile', { mobile: owner.mobile });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe('This mobile number is already linked to another account.');

    const mobile = newMobile();
    const first = await createUser(t);
    await first.client.post('/api/otpMobile/send-otp-mobile', { mobile });
    const { code } = await t.lastMessage(e164(mobile), 'verify-mobile');
    expect((await first.client.post('/api/otpMobile/verify-otp-mobile', { mobile, otp: code })).status).toBe(200);
    const second = await createUser(t);
    expect((await second.client.post('/api/auth/add-mobile', { mobile })).status).toBe(422);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, second.id));
    expect(row!.mobile).toBeNull();
  });
});

/** Calls the API from another network (its own address and cookie jar), as a stranger elsewhere would. */
function fromNetwork(ip: string) {
  const jar = new Map<string, string>();
  return async (url: string, payload: Record<string, string>) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      remoteAddress: ip,
      headers: { origin: t.url, cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
      payload,
    });
    for (const cookie of res.cookies) jar.set(cookie.name, cookie.value);
    return res;
  };
}

describe('mobile login code guessing', () => {
  it('slows a guessed number down with growing delays but never locks its owner out, and tells the owner once', async () => {
    const user = await userWithMobile();
    const number = e164(user.mobile);
    const stranger = fromNetwork('198.51.100.77');
    const burn = async (tries = 5) => {
      await ageSecrets(t, number, 31_000);
      expect(
        (await stranger('/api/otpMobile/send-otp-mobile', { mobile: user.mobile, type: 'login' })).statusCode,
      ).toBe(200);
      const { code } = await t.lastMessage(number, 'login');
      for (let i = 0; i < tries; i++) {
        const res = await stranger('/api/otpMobile/verify-otp-mobile', { mobile: user.mobile, otp: wrongCode(code!) });
        expect(res.statusCode).toBe(400);
      }
      return code!;
    };
    const code = await burn();
    await burn();

    // Ten wrong codes: every network the owner never signed in from now waits, with a clear message.
    await ageSecrets(t, number, 31_000);
    for (const network of [stranger, fromNetwork('203.0.113.9')]) {
      const refused = await network('/api/otpMobile/send-otp-mobile', { mobile: user.mobile, type: 'login' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toBe(MOBILE_LOGIN_SLOWED);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    expect((await stranger('/api/otpMobile/verify-otp-mobile', { mobile: user.mobile, otp: code })).statusCode).toBe(
      429,
    );

    // The delay grows with each further wrong code (the rule's key cleared as if the minute had passed).
    await t.app.rateLimits.reset(AuthLimits.mobileLoginDelayPerNumber, number);
    await burn(1);
    const longer = await stranger('/api/otpMobile/send-otp-mobile', { mobile: user.mobile, type: 'login' });
    expect(longer.statusCode).toBe(429);
    expect(Number(longer.headers['retry-after'])).toBeGreaterThan(60);
    expect(Number(longer.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);

    // The owner, on a network they have signed in from, signs in with a fresh code at once.
    await ageSecrets(t, number, 31_000);
    const owner = t.client();
    expect((await owner.post('/api/otpMobile/send-otp-mobile', { mobile: user.mobile, type: 'login' })).status).toBe(
      200,
    );
    const fresh = (await t.lastMessage(number, 'login')).code!;
    expect((await owner.post('/api/otpMobile/verify-otp-mobile', { mobile: user.mobile, otp: fresh })).status).toBe(
      200,
    );
    expect((await owner.post('/api/auth/mobile-login', { mobile: user.mobile })).status).toBe(200);

    // Told once (one e-mail, one SMS at most), not once per wrong code.
    const notices = (await t.outbox()).filter((m) => m.purpose === 'mobile-login-locked');
    expect(notices.filter((m) => m.to === user.email)).toHaveLength(1);
    expect(notices.filter((m) => m.to === number).length).toBeLessThanOrEqual(1);
    expect(notices.find((m) => m.to === user.email)?.text).toContain(
      'You can always sign in with your e-mail and password',
    );
  });

  it('caps wrong login codes from one IP across numbers', async () => {
    const call = fromNetwork('198.51.100.23');
    const statuses: number[] = [];
    for (let n = 0; n < 7; n++) {
      const { mobile } = await userWithMobile();
      const sent = await call('/api/otpMobile/send-otp-mobile', { mobile, type: 'login' });
      if (sent.statusCode !== 200) {
        statuses.push(sent.statusCode);
        continue;
      }
      const { code } = await t.lastMessage(e164(mobile), 'login');
      for (let i = 0; i < 5; i++) {
        statuses.push((await call('/api/otpMobile/verify-otp-mobile', { mobile, otp: wrongCode(code!) })).statusCode);
      }
    }
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(30).length).toBeGreaterThan(0);
    expect(statuses.slice(30).every((status) => status === 429)).toBe(true);
    const last = await call('/api/otpMobile/send-otp-mobile', {
      mobile: (await userWithMobile()).mobile,
      type: 'login',
    });
    expect(last.json().error).toBe(
      'Too many wrong login codes from your network. Log in with your email and password, or try again tomorrow.',
    );
  });
});
