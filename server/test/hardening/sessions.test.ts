import { sessions } from '@db/schema/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/config';
import { createUser } from '../fixtures';
import { startTestApp, type TestApp } from '../test-app';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe('idle timeout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  /** A new session whose last request was `idleMs` ago. */
  async function sessionIdleFor(idleMs: number, options: { idleTimeoutMs?: number } = {}) {
    const user = await createUser(t);
    const { token, id } = await t.app.sessions.create(user.id, { userAgent: 'idle-test' }, options);
    await t.database.db
      .update(sessions)
      .set({ lastActiveAt: new Date(Date.now() - idleMs) })
      .where(eq(sessions.id, id));
    const client = t.client();
    client.cookies.set('hv_session', token);
    return { user, client, id };
  }

  it('ends a session after 7 days without a request, by default, and drops it from linked devices', async () => {
    const fresh = await sessionIdleFor(6 * DAY);
    expect((await fresh.client.get('/api/profile')).status).toBe(200);

    const stale = await sessionIdleFor(7 * DAY + HOUR);
    const res = await stale.client.get('/api/profile');
    expect(res.status).toBe(401);
    expect(res.headers.get('set-cookie')).toMatch(/hv_session=;/);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.id, stale.id))).toEqual([]);
  });

  it('lets each session carry its own idle timeout (e.g. 12 hours for operators)', async () => {
    const operator = await sessionIdleFor(13 * HOUR, { idleTimeoutMs: 12 * HOUR });
    expect((await operator.client.get('/api/profile')).status).toBe(401);
    const traveller = await sessionIdleFor(13 * HOUR);
    expect((await traveller.client.get('/api/profile')).status).toBe(200);
    const settings = await traveller.client.get('/api/settings');
    expect(settings.status).toBe(200);
  });

  it('lets the cached copies of quiet sessions go after a minute, so that memory falls after a busy hour', async () => {
    const { client } = await sessionIdleFor(0);
    expect((await client.get('/api/profile')).status).toBe(200);
    expect(t.app.sessions.cachedCount).toBeGreaterThan(0);
    t.app.sessions.sweepExpired();
    expect(t.app.sessions.cachedCount).toBeGreaterThan(0);
    vi.setSystemTime(Date.now() + 61_000);
    try {
      t.app.sessions.sweepExpired();
      expect(t.app.sessions.cachedCount).toBe(0);
      // The session itself lives on: the next request reads it from the database again.
      expect((await client.get('/api/profile')).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads the default from SESSION_IDLE_DAYS', () => {
    expect(loadConfig({}).sessionIdleMs).toBe(7 * DAY);
    expect(loadConfig({ SESSION_IDLE_DAYS: '0.5' }).sessionIdleMs).toBe(12 * HOUR);
    expect(() => loadConfig({ SESSION_IDLE_DAYS: '0' })).toThrow(/SESSION_IDLE_DAYS/);
  });
});

describe('session cookie over https', () => {
  let t: TestApp;
  const origin = 'https://hellovisa.example';
  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL: origin });
  });
  afterAll(() => t.close());

  it('is __Host-hv_session with Secure, Path=/ and no Domain, and only that name signs in', async () => {
    const user = await createUser(t);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin },
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(200);
    const cookie = login.cookies.find((c) => c.name === '__Host-hv_session');
    expect(cookie).toMatchObject({ secure: true, path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(cookie?.domain).toBeUndefined();
    expect(login.cookies.map((c) => c.name)).not.toContain('hv_session');

    const withHost = await t.app.inject({
      url: '/api/profile',
      headers: { cookie: `__Host-hv_session=${cookie!.value}` },
    });
    expect(withHost.statusCode).toBe(200);
    const plain = await t.app.inject({ url: '/api/profile', headers: { cookie: `hv_session=${cookie!.value}` } });
    expect(plain.statusCode).toBe(401);

    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin, cookie: `__Host-hv_session=${cookie!.value}` },
    });
    const cleared = logout.cookies.find((c) => c.name === '__Host-hv_session');
    expect(cleared).toMatchObject({ value: '', secure: true, path: '/' });
  });

  it('names the cookie in the OpenAPI document', async () => {
    const doc = await t.app.inject({ url: '/api/openapi.json' });
    expect(doc.json().components.securitySchemes.session).toMatchObject({ in: 'cookie', name: '__Host-hv_session' });
  });
});

describe('session cookie over http (development, tests)', () => {
  it('stays hv_session without Secure', async () => {
    const t = await startTestApp();
    try {
      const user = await createUser(t);
      const login = await t.client().post('/api/auth/login', { email: user.email, password: user.password });
      const header = login.headers.get('set-cookie') ?? '';
      expect(header).toMatch(/(^|, )hv_session=/);
      expect(header).not.toMatch(/Secure/i);
    } finally {
      await t.close();
    }
  });
});
