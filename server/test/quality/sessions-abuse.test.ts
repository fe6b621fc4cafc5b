import { users } from '@db/schema/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentTotp, newTotpSecret } from '../../src/features/identity/totp';
import { changePassword, createUser, type TestUser } from '../fixtures';
import { startTestApp, type TestApp, type TestClient } from '../test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A second signed-in client of the same user, by logging in for real. */
async function loginAgain(user: TestUser, password = user.password): Promise<TestClient> {
  const client = t.client();
  const res = await client.post('/api/auth/login', { email: user.email, password });
  expect(res.status).toBe(200);
  return client;
}

const me = async (client: TestClient) => (await client.get('/api/auth/me')).status;

describe('sessions end at once', () => {
  it('logout makes the token useless', async () => {
    const user = await createUser(t);
    const bearer = t.client();
    bearer.headers.authorization = `Bearer ${user.token}`;
    expect(await me(bearer)).toBe(200);
    expect((await user.client.post('/api/auth/logout')).status).toBe(200);
    expect(await me(bearer)).toBe(401);
  });

  it('a password change ends every other session', async () => {
    const user = await createUser(t);
    const other = await loginAgain(user);
    const res = await changePassword(user, 'a brand new passphrase');
    expect(res.status).toBe(200);
    expect(await me(other)).toBe(401);
    expect(await me(user.client)).toBe(200);
  });

  it('a password reset ends every session', async () => {
    const user = await createUser(t);
    expect((await t.client().post('/api/reset-password', { email: user.email })).status).toBe(200);
    const link = new URL((await t.lastMessage(user.email, 'reset')).link!);
    const res = await t.client().post('/api/reset-password/confirm', {
      email: user.email,
      token: link.searchParams.get('token'),
      newPassword: 'reset passphrase 123',
    });
    expect(res.status).toBe(200);
    expect(await me(user.client)).toBe(401);
  });

  it('removing a device revokes that session', async () => {
    const user = await createUser(t);
    const phone = await loginAgain(user);
    const { devices } = (await user.client.get('/api/settings')).body;
    const other = devices.find((device: { current?: boolean }) => !device.current);
    expect(other).toBeDefined();
    expect((await user.client.delete(`/api/settings/device/${other.id}`)).status).toBe(200);
    expect(await me(phone)).toBe(401);
    expect(await me(user.client)).toBe(200);
  });

  it('sets the session cookie httpOnly and SameSite=Lax, Secure behind https', async () => {
    const user = await createUser(t);
    const res = await t.client().post('/api/auth/login', { email: user.email, password: user.password });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('hv_session='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);

    const https = await startTestApp({ PUBLIC_URL: 'https://hellovisa.example' });
    try {
      const secureUser = await createUser(https);
      const client = https.client();
      client.headers.origin = 'https://hellovisa.example';
      const login = await client.post('/api/auth/login', { email: secureUser.email, password: secureUser.password });
      expect(login.headers.getSetCookie().find((c) => c.startsWith('__Host-hv_session='))).toMatch(/;\s*Secure/i);
    } finally {
      await https.close();
    }
  });
});

describe('brute force is slowed down', () => {
  it('locks password guessing on one account with 429 and Retry-After', async () => {
    const user = await createUser(t);
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 12; i++) {
      const res = await t.client().post('/api/auth/login', { email: user.email, password: `wrong-${i}` });
      statuses.push(res.status);
      if (res.status === 429) retryAfter = res.headers.get('retry-after');
    }
    expect(statuses.slice(0, 10).every((status) => status === 401 || status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    // The right password is refused too while the lock holds: guessing gains nothing.
    expect((await t.client().post('/api/auth/login', { email: user.email, password: user.password })).status).toBe(429);
  });

  it('refuses a sixth wrong code even when the sixth guess is right', async () => {
    const email = `guess.${Date.now()}@example.com`;
    const client = t.client();
    expect((await client.post('/api/send-otp', { email })).status).toBe(200);
    const { code } = await t.lastMessage(email, 'signup');
    for (let i = 0; i < 5; i++) {
      const wrong = String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
      expect((await client.post('/api/verify-otp', { email, otp: wrong })).status).toBe(400);
    }
    const sixth = await client.post('/api/verify-otp', { email, otp: code });
    expect(sixth.status).toBeGreaterThanOrEqual(400);
  });

  it('slows down wrong partner keys with 429 and Retry-After', async () => {
    const client = t.client();
    client.headers.authorization = 'Bearer not-the-key';
    let last = await client.post('/api/partner/wallet/transactions', {});
    for (let i = 0; i < 25 && last.status !== 429; i++)
      last = await client.post('/api/partner/wallet/transactions', {});
    expect(last.status).toBe(429);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('authenticator codes', () => {
  it('accepts a code once: the same code cannot sign in a second time', async () => {
    const secret = newTotpSecret();
    const user = await createUser(t, { totpSecret: secret, totpEnabledAt: new Date() });
    const code = await currentTotp(secret);
    const signIn = async () => {
      const client = t.client();
      const first = await client.post('/api/auth/login', { email: user.email, password: user.password });
      expect(first.body).toEqual({ twoFactorRequired: true });
      return client.post('/api/auth/2fa/verify', { code });
    };
    expect((await signIn()).status).toBe(200);
    const replay = await signIn();
    expect(replay.status).toBe(400);
    expect(
      replay.headers.getSetCookie().some((cookie) => cookie.startsWith('hv_session=') && !/Max-Age=0/i.test(cookie)),
    ).toBe(false);
  });
});

describe('hostile text is stored and returned inert', () => {
  const payloads = [
    "Robert'); DROP TABLE users;--",
    '<script>alert("x")</script>',
    '" OR "1"="1',
    '<img src=x onerror=alert(1)>',
  ];

  it('keeps SQL and script payloads as plain text in the profile and contact message', async () => {
    const user = await createUser(t);
    for (const payload of payloads) {
      const saved = await user.client.put('/api/profile', { firstName: payload, lastName: 'Shah', city: payload });
      expect(saved.status).toBe(200);
      const profile = (await user.client.get('/api/profile')).body;
      expect(JSON.stringify(profile)).toContain(JSON.stringify(payload).slice(1, -1));
      const contact = await t.client().post('/api/contact', {
        firstName: payload,
        lastName: 'Shah',
        email: 'asha@example.com',
        subject: 'feedback',
        message: payload,
      });
      expect(contact.status).toBe(201);
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.firstName).toBe(payloads.at(-1));
    expect((await user.client.get('/api/auth/me')).headers.get('content-type')).toMatch(/^application\/json/);
  });
});

describe('uploads are checked by content and stored safely', () => {
  const upload = (client: TestClient, bytes: Uint8Array, filename: string, contentType = 'application/pdf') => {
    const form = new FormData();
    form.append('type', 'passport');
    form.append('file', new Blob([bytes], { type: contentType }), filename);
    return client.request('POST', '/api/documents/upload', { body: form });
  };
  const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]);

  it('refuses wrong magic bytes, a zero-byte file and an 11 MB file', async () => {
    const user = await createUser(t);
    expect((await upload(user.client, exe, 'passport.pdf')).status).toBe(415);
    expect((await upload(user.client, new Uint8Array(0), 'empty.pdf')).status).toBeGreaterThanOrEqual(400);
    const big = new Uint8Array(11 * 1024 * 1024);
    big.set(pdf);
    expect((await upload(user.client, big, 'big.pdf')).status).toBe(413);
    expect((await user.client.get('/api/documents')).body.items).toEqual([]);
  });

  it('refuses a polyglot whose content is not what its name says, and a double extension', async () => {
    const user = await createUser(t);
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>%PDF-1.4');
    expect((await upload(user.client, html, 'cv.pdf')).status).toBe(415);
    expect((await upload(user.client, exe, 'passport.pdf.exe')).status).toBe(415);
    expect((await user.client.get('/api/documents')).body.items).toEqual([]);
  });

  it('stores a path-traversal file name under a random name and serves it only as an attachment', async () => {
    const user = await createUser(t);
    const res = await upload(user.client, pdf, '../../../etc/passwd.pdf');
    expect(res.status).toBe(201);
    const [document] = (await user.client.get('/api/documents')).body.items;
    expect(document.filename).not.toContain('/');
    const file = await user.client.get(`/api/documents/${document.id}/file`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
