import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { partnerClient, TEST_PARTNER_KEY, uniqueKey } from '../../../test/support/partner';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { loadConfig } from '../../config';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const application = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  country: 'Thailand',
  type: 'Tourist Visa',
  status: 'pending',
  ...extra,
});

describe('partner API authentication', () => {
  it('refuses calls without the partner key or with a wrong one', async () => {
    const user = await createUser(t);
    const anonymous = await t.client().put('/api/partner/applications/REF-AUTH-1', application(user.email));
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ error: 'A valid partner API key is required.', code: 'UNAUTHENTICATED' });

    const wrong = t.client();
    wrong.headers.authorization = 'Bearer not-the-key';
    const res = await wrong.post('/api/partner/wallet/transactions', {
      email: user.email,
      type: 'credit',
      amount: 5,
      idempotencyKey: uniqueKey(),
    });
    expect(res.status).toBe(401);
  });

  it('keeps refusing a blocked IP even when it finally sends the right key', async () => {
    const user = await createUser(t);
    const call = (key: string, remoteAddress = '203.0.113.77') =>
      t.app.inject({
        method: 'PUT',
        url: '/api/partner/applications/REF-GUESS-1',
        remoteAddress,
        headers: { authorization: `Bearer ${key}` },
        payload: application(user.email),
      });
    for (let i = 0; i < 20; i++) expect((await call(`wrong-guess-${i}`)).statusCode).toBe(401);
    const right = await call(TEST_PARTNER_KEY);
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe('RATE_LIMITED');
    // Another IP is unaffected.
    expect((await call(TEST_PARTNER_KEY, '203.0.113.78')).statusCode).toBe(201);
  });

  it('refuses to start with a partner key shorter than 32 characters', () => {
    expect(() => loadConfig({ PARTNER_API_KEY: 'k' })).toThrow(/PARTNER_API_KEY: must be at least 32 characters/);
    expect(() => loadConfig({ PARTNER_API_KEY: 'x'.repeat(31) })).toThrow(/PARTNER_API_KEY/);
    expect(loadConfig({ PARTNER_API_KEY: 'x'.repeat(32) }).partnerApiKey).toBe('x'.repeat(32));
    expect(loadConfig({ PARTNER_API_KEY: '' }).partnerApiKey).toBeUndefined();
  });

  it('does not accept a user session in place of the partner key', async () => {
    const user = await createUser(t);
    const res = await user.client.put('/api/partner/applications/REF-AUTH-2', application(user.email));
    expect(res.status).toBe(401);
    expect((await user.client.get('/api/visa/history')).body.items).toEqual([]);
  });

  it('documents every partner route with the partner security scheme', async () => {
    const doc = (await t.client().get('/api/openapi.json')).body;
    for (const [path, method] of [
      ['/api/partner/applications/{ref}', 'put'],
      ['/api/partner/saved-applications/{ref}', 'put'],
      ['/api/partner/wallet/transactions', 'post'],
    ] as const) {
      expect(doc.paths[path][method].security).toEqual([{ partner: [] }]);
    }
  });
});

describe('PUT /api/partner/applications/:ref', () => {
  it('creates (201) and then updates (200) a visa-history entry the user sees', async () => {
    const user = await createUser(t);
    const partner = partnerClient(t);
    const created = await partner.put('/api/partner/applications/HV-1001', application(user.email));
    expect(created.status).toBe(201);
    expect(created.body.application).toMatchObject({ ref: 'HV-1001', status: 'pending', remarks: null });

    const updated = await partner.put(
      '/api/partner/applications/HV-1001',
      application(user.email, {
        status: 'approved',
        remarks: 'Visa granted',
        documentUrl: 'https://visa.example/doc/1.pdf',
      }),
    );
    expect(updated.status).toBe(200);
    expect(updated.body.application.id).toBe(created.body.application.id);

    const history = await user.client.get('/api/visa/history');
    expect(history.body.items).toHaveLength(1);
    expect(history.body.items[0]).toMatchObject({
      ref: 'HV-1001',
      country: 'Thailand',
      type: 'Tourist Visa',
      status: 'approved',
      remarks: 'Visa granted',
      documentUrl: 'https://visa.example/doc/1.pdf',
    });
  });

  it('answers 404 for an unknown e-mail and 409 for a ref of another user', async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const partner = partnerClient(t);
    const unknown = await partner.put('/api/partner/applications/HV-2001', application('nobody@example.com'));
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('No user with this e-mail.');

    expect((await partner.put('/api/partner/applications/HV-2002', application(owner.email))).status).toBe(201);
    const stolen = await partner.put(
      '/api/partner/applications/HV-2002',
      application(other.email, { status: 'rejected' }),
    );
    expect(stolen.status).toBe(409);
    expect((await owner.client.get('/api/visa/history')).body.items[0].status).toBe('pending');
    expect((await other.client.get('/api/visa/history')).body.items).toEqual([]);
  });

  it('validates the body: required fields, http(s) document URL, ref format', async () => {
    const user = await createUser(t);
    const partner = partnerClient(t);
    const missing = await partner.put('/api/partner/applications/HV-3001', { email: user.email });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(missing.body.fields)).toEqual(expect.arrayContaining(['country', 'type', 'status']));

    const script = await partner.put(
      '/api/partner/applications/HV-3002',
      application(user.email, { documentUrl: 'javascript:alert(1)' }),
    );
    expect(script.status).toBe(400);
    expect(script.body.fields.documentUrl).toBeDefined();

    const badRef = await partner.put('/api/partner/applications/bad%20ref', application(user.email));
    expect(badRef.status).toBe(400);
    expect((await user.client.get('/api/visa/history')).body.items).toEqual([]);
  });
});

describe('PUT /api/partner/saved-applications/:ref', () => {
  it('creates and updates a saved application; optional fields may be left out', async () => {
    const user = await createUser(t);
    const partner = partnerClient(t);
    const created = await partner.put('/api/partner/saved-applications/SV-1', { email: user.email, country: 'Japan' });
    expect(created.status).toBe(201);
    expect(created.body.savedApplication).toMatchObject({ ref: 'SV-1', type: null, status: null, url: null });

    const updated = await partner.put('/api/partner/saved-applications/SV-1', {
      email: user.email,
      country: 'Japan',
      type: 'Business Visa',
      status: 'completed',
      url: 'https://visa.example/resume/SV-1',
    });
    expect(updated.status).toBe(200);
    const saved = await user.client.get('/api/applications/saved');
    expect(saved.body.items).toEqual([
      expect.objectContaining({
        ref: 'SV-1',
        country: 'Japan',
        type: 'Business Visa',
        status: 'completed',
        url: 'https://visa.example/resume/SV-1',
      }),
    ]);
  });

  it('refuses an unknown e-mail (404) and a non-http url (400)', async () => {
    const user = await createUser(t);
    const partner = partnerClient(t);
    expect(
      (await partner.put('/api/partner/saved-applications/SV-2', { email: 'ghost@example.com', country: 'Japan' }))
        .status,
    ).toBe(404);
    const bad = await partner.put('/api/partner/saved-applications/SV-3', {
      email: user.email,
      country: 'Japan',
      url: 'data:text/html,hi',
    });
    expect(bad.status).toBe(400);
  });
});

describe('POST /api/partner/wallet/transactions', () => {
  it('records a credit once per idempotency key', async () => {
    const user = await createUser(t);
    const partner = partnerClient(t);
    const body = { email: user.email, type: 'credit', amount: 99.99, remarks: 'Refund', idempotencyKey: uniqueKey() };
    const first = await partner.post('/api/partner/wallet/transactions', body);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      balance: 99.99,
      transaction: { type: 'credit', amount: 99.99, remarks: 'Refund' },
    });
    const again = await partner.post('/api/partner/wallet/transactions', body);
    expect(again.status).toBe(200);
    expect(again.body.transaction.id).toBe(first.body.transaction.id);
    expect(again.body.balance).toBe(99.99);
    expect((await user.client.get('/api/wallet/transactions')).body.items).toHaveLength(1);
  });

  it('records a key exactly once when the same request is sent concurrently', async () => {
    const user = await createUser(t);
    const partner = partnerClient(t);
    const body = { email: user.email, type: 'credit', amount: 5, idempotencyKey: uniqueKey('dup') };
    const results = await Promise.all(
      Array.from({ length: 8 }, () => partner.post('/api/partner/wallet/transactions', body)),
    );
    expect(results.every((res) => res.status === 200 || res.status === 201)).toBe(true);
    expect(results.filter((res) => res.status === 201)).toHaveLength(1);
    expect((await user.client.get('/api/wallet/balance')).body.balance).toBe(5);
  });

  it('answers 409 when a key is reused for a different transaction', async () => {
    const user = await createUser(t);
    const partner = partnerClient(t);
    const key = uniqueKey();
    await partner.post('/api/partner/wallet/transactions', {
      email: user.email,
      type: 'credit',
      amount: 5,
      idempotencyKey: key,
    });
    const reused = await partner.post('/api/partner/wallet/transactions', {
      email: user.email,
      type: 'credit',
      amount: 6,
      idempotencyKey: key,
    });
    expect(reused.status).toBe(409);
    expect((await user.client.get('/api/wallet/balance')).body.balance).toBe(5);
  });

  it('answers 422 for a debit beyond the balance and changes nothing', async () => {
    const user = await createUser(t);
    const res = await partnerClient(t).post('/api/partner/wallet/transactions', {
      email: user.email,
      type: 'debit',
      amount: 1,
      idempotencyKey: uniqueKey(),
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ error: 'Insufficient wallet balance', code: 'UNPROCESSABLE' });
    expect((await user.client.get('/api/wallet/transactions')).body.items).toEqual([]);
  });

  it('validates amount, type and key', async () => {
    const user = await createUser(t);
    const partner = partnerClient(t);
    for (const bad of [
      { amount: 0 },
      { amount: -5 },
      { amount: 1.234 },
      { amount: '10' },
      { type: 'gift' },
      { idempotencyKey: 'short' },
    ]) {
      const res = await partner.post('/api/partner/wallet/transactions', {
        email: user.email,
        type: 'credit',
        amount: 10,
        idempotencyKey: uniqueKey(),
        ...bad,
      });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    expect((await user.client.get('/api/wallet/balance')).body.balance).toBe(0);
  });
});
