import { users } from '@db/schema/index';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, uniqueEmail } from '../../../test/fixtures';
import type { FakeGoogle } from '../../../test/google-issuer';
import { startTestApp, startTestAppWithGoogle, type TestApp } from '../../../test/test-app';

let t: TestApp;
let google: FakeGoogle;
beforeAll(async () => {
  const started = await startTestAppWithGoogle();
  ({ t, google } = started);
  return started.close;
});

let subjects = 0;
const newSub = () => `google-${Date.now()}-${++subjects}`;
const FAILED = { error: 'Google login failed, please try again.', code: 'UNAUTHENTICATED' };

describe('POST /api/auth/google', () => {
  it('creates an account from the verified token and asks for a mobile', async () => {
    const email = uniqueEmail('google');
    const credential = await google.idToken({
      sub: newSub(),
      email,
      given_name: 'Ravi',
      family_name: 'Kumar',
      picture: 'https://lh3.googleusercontent.com/a/ravi',
    });
    const client = t.client();
    const res = await client.post('/api/auth/google', { credential, email: 'ignored@example.com', name: 'Mallory' });
    expect(res.status).toBe(200);
    expect(res.body.needsMobile).toBe(true);
    expect(res.body.user).toMatchObject({
      email,
      emailVerified: true,
      firstName: 'Ravi',
      lastName: 'Kumar',
      picture: 'https://lh3.googleusercontent.com/a/ravi',
      mobile: null,
    });
    expect((await client.get('/api/auth/me')).body.user.email).toBe(email);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row!.passwordHash).toBeNull();
  });

  it('signs the same Google account into the same user again', async () => {
    const sub = newSub();
    const email = uniqueEmail('google');
    const first = await t.client().post('/api/auth/google', { credential: await google.idToken({ sub, email }) });
    const second = await t.client().post('/api/auth/google', { credential: await google.idToken({ sub, email }) });
    expect(second.status).toBe(200);
    expect(second.body.user.id).toBe(first.body.user.id);
  });

  it('links an existing password account with the same e-mail and skips the dialog when it has a mobile', async () => {
    const existing = await createUser(t, { mobile: '+919812345670', mobileVerifiedAt: new Date() });
    const res = await t.client().post('/api/auth/google', {
      credential: await google.idToken({ sub: newSub(), email: existing.email }),
    });
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(existing.id);
    expect(res.body.needsMobile).toBe(false);
    const login = await t.client().post('/api/auth/login', { email: existing.email, password: existing.password });
    expect(login.status).toBe(200);
  });

  it('refuses a token signed with a key Google did not publish', async () => {
    const credential = await google.idToken({ sub: newSub(), email: uniqueEmail() }, { key: google.otherKey });
    const res = await t.client().post('/api/auth/google', { credential });
    expect(res.status).toBe(401);
    expect(res.body).toEqual(FAILED);
  });

  it('refuses a token for another audience', async () => {
    const credential = await google.idToken({
      sub: newSub(),
      email: uniqueEmail(),
      aud: 'other.apps.googleusercontent.com',
    });
    const res = await t.client().post('/api/auth/google', { credential });
    expect(res.status).toBe(401);
    expect(res.body).toEqual(FAILED);
  });

  it('refuses an expired token', async () => {
    const credential = await google.idToken(
      { sub: newSub(), email: uniqueEmail() },
      { expiresIn: Math.floor(Date.now() / 1000) - 300 },
    );
    const res = await t.client().post('/api/auth/google', { credential });
    expect(res.status).toBe(401);
    expect(res.body).toEqual(FAILED);
  });

  it('refuses another issuer, garbage and an unverified e-mail, creating nobody', async () => {
    const email = uniqueEmail();
    const wrongIssuer = await google.idToken({ sub: newSub(), email, iss: 'https://accounts.evil.example' });
    expect((await t.client().post('/api/auth/google', { credential: wrongIssuer })).status).toBe(401);
    expect((await t.client().post('/api/auth/google', { credential: 'a.b.c' })).status).toBe(401);
    const unverified = await google.idToken({ sub: newSub(), email, email_verified: false });
    const res = await t.client().post('/api/auth/google', { credential: unverified });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('Your Google account email is not verified. Please use another way to log in.');
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('requires a credential', async () => {
    const res = await t.client().post('/api/auth/google', {});
    expect(res.status).toBe(400);
    expect(res.body.fields.credential).toBe('Missing Google credential');
  });

  it('answers 404 when Google sign-in is not configured', async () => {
    const plain = await startTestApp();
    try {
      const res = await plain
        .client()
        .post('/api/auth/google', { credential: await google.idToken({ email: 'x@example.com' }) });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('Google sign-in is not available on this site.');
    } finally {
      await plain.close();
    }
  });
});
