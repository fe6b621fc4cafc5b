import { users } from '@db/schema/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, uniqueEmail } from '../fixtures';
import { startTestApp, type TestApp } from '../test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const statuses = (responses: Array<{ status: number }>) => responses.map((res) => res.status).sort();

describe('invariants under concurrent requests', () => {
  it('creates one account when the same e-mail signs up ten times at once', async () => {
    const email = uniqueEmail('race');
    const client = t.client();
    expect((await client.post('/api/send-otp', { email })).status).toBe(200);
    const { code } = await t.lastMessage(email, 'signup');
    expect((await client.post('/api/verify-otp', { email, otp: code })).status).toBe(200);
    const form = {
      email,
      password: 'race password 1',
      confirmPassword: 'race password 1',
      firstName: 'Ria',
      lastName: 'Sen',
      agree: true,
    };
    const results = await Promise.all(Array.from({ length: 10 }, () => client.post('/api/auth/register', form)));
    expect(results.filter((res) => res.status === 201)).toHaveLength(1);
    expect(results.every((res) => res.status === 201 || res.status >= 400)).toBe(true);
    expect(results.some((res) => res.status >= 500)).toBe(false);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('accepts a password-reset link once when it is used five times at once', async () => {
    const user = await createUser(t);
    expect((await t.client().post('/api/reset-password', { email: user.email })).status).toBe(200);
    const token = new URL((await t.lastMessage(user.email, 'reset')).link!).searchParams.get('token');
    const attempts = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        t
          .client()
          .post('/api/reset-password/confirm', { email: user.email, token, newPassword: `new password ${i}xx` }),
      ),
    );
    expect(statuses(attempts).filter((status) => status === 200)).toHaveLength(1);
    expect(attempts.some((res) => res.status >= 500)).toBe(false);
  });

  it('removes a device once when it is removed five times at once, and the session ends', async () => {
    const user = await createUser(t);
    const phone = t.client();
    expect((await phone.post('/api/auth/login', { email: user.email, password: user.password })).status).toBe(200);
    const { devices } = (await user.client.get('/api/settings')).body;
    const other = devices.find((device: { current?: boolean }) => !device.current);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => user.client.delete(`/api/settings/device/${other.id}`)),
    );
    expect(statuses(results)).toEqual([200, 404, 404, 404, 404]);
    expect((await phone.get('/api/auth/me')).status).toBe(401);
  });

  it('counts a wrong-code flood against the code: the right code is refused after five misses', async () => {
    const email = uniqueEmail('flood');
    const client = t.client();
    expect((await client.post('/api/send-otp', { email })).status).toBe(200);
    const { code } = await t.lastMessage(email, 'signup');
    const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, '0');
    const misses = await Promise.all(
      Array.from({ length: 8 }, () => client.post('/api/verify-otp', { email, otp: wrong })),
    );
    expect(misses.every((res) => res.status === 400 || res.status === 429)).toBe(true);
    expect((await client.post('/api/verify-otp', { email, otp: code })).status).toBeGreaterThanOrEqual(400);
  });
});
