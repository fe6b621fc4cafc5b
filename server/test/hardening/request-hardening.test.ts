import { PassThrough } from 'node:stream';
import { sessions } from '@db/schema/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createUser } from '../fixtures';
import { startTestApp, type TestApp } from '../test-app';

/** Logs in through a real socket with this X-Forwarded-For and returns the IP the session recorded. */
async function sessionIpAfterLogin(t: TestApp, forwardedFor: string): Promise<string | null> {
  const user = await createUser(t);
  const client = t.client();
  const res = await client.request('POST', '/api/auth/login', {
    json: { email: user.email, password: user.password },
    headers: { 'x-forwarded-for': forwardedFor },
  });
  expect(res.status).toBe(200);
  const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
  // createUser opened a session of its own (user agent 'vitest'); this is the login's.
  return rows.find((row) => row.userAgent !== 'vitest')?.ip ?? null;
}

describe('TRUST_PROXY', () => {
  it('reads a hop count, true as one hop, and proxy addresses or CIDRs; refuses anything else', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'loopback',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });

  describe('with one trusted hop', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ TRUST_PROXY: '1' });
    });
    afterAll(() => t.close());

    it('takes the address the proxy saw, not one the caller wrote into X-Forwarded-For', async () => {
      // The caller forged 6.6.6.6; our proxy appended the address it really saw.
      expect(await sessionIpAfterLogin(t, '6.6.6.6, 203.0.113.9')).toBe('203.0.113.9');
    });
  });

  describe('with a list of proxy addresses', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ TRUST_PROXY: '127.0.0.1,::1,10.0.0.0/8' });
    });
    afterAll(() => t.close());

    it('skips the trusted proxies and stops at the first address that is not one', async () => {
      expect(await sessionIpAfterLogin(t, '6.6.6.6, 203.0.113.9, 10.1.2.3')).toBe('203.0.113.9');
    });
  });
});

describe('request log', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
    t = await startTestApp({ LOG_LEVEL: 'info' }, { logStream: stream });
  });
  afterAll(() => t.close());

  it('keeps query parameter names but never their values (reset tokens, e-mail addresses)', async () => {
    const token = 'SECRETTOKEN1234567890abcdef';
    await t.client().get(`/reset-password-confirm?token=${token}&email=asha%40example.com`);
    await t.client().get(`/api/health?token=${token}`);
    const requestLines = lines.filter((line) => line.includes('incoming request'));
    expect(requestLines.some((line) => line.includes('/reset-password-confirm?token=~&email=~'))).toBe(true);
    expect(requestLines.some((line) => line.includes('/api/health?token=~'))).toBe(true);
    expect(lines.join('\n')).not.toContain(token);
    expect(lines.join('\n')).not.toContain('asha%40example.com');
  });
});

describe('CSRF origin check', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const write = (origin: string, host: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { origin, host, cookie: 'hv_session=anything', 'content-type': 'application/json' },
      payload: JSON.stringify({ email: `csrf.${Date.now()}@example.com` }),
    });

  it('refuses an origin that only matches the Host header the caller sent', async () => {
    const res = await write('http://evil.example', 'evil.example');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'CSRF_REJECTED' });
  });

  it('accepts the configured public origin whatever the Host header says', async () => {
    const res = await write(t.url, 'internal-name:8080');
    expect(res.statusCode).toBe(201);
  });

  it('accepts an extra origin from ALLOWED_ORIGINS', async () => {
    const extra = await startTestApp({ ALLOWED_ORIGINS: 'http://localhost:5173' });
    try {
      const res = await extra.app.inject({
        method: 'POST',
        url: '/api/newsletter',
        headers: { origin: 'http://localhost:5173', cookie: 'hv_session=x', 'content-type': 'application/json' },
        payload: JSON.stringify({ email: `csrf.extra.${Date.now()}@example.com` }),
      });
      expect(res.statusCode).toBe(201);
    } finally {
      await extra.close();
    }
  });
});
