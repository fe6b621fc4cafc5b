import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test-app';

// Security headers, the NUL check, CSRF and the session are attached to each route when it is
// registered; answers outside any route (not found) must get the same treatment.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const API_CSP = "default-src 'none'; frame-ancestors 'none'";

describe('hooks decided per route', () => {
  it('give API routes and unknown API addresses the API headers', async () => {
    for (const path of ['/api/health', '/api/no-such-thing']) {
      const res = await t.client().get(path);
      expect(res.headers.get('content-security-policy')).toBe(API_CSP);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('give pages, files and unknown page addresses the page headers', async () => {
    for (const path of ['/app-config.js', '/no-such-page']) {
      const res = await t.client().get(path);
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('refuse a NUL in the address on routes and on unknown addresses alike', async () => {
    for (const path of ['/api/health?x=%00', '/api/no-such-thing%00', '/page%00']) {
      const res = await t.client().get(path);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'BAD_REQUEST' });
    }
  });

  it('check the origin of cookie-carrying writes only', async () => {
    const foreign = t.client({ origin: 'https://evil.example', cookie: 'hv_session=whatever' });
    expect((await foreign.post('/api/newsletter', { email: 'a@example.com' })).status).toBe(403);
    expect((await foreign.get('/api/health')).status).toBe(200);
  });

  it('resolve the session on API routes from the cookie among others', async () => {
    const res = await t.client().get('/api/auth/session', { cookie: 'theme=dark; hv_session=nonsense; other=1' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ user: null });
    expect(res.headers.getSetCookie().join()).toContain('hv_session=;');
  });
});

describe('compression', () => {
  it('compresses a large API answer for a caller that accepts it, and leaves small ones and others as they are', async () => {
    const large = await t.client().get('/api/openapi.json', { 'accept-encoding': 'gzip' });
    expect(large.status).toBe(200);
    expect(large.headers.get('content-encoding')).toBe('gzip');
    expect(large.headers.get('vary')).toContain('accept-encoding');
    expect(large.body).toMatchObject({ openapi: expect.any(String) });

    const identity = await t.client().get('/api/openapi.json', { 'accept-encoding': 'identity' });
    expect(identity.headers.get('content-encoding')).toBeNull();

    const small = await t.client().get('/api/health', { 'accept-encoding': 'gzip' });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.body).toMatchObject({ status: 'ok' });
  });
});
