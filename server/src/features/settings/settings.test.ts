import { recoveryCodes, users } from '@db/schema/index';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/fixtures';
import { startTestApp, type TestApp, type TestClient } from '../../../test/test-app';
import { SESSION_COOKIE } from '../identity/sessions';
import { currentTotp } from '../identity/totp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

/** Another signed-in device of the same user. */
async function secondDevice(user: TestUser, userAgent = CHROME): Promise<{ id: string; client: TestClient }> {
  const { token, id } = await t.app.sessions.create(user.id, { userAgent, ip: '10.1.2.3' });
  const client = t.client();
  client.cookies.set(SESSION_COOKIE, token);
  return { id, client };
}

const otherCode = (code: string) => String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');

async function enrol(client: TestClient): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await client.post('/api/settings/toggle-2fa', { enable: true });
  expect(started.status).toBe(200);
  const confirmed = await client.post('/api/settings/2fa/confirm', { code: await currentTotp(started.body.secret) });
  expect(confirmed.status).toBe(200);
  return { secret: started.body.secret, recoveryCodes: confirmed.body.recoveryCodes };
}

describe('GET /api/settings', () => {
  it('lists the live sessions as devices, marking the current one', async () => {
    const user = await createUser(t);
    const other = await secondDevice(user);
    const res = await user.client.get('/api/settings');
    expect(res.status).toBe(200);
    expect(res.body.twoFAEnabled).toBe(false);
    expect(res.body.devices).toHaveLength(2);
    expect(res.body.devices).toContainEqual({
      id: other.id,
      deviceName: 'Chrome on Windows',
      ip: '10.1.2.3',
      lastActive: expect.any(String),
      current: false,
      push: false,
    });
    expect(res.body.devices.filter((d: { current: boolean }) => d.current)).toHaveLength(1);
  });

  it('refuses anonymous callers', async () => {
    expect((await t.client().get('/api/settings')).status).toBe(401);
  });
});

describe('DELETE /api/settings/device/:id', () => {
  it('signs the device out at once', async () => {
    const user = await createUser(t);
    const other = await secondDevice(user);
    expect((await other.client.get('/api/profile')).status).toBe(200);
    const res = await user.client.delete(`/api/settings/device/${other.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect((await other.client.get('/api/profile')).status).toBe(401);
    expect((await user.client.get('/api/settings')).body.devices).toHaveLength(1);
    expect((await user.client.delete(`/api/settings/device/${other.id}`)).status).toBe(404);
  });

  it('removing the current device signs this browser out', async () => {
    const user = await createUser(t);
    const current = (await user.client.get('/api/settings')).body.devices.find((d: { current: boolean }) => d.current);
    const res = await user.client.delete(`/api/settings/device/${current.id}`);
    expect(res.status).toBe(200);
    expect(user.client.cookies.has(SESSION_COOKIE)).toBe(false);
    expect((await user.client.get('/api/settings')).status).toBe(401);
  });
});

describe('POST /api/settings/change-password', () => {
  it('checks the current password, sets the new one and signs out the other devices', async () => {
    const user = await createUser(t);
    const other = await secondDevice(user);
    const res = await user.client.post('/api/settings/change-password', {
      currentPassword: user.password,
      newPassword: 'a brand new secret',
      confirmPassword: 'a brand new secret',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect((await user.client.get('/api/settings')).status).toBe(200);
    expect((await other.client.get('/api/settings')).status).toBe(401);
    expect((await t.lastMessage(user.email, 'password-changed')).subject).toBe('Your HelloVisa password was changed');

    const oldLogin = await t.client().post('/api/auth/login', { email: user.email, password: user.password });
    expect(oldLogin.status).toBe(401);
    const newLogin = await t.client().post('/api/auth/login', { email: user.email, password: 'a brand new secret' });
    expect(newLogin.status).toBe(200);
  });

  it('refuses a wrong current password (422) and bad new passwords (400), changing nothing', async () => {
    const user = await createUser(t);
    const wrong = await user.client.post('/api/settings/change-password', {
      currentPassword: 'not my password',
      newPassword: 'another secret',
      confirmPassword: 'another secret',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual({ error: 'Current password is incorrect', code: 'UNPROCESSABLE' });

    const mismatch = await user.client.post('/api/settings/change-password', {
      currentPassword: user.password,
      newPassword: 'another secret',
      confirmPassword: 'another secreT',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.fields).toEqual({ confirmPassword: 'New passwords do not match' });

    const short = await user.client.post('/api/settings/change-password', {
      currentPassword: user.password,
      newPassword: 'short',
      confirmPassword: 'short',
    });
    expect(short.status).toBe(400);
    expect(short.body.fields.newPassword).toBe('Password must be at least 8 characters.');

    const missing = await user.client.post('/api/settings/change-password', {});
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.fields).sort()).toEqual(['confirmPassword', 'currentPassword', 'newPassword']);

    const login = await t.client().post('/api/auth/login', { email: user.email, password: user.password });
    expect(login.status).toBe(200);
  });

  it('slows down guessing of the current password', async () => {
    const user = await createUser(t);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await user.client.post('/api/settings/change-password', {
        currentPassword: `guess ${i}`,
        newPassword: 'another secret',
        confirmPassword: 'another secret',
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('two-factor authentication', () => {
  it('enrols with a secret, an otpauth URL and a QR code, and turns on only after a valid code', async () => {
    const user = await createUser(t);
    const started = await user.client.post('/api/settings/toggle-2fa', { enable: true });
    expect(started.status).toBe(200);
    expect(started.body).toEqual({
      enabled: false,
      secret: expect.stringMatching(/^[A-Z2-7]{16,}$/),
      otpauthUrl: expect.stringMatching(/^otpauth:\/\/totp\/HelloVisa:/),
      qrDataUrl: expect.stringMatching(/^data:image\/png;base64,/),
    });
    expect((await user.client.get('/api/settings')).body.twoFAEnabled).toBe(false);

    expect((await user.client.get('/api/auth/me')).body.user.twoFAEnabled).toBe(false);
    const code = await currentTotp(started.body.secret);
    const wrong = await user.client.post('/api/settings/2fa/confirm', { code: otherCode(code) });
    expect(wrong.status).toBe(422);
    expect((await user.client.get('/api/settings')).body.twoFAEnabled).toBe(false);

    const confirmed = await user.client.post('/api/settings/2fa/confirm', { code });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.enabled).toBe(true);
    expect(confirmed.body.recoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.body.recoveryCodes).size).toBe(10);
    for (const recovery of confirmed.body.recoveryCodes) expect(recovery).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    expect((await user.client.get('/api/settings')).body.twoFAEnabled).toBe(true);
    expect((await user.client.get('/api/auth/me')).body.user.twoFAEnabled).toBe(true);

    const stored = await t.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(confirmed.body.recoveryCodes).not.toContain(row.codeHash);

    const again = await user.client.post('/api/settings/toggle-2fa', { enable: true });
    expect(again.status).toBe(409);
  });

  it('makes the next password login ask for the code', async () => {
    const user = await createUser(t);
    await enrol(user.client);
    const login = await t.client().post('/api/auth/login', { email: user.email, password: user.password });
    expect(login.status).toBe(200);
    expect(login.body).toEqual({ twoFactorRequired: true });
  });

  it('disables only with a valid authenticator code', async () => {
    const user = await createUser(t);
    const { secret } = await enrol(user.client);
    const missing = await user.client.post('/api/settings/toggle-2fa', { enable: false });
    expect(missing.status).toBe(400);
    // The enrolment spent the current code: the authenticator's next one (30 s later) switches it off.
    const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    const wrong = await user.client.post('/api/settings/toggle-2fa', { enable: false, code: otherCode(code) });
    expect(wrong.status).toBe(422);
    expect((await user.client.get('/api/settings')).body.twoFAEnabled).toBe(true);

    const off = await user.client.post('/api/settings/toggle-2fa', { enable: false, code });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ enabled: false });
    expect((await user.client.get('/api/settings')).body.twoFAEnabled).toBe(false);
    expect(await t.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toEqual([]);
    const login = await t.client().post('/api/auth/login', { email: user.email, password: user.password });
    expect(login.body.user.email).toBe(user.email);
  });

  it('disables with a recovery code, written in any case and without the dash', async () => {
    const user = await createUser(t);
    const { recoveryCodes: codes } = await enrol(user.client);
    const relaxed = codes[3]!.replace('-', '').toLowerCase();
    const off = await user.client.post('/api/settings/toggle-2fa', { enable: false, code: relaxed });
    expect(off.status).toBe(200);
    expect((await user.client.get('/api/settings')).body.twoFAEnabled).toBe(false);
  });

  it('refuses a confirmation without an enrolment in progress', async () => {
    const user = await createUser(t);
    const res = await user.client.post('/api/settings/2fa/confirm', { code: '123456' });
    expect(res.status).toBe(422);
    expect(res.body.error).toBe('Start the two-factor set-up first.');
    expect((await user.client.post('/api/settings/2fa/confirm', { code: '12' })).status).toBe(400);
  });

  it('a new enrolment replaces an unfinished one', async () => {
    const user = await createUser(t);
    const first = (await user.client.post('/api/settings/toggle-2fa', { enable: true })).body.secret;
    const second = (await user.client.post('/api/settings/toggle-2fa', { enable: true })).body.secret;
    expect(second).not.toBe(first);
    const stale = await user.client.post('/api/settings/2fa/confirm', { code: await currentTotp(first) });
    expect(stale.status).toBe(422);
    const fresh = await user.client.post('/api/settings/2fa/confirm', { code: await currentTotp(second) });
    expect(fresh.status).toBe(200);
  });
});

describe('POST /api/settings/welcomed', () => {
  it('remembers the welcome pop-up for the account, so another browser does not greet it again', async () => {
    const user = await createUser(t);
    const other = await secondDevice(user);
    expect((await user.client.get('/api/auth/me')).body.user.welcomed).toBe(false);
    expect((await other.client.get('/api/auth/session')).body.user.welcomed).toBe(false);

    const shown = await user.client.post('/api/settings/welcomed');
    expect(shown.status).toBe(200);
    expect(shown.body.user).toMatchObject({ id: user.id, welcomed: true });
    expect((await other.client.get('/api/auth/me')).body.user.welcomed).toBe(true);
    expect((await other.client.get('/api/auth/session')).body.user.welcomed).toBe(true);
  });

  it('keeps the first showing and touches only the caller', async () => {
    const user = await createUser(t);
    const stranger = await createUser(t);
    await user.client.post('/api/settings/welcomed');
    const [first] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect((await user.client.post('/api/settings/welcomed')).status).toBe(200);
    const [again] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(again!.welcomedAt).toEqual(first!.welcomedAt);
    expect((await stranger.client.get('/api/auth/me')).body.user.welcomed).toBe(false);
  });

  it('needs a session', async () => {
    const res = await t.client().post('/api/settings/welcomed');
    expect(res.status).toBe(401);
  });
});
