import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_SUPPLIER } from '../src/config';
import { startTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('server foundation', () => {
  it('reports the database up on /api/health', async () => {
    const res = await t.client().get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'ok',
      database: 'up',
      databaseKind: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      notifications: 'up',
      jobQueue: 'up',
      storage: 'up',
      storageKind: 'local',
      disk: { status: 'up' },
      problems: [],
    });
    expect(res.body.redis).toBeUndefined();
    expect(res.body.disk.freeBytes).toBeGreaterThan(0);
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const res = await t.client().request('POST', '/api/newsletter', {
      body: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'BAD_REQUEST', error: 'The request body is not valid JSON.' });
  });

  it('answers an unknown API route with a 404 envelope', async () => {
    const res = await t.client().get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'No such endpoint: GET /api/no-such-thing', code: 'NOT_FOUND' });
  });

  it('refuses an unsupported content type with 415', async () => {
    const res = await t.client().request('POST', '/api/newsletter', {
      body: 'email=a@b.c',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
    expect(res.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses a 2 MB JSON body with 413', async () => {
    const res = await t.client().request('POST', '/api/newsletter', {
      body: JSON.stringify({ email: 'a@example.com', padding: 'x'.repeat(2 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', error: 'The request body is too large.' });
  });

  it('publishes an OpenAPI document and its docs page', async () => {
    const doc = await t.client().get('/api/openapi.json');
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.body.paths)).toContain('/api/health');
    const docs = await t.client().get('/api/docs/');
    expect(docs.status).toBe(200);
    expect(docs.body).toContain('swagger');
  });

  it('keeps the interactive docs off in production unless API_DOCS turns them on', async () => {
    for (const [env, status] of [
      [{}, 404],
      [{ API_DOCS: '1' }, 200],
    ] as const) {
      const production = await startTestApp({ NODE_ENV: 'production', OUTBOX: '1', ...SAMPLE_SUPPLIER, ...env });
      try {
        expect((await production.client().get('/api/docs/')).status).toBe(status);
        expect((await production.client().get('/api/openapi.json')).status).toBe(200);
      } finally {
        await production.close();
      }
    }
  }, 120_000);

  it('sends pages a strict Content-Security-Policy and no server banner', async () => {
    const res = await t.client().get('/');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('server')).toBeNull();
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('sends API answers a data-only policy and keeps personal data out of caches', async () => {
    const res = await t.client().get('/api/auth/me');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('server')).toBeNull();
    const countries = await t.client().get('/api/countries');
    expect(countries.headers.get('cache-control')).toContain('max-age');
    expect(countries.headers.get('cache-control')).not.toContain('no-store');
  });

  it('refuses a cookie-carrying write from a foreign origin with 403', async () => {
    const client = t.client();
    client.cookies.set('hv_session', 'anything');
    client.headers.origin = 'https://evil.example';
    const res = await client.post('/api/newsletter', { email: 'a@example.com' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('CSRF_REJECTED');
  });
});
