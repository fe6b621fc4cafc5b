import { recoveryCodes, sessions, verifications } from '@db/schema/index';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import type { FakeGoogle } from '../../../test/google-issuer';
import { startTestAppWithGoogle, type TestApp, type TestClient } from '../../../test/test-app';
import { newId } from '../../lib/ids';
import { hashPassword } from '../identity/passwords';
import { hashRecoveryCode } from '../identity/recovery-codes';
import { currentTotp, newTotpSecret } from '../identity/totp';
import { PENDING_LOGIN_TYPE } from './login-outcome';

let t: TestApp;
let google: FakeGoogle;
beforeAll(async () => {
  const started = await startTestAppWithGoogle();
  ({ t, google } = started);
  return started.close;
});

/** A user enrolled in two-factor directly in the database, with two recovery codes. */
async function enrolledUser(fields: Parameters<typeof createUser>[1] = {}) {
  const secret = newTotpSecret();
  const user = await createUser(t, { totpSecret: secret, totpEnabledAt: new Date(), ...fields });
  await t.database.db.insert(recoveryCodes).values([
    { id: newId(), userId: user.id, codeHash: hashRecoveryCode('abcd-2345') },
    { id: newId(), userId: user.id, codeHash: await hashPassword('wxyz6789') },
  ]);
  return { ...user, secret };
}

async function startPasswordLogin(user: { email: string; password: string }): Promise<TestClient> {
  const client = t.client();
  const res = await client.post('/api/auth/login', { email: user.email, password: user.password });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ twoFactorRequired: true });
  return client;
}

const wrongTotp = (code: string) => String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');

describe('two-factor login', () => {
  it('a correct password asks for the code and opens no session until it is given', async () => {
    const user = await enrolledUser();
    const before = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const client = t.client();
    const res = await client.post('/api/auth/login', { email: user.email, password: user.password });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ twoFactorRequired: true });
    expect(client.cookies.has('hv_session')).toBe(false);
    const pending = res.headers.getSetCookie().find((c) => c.startsWith('hv_2fa='))!;
    expect(pending).toMatch(/HttpOnly/i);
    expect(pending).toMatch(/Path=\/api\/auth/);
    expect((await client.get('/api/auth/me')).status).toBe(401);
    const after = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(after).toHaveLength(before.length);

    const verified = await client.post('/api/auth/2fa/verify', { code: await currentTotp(user.secret) });
    expect(verified.status).toBe(200);
    expect(verified.body.user).toMatchObject({ id: user.id, twoFAEnabled: true });
    expect(client.cookies.has('hv_2fa')).toBe(false);
    expect((await client.get('/api/auth/me')).body.user.id).toBe(user.id);
  });

  it('refuses a wrong code and the pending login of another browser', async () => {
    const user = await enrolledUser();
    const client = await startPasswordLogin(user);
    const code = await currentTotp(user.secret);
    const wrong = await client.post('/api/auth/2fa/verify', { code: wrongTotp(code) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe(
      'Invalid code. Enter the 6-digit code from your authenticator app or a recovery code.',
    );
    const stranger = await t.client().post('/api/auth/2fa/verify', { code });
    expect(stranger.status).toBe(401);
    expect(stranger.body.error).toBe('Your login has expired. Please log in again.');
    const pendingToken = client.cookies.get('hv_2fa')!;
    expect((await client.post('/api/auth/2fa/verify', { code })).status).toBe(200);
    // The pending login is spent: replaying its cookie does not sign in again.
    const replay = t.client();
    replay.cookies.set('hv_2fa', pendingToken);
    expect((await replay.post('/api/auth/2fa/verify', { code })).status).toBe(401);
  });

  it('ends the pending login after 5 wrong codes', async () => {
    const user = await enrolledUser();
    const client = await startPasswordLogin(user);
    const code = await currentTotp(user.secret);
    for (let i = 0; i < 5; i++) {
      expect((await client.post('/api/auth/2fa/verify', { code: wrongTotp(code) })).status).toBe(400);
    }
    const sixth = await client.post('/api/auth/2fa/verify', { code });
    expect(sixth.status).toBe(429);
    expect(sixth.body.error).toBe('Too many wrong codes. Please log in again.');
    expect(client.cookies.has('hv_session')).toBe(false);
  });

  it('refuses an expired pending login', async () => {
    const user = await enrolledUser();
    const client = await startPasswordLogin(user);
    await t.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.type, PENDING_LOGIN_TYPE));
    const res = await client.post('/api/auth/2fa/verify', { code: await currentTotp(user.secret) });
    expect(res.status).toBe(401);
  });

  it('accepts each recovery code once (sha256 or argon2 stored)', async () => {
    const user = await enrolledUser();
    const first = await startPasswordLogin(user);
    const used = await first.post('/api/auth/2fa/verify', { code: 'ABCD 2345' });
    expect(used.status).toBe(200);
    const second = await startPasswordLogin(user);
    expect((await second.post('/api/auth/2fa/verify', { code: 'abcd-2345' })).status).toBe(400);
    expect((await second.post('/api/auth/2fa/verify', { code: 'WXYZ-6789' })).status).toBe(200);
    const rows = await t.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(rows.every((row) => row.usedAt !== null)).toBe(true);
  });

  it('mobile login asks for the code too', async () => {
    const user = await enrolledUser({ mobile: '+919811122233', mobileVerifiedAt: new Date() });
    const client = t.client();
    await client.post('/api/otpMobile/send-otp-mobile', { mobile: '9811122233', type: 'login' });
    const { code } = await t.lastMessage('+919811122233', 'login');
    await client.post('/api/otpMobile/verify-otp-mobile', { mobile: '9811122233', otp: code });
    const res = await client.post('/api/auth/mobile-login', { mobile: '9811122233' });
    expect(res.body).toEqual({ twoFactorRequired: true });
    expect(client.cookies.has('hv_session')).toBe(false);
    expect((await client.post('/api/auth/2fa/verify', { code: await currentTotp(user.secret) })).status).toBe(200);
  });

  it('Google login asks for the code too, then tells whether the mobile dialog is needed', async () => {
    const user = await enrolledUser();
    const client = t.client();
    const res = await client.post('/api/auth/google', {
      credential: await google.idToken({ sub: 'g-2fa', email: user.email }),
    });
    expect(res.body).toEqual({ twoFactorRequired: true });
    const verified = await client.post('/api/auth/2fa/verify', { code: await currentTotp(user.secret) });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ user: { id: user.id }, needsMobile: true });
  });

  it('validates the code field', async () => {
    const res = await t.client().post('/api/auth/2fa/verify', { code: '' });
    expect(res.status).toBe(400);
    expect(res.body.fields.code).toBe('Enter the code');
  });
});
