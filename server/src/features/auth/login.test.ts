import { sessions, users } from '@db/schema/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, uniqueEmail } from '../../../test/fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const BAD_CREDENTIALS = { error: 'Invalid email or password.', code: 'UNAUTHENTICATED' };
const CHROME_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

/** Logins of this e-mail, each from the network address given. */
const loginFrom = (email: string) => (password: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers: { origin: t.url },
    payload: { email, password },
  });

describe('POST /api/auth/login', () => {
  it('signs in with the right password: httpOnly SameSite=Lax cookie, user, linked device', async () => {
    const user = await createUser(t, { email: uniqueEmail('login') });
    const client = t.client();
    const res = await client.request('POST', '/api/auth/login', {
      json: { email: user.email.toUpperCase(), password: user.password },
      headers: { 'user-agent': CHROME_UA },
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: user.id, email: user.email, firstName: 'Asha' });
    expect(res.body.twoFactorRequired).toBeUndefined();
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('hv_session='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/i);
    const token = client.cookies.get('hv_session')!;
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const created = rows.find((row) => row.deviceName === 'Chrome on Windows');
    expect(created).toBeDefined();
    expect(created!.ip).toBe('127.0.0.1');
    expect(rows.every((row) => row.tokenHash !== token)).toBe(true);
  });

  it('answers a wrong password and an unknown e-mail with the same 401 message', async () => {
    const user = await createUser(t);
    const wrongPassword = await t.client().post('/api/auth/login', { email: user.email, password: 'wrong password' });
    const unknownEmail = await t.client().post('/api/auth/login', { email: uniqueEmail(), password: user.password });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual(BAD_CREDENTIALS);
    expect(unknownEmail.body).toEqual(BAD_CREDENTIALS);
    expect(wrongPassword.headers.getSetCookie().some((c) => c.startsWith('hv_session=') && !/Max-Age=0/i.test(c))).toBe(
      false,
    );
  });

  it('takes about as long for an unknown e-mail as for a wrong password', async () => {
    const user = await createUser(t);
    const googleOnly = await createUser(t, { passwordHash: null });
    const time = async (email: string) => {
      const started = performance.now();
      const res = await t.client().post('/api/auth/login', { email, password: 'not the password' });
      expect(res.status).toBe(401);
      return performance.now() - started;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const known: number[] = [];
    const unknown: number[] = [];
    const passwordless: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await time(user.email));
      unknown.push(await time(uniqueEmail()));
      passwordless.push(await time(googleOnly.email));
    }
    // Each answer includes one argon2 verification; without it the unknown e-mail would be ~10x faster.
    expect(median(unknown) / median(known)).toBeGreaterThan(0.5);
    expect(median(passwordless) / median(known)).toBeGreaterThan(0.5);
  });

  it('refuses a Google-only account without a password with the same message', async () => {
    const user = await createUser(t, { passwordHash: null });
    const res = await t.client().post('/api/auth/login', { email: user.email, password: 'anything at all' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual(BAD_CREDENTIALS);
  });

  it('validates the body', async () => {
    const res = await t.client().post('/api/auth/login', { email: '', password: '' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({ email: 'Enter your email', password: 'Password is required' });
  });

  it('locks an account after 10 failed logins in 15 minutes with 429 and Retry-After', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 10; i++) {
      const res = await t.client().post('/api/auth/login', { email: user.email, password: `wrong-${i}` });
      expect(res.status).toBe(401);
    }
    const locked = await t.client().post('/api/auth/login', { email: user.email, password: user.password });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('RATE_LIMITED');
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it("does not lock the owner out on their own network because of a stranger's wrong passwords", async () => {
    const user = await createUser(t);
    const login = loginFrom(user.email);
    for (let i = 0; i < 10; i++) expect((await login(`wrong-${i}`, '203.0.113.50')).statusCode).toBe(401);
    expect((await login(user.password, '203.0.113.50')).statusCode).toBe(429);
    expect((await login(user.password, '198.51.100.7')).statusCode).toBe(200);
  });

  it('slows an account guessed at from many addresses to one try every few seconds, except from the owner', async () => {
    const user = await createUser(t);
    const login = loginFrom(user.email);
    // The owner's phone is signed in from their home network.
    expect((await login(user.password, '192.0.2.10')).statusCode).toBe(200);
    for (let n = 0; n < 5; n++) {
      for (let i = 0; i < 10; i++)
        expect((await login(`wrong-${n}-${i}`, `203.0.113.${100 + n}`)).statusCode).toBe(401);
    }
    // A fresh address gets one try, then must wait.
    expect((await login('wrong-again', '203.0.113.200')).statusCode).toBe(401);
    const slowed = await login(user.password, '203.0.113.201');
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeLessThanOrEqual(5);
    // The owner, from the address of their session, is not held up.
    expect((await login(user.password, '192.0.2.10')).statusCode).toBe(200);
  });

  it('replaces the session a browser already had instead of leaving it behind', async () => {
    const user = await createUser(t);
    const before = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const res = await user.client.post('/api/auth/login', { email: user.email, password: user.password });
    expect(res.status).toBe(200);
    const after = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(after).toHaveLength(before.length);
    expect((await user.client.get('/api/auth/me')).status).toBe(200);
  });
});

describe('GET /api/auth/me and /api/auth/session', () => {
  it('return the user for the session cookie', async () => {
    const user = await createUser(t);
    for (const path of ['/api/auth/me', '/api/auth/session']) {
      const res = await user.client.get(path);
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({ id: user.id, email: user.email, mobileVerified: false });
      expect(res.body.user.passwordHash).toBeUndefined();
      expect(res.body.user.totpSecret).toBeUndefined();
    }
  });

  it('accept Authorization: Bearer', async () => {
    const user = await createUser(t);
    const res = await t.client().get('/api/auth/me', { authorization: `Bearer ${user.token}` });
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(user.id);
  });

  it('answer 401 without a session, with a bad token, and clear a dead cookie', async () => {
    expect((await t.client().get('/api/auth/me')).status).toBe(401);
    expect((await t.client().get('/api/auth/me', { authorization: 'Bearer nonsense' })).status).toBe(401);
    const client = t.client();
    client.cookies.set('hv_session', 'forged-token');
    const res = await client.get('/api/auth/me');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
    expect(client.cookies.has('hv_session')).toBe(false);
  });

  it('describe a visitor as no user rather than an error, and clear a dead cookie', async () => {
    const visitor = await t.client().get('/api/auth/session');
    expect(visitor.status).toBe(200);
    expect(visitor.body).toEqual({ user: null });
    const client = t.client();
    client.cookies.set('hv_session', 'forged-token');
    const forged = await client.get('/api/auth/session');
    expect(forged.status).toBe(200);
    expect(forged.body).toEqual({ user: null });
    expect(client.cookies.has('hv_session')).toBe(false);
  });

  it('see a changed name at once', async () => {
    const user = await createUser(t);
    expect((await user.client.get('/api/auth/me')).body.user.firstName).toBe('Asha');
    await t.database.db.update(users).set({ firstName: 'Meera' }).where(eq(users.id, user.id));
    await t.app.sessions.userChanged(user.id);
    expect((await user.client.get('/api/auth/me')).body.user.firstName).toBe('Meera');
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session: the token is useless at once, cookie cleared', async () => {
    const user = await createUser(t);
    const res = await user.client.post('/api/auth/logout');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(user.client.cookies.has('hv_session')).toBe(false);
    const reused = await t.client().get('/api/auth/me', { authorization: `Bearer ${user.token}` });
    expect(reused.status).toBe(401);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(0);
  });

  it('is harmless without a session', async () => {
    const res = await t.client().post('/api/auth/logout');
    expect(res.status).toBe(200);
  });

  it('refuses a cross-origin POST that carries the session cookie with 403', async () => {
    const user = await createUser(t);
    user.client.headers.origin = 'https://evil.example';
    const res = await user.client.post('/api/auth/logout');
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('CSRF_REJECTED');
    delete user.client.headers.origin;
    expect((await user.client.get('/api/auth/me')).status).toBe(200);
  });

  it('refuses a cross-origin add-mobile with the session cookie with 403', async () => {
    const user = await createUser(t);
    user.client.headers.origin = 'https://evil.example';
    const res = await user.client.post('/api/auth/add-mobile', { mobile: '9876543210' });
    expect(res.status).toBe(403);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.mobile).toBeNull();
  });
});
