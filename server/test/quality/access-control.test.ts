import { createECDH, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../fixtures';
import { createDraft, daysFromNow, readyDraft, submitAndPay } from '../support/apply';
import { PASSWORD } from '../support/auth';
import { startTestApp, type TestApp } from '../test-app';
import {
  collectIds,
  fillPath,
  isConsole,
  isPartner,
  isWrite,
  loadOperations,
  needsSession,
  type Operation,
} from './openapi-routes';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const VOLATILE_KEYS = new Set(['lastActive', 'lastActiveAt']);

let t: TestApp;
let operations: Operation[];
let owner: TestUser;
let other: TestUser;
let ownerExportToken: string | undefined;

/** Gives the owner something of every kind: profile, document, wishlist item, saved traveller, saved trip, applications, wallet, a second device, a push subscription. */
async function seedOwner(user: TestUser) {
  const partner = t.client();
  partner.headers.authorization = 'Bearer test-partner-key-0123456789abcdef01';
  expect((await user.client.put('/api/profile', { firstName: 'Asha', city: 'Pune' })).status).toBe(200);
  const form = new FormData();
  form.append('type', 'passport');
  form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'passport.pdf');
  expect((await user.client.request('POST', '/api/documents/upload', { body: form })).status).toBe(201);
  expect((await user.client.post('/api/wishlist', { type: 'destination', country: 'TH' })).status).toBe(201);
  const companion = { firstName: 'Meera', relationship: 'Spouse', nationality: 'IN', passportNo: 'K7654321' };
  expect((await user.client.post('/api/travellers', companion)).status).toBe(201);
  const trip = { passport: 'IN', legs: [{ country: 'TH', arrive: daysFromNow(20), depart: daysFromNow(30) }] };
  expect((await user.client.post('/api/trip-check/saved', { name: 'Bangkok', trip })).status).toBe(201);
  const application = { email: user.email, country: 'TH', type: 'Tourist Visa', status: 'pending' };
  expect((await partner.put('/api/partner/applications/ACL-APP-1', application)).status).toBe(201);
  expect(
    (await partner.put('/api/partner/saved-applications/ACL-SAVED-1', { email: user.email, country: 'TH' })).status,
  ).toBe(201);
  const credit = { email: user.email, type: 'credit', amount: 500, idempotencyKey: 'acl-credit-1' };
  expect((await partner.post('/api/partner/wallet/transactions', credit)).status).toBe(201);
  await t.app.sessions.create(user.id, { userAgent: 'Mozilla/5.0 (Windows NT 10.0) Chrome/120.0', ip: '10.0.0.9' });
  // A browser that gets push notifications (its subscription's id is the owner's).
  const browserKey = createECDH('prime256v1').generateKeys().toString('base64url');
  const subscription = {
    endpoint: `https://push.example/acl-${user.id}`,
    keys: { p256dh: browserKey, auth: randomBytes(16).toString('base64url') },
  };
  expect((await user.client.post('/api/push/subscriptions', subscription)).status).toBe(201);
  const paid = await readyDraft(user, { optionId: 'th-tourist' });
  await submitAndPay(user, paid.ref);
  await createDraft(user, { optionId: 'th-tourist' });
  // "Download my data": the e-mailed link's token is the owner's too.
  expect((await user.client.post('/api/account/privacy/export', { password: PASSWORD })).status).toBe(202);
  const deadline = Date.now() + 20_000;
  while (!ownerExportToken && Date.now() < deadline) {
    const mail = await t.lastMessage(user.email, 'data-export-ready').catch(() => undefined);
    ownerExportToken = mail?.text.match(/\/api\/account\/privacy\/export\/([\w-]+)/)?.[1];
    if (!ownerExportToken) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(ownerExportToken).toBeDefined();
}

function withoutVolatile(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutVolatile);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !VOLATILE_KEYS.has(key))
        .map(([key, nested]) => [key, withoutVolatile(nested)]),
    );
  }
  return value;
}

/** Everything the owner can read without naming an id. */
async function ownerSnapshot(): Promise<Record<string, unknown>> {
  const reads = operations.filter(
    (op) => needsSession(op) && !isConsole(op) && op.method === 'GET' && op.params.length === 0,
  );
  const snapshot: Record<string, unknown> = {};
  for (const op of reads) {
    const res = await owner.client.get(op.path);
    snapshot[op.path] = withoutVolatile(res.body);
  }
  return snapshot;
}

beforeAll(async () => {
  t = await startTestApp();
  operations = await loadOperations(t.client());
  owner = await createUser(t);
  other = await createUser(t);
  await seedOwner(owner);
});
afterAll(() => t.close());

describe('access control, generated from the OpenAPI document', () => {
  it('finds the signed-in endpoints in the document', () => {
    const signedIn = operations.filter(needsSession);
    expect(signedIn.length).toBeGreaterThanOrEqual(20);
    for (const path of ['/api/profile', '/api/wallet/transactions', '/api/settings', '/api/documents/{id}']) {
      expect(signedIn.map((op) => op.path)).toContain(path);
    }
  });

  it('answers 401 to every signed-in endpoint called anonymously', async () => {
    const anonymous = t.client();
    const failures: string[] = [];
    for (const op of operations.filter(needsSession)) {
      const res = await anonymous.request(op.method, fillPath(op.path, 'a2b7c0de-0000-4000-8000-000000000000'), {
        json: isWrite(op) ? {} : undefined,
      });
      if (res.status !== 401 || res.body?.code !== 'UNAUTHENTICATED')
        failures.push(`${op.method} ${op.path} → ${res.status}`);
    }
    expect(failures).toEqual([]);
  });

  it("answers 404 to another user naming the owner's ids, and changes nothing", async () => {
    const before = await ownerSnapshot();
    const ownerIds = collectIds(before);
    expect(ownerIds.size).toBeGreaterThanOrEqual(5);
    // Console routes answer a traveller 403 whatever the id (ops-access.test.ts).
    const byId = operations.filter((op) => needsSession(op) && !isConsole(op) && op.params.length > 0);
    expect(byId.length).toBeGreaterThanOrEqual(4);

    const failures: string[] = [];
    for (const op of byId) {
      for (const id of ownerIds) {
        const res = await other.client.request(op.method, fillPath(op.path, id), {
          json: isWrite(op) && op.method !== 'DELETE' ? {} : undefined,
        });
        const allowed = op.method === 'GET' || op.method === 'DELETE' ? [404] : [400, 404];
        if (!allowed.includes(res.status)) failures.push(`${op.method} ${op.path} with ${id} → ${res.status}`);
      }
    }
    // The owner's "download my data" link, named by another signed-in user.
    const exportLink = byId.find((op) => op.path === '/api/account/privacy/export/{token}');
    expect(exportLink).toBeDefined();
    const stolen = await other.client.get(fillPath(exportLink!.path, ownerExportToken!));
    if (stolen.status !== 404) failures.push(`GET ${exportLink!.path} with the owner's token → ${stolen.status}`);
    // "Delete my account" acts on the caller only: naming the owner gets another user nowhere.
    const deletion = operations.find((op) => op.path === '/api/account/privacy/delete');
    expect(deletion).toBeDefined();
    const erase = await other.client.post(deletion!.path, { userId: owner.id, email: owner.email, password: 'x' });
    if (erase.status !== 400) failures.push(`POST ${deletion!.path} naming the owner → ${erase.status}`);
    expect(failures).toEqual([]);
    expect(await ownerSnapshot()).toEqual(before);
  });

  it('refuses every cookie-authenticated write from a foreign origin with 403', async () => {
    const before = await ownerSnapshot();
    const attacker = t.client();
    for (const [name, value] of owner.client.cookies) attacker.cookies.set(name, value);
    attacker.headers.origin = 'https://evil.example';
    const failures: string[] = [];
    for (const op of operations.filter((op) => isWrite(op) && !isPartner(op))) {
      const res = await attacker.request(op.method, fillPath(op.path, 'x'), {
        json: op.method === 'DELETE' ? undefined : {},
      });
      if (res.status !== 403 || res.body?.code !== 'CSRF_REJECTED')
        failures.push(`${op.method} ${op.path} → ${res.status}`);
    }
    expect(failures).toEqual([]);
    expect(await ownerSnapshot()).toEqual(before);
  });

  it('refuses every partner endpoint without the partner key', async () => {
    const failures: string[] = [];
    for (const op of operations.filter(isPartner)) {
      const res = await owner.client.request(op.method, fillPath(op.path, 'REF-1'), {
        json: {},
        headers: { authorization: 'Bearer wrong-key' },
      });
      if (res.status !== 401) failures.push(`${op.method} ${op.path} → ${res.status}`);
    }
    expect(failures).toEqual([]);
  });
});
