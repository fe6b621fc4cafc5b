import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changePassword, createUser, type TestUser, uniqueEmail } from '../../../test/fixtures';
import { partnerClient, uniqueKey } from '../../../test/support/partner';
import { startTestApp, type TestApp, type TestClient } from '../../../test/test-app';
import { SESSION_COOKIE } from '../identity/sessions';

/**
 * Two users, A with something of every kind, B signed in next to them: B can read, change or
 * delete nothing of A's, and every id of A's answers B with 404.
 */
let t: TestApp;
let a: TestUser;
let b: TestUser;
const ids = {} as {
  document: string;
  documentUrl: string;
  avatarUrl: string;
  wishlist: string;
  saved: string;
  application: string;
  device: string;
};
let aDevice: TestClient;
let pendingCode: string;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const A_READS = [
  '/api/profile',
  '/api/documents',
  '/api/visa/history',
  '/api/applications/saved',
  '/api/wishlist',
  '/api/wallet/balance',
  '/api/wallet/transactions',
  '/api/referrals',
  '/api/settings',
];

function upload(client: TestClient, path: string, file: Buffer, name: string, type?: string) {
  const form = new FormData();
  if (type) form.append('type', type);
  form.append('file', new Blob([new Uint8Array(file)]), name);
  return client.request('POST', path, { body: form });
}

async function snapshot(client: TestClient): Promise<Record<string, unknown>> {
  const result: Record<string, unknown> = {};
  for (const path of A_READS) {
    const res = await client.get(path);
    expect(res.status, path).toBe(200);
    result[path] = res.body;
  }
  const settings = result['/api/settings'] as { devices: Array<Record<string, unknown>> };
  settings.devices = settings.devices.map(({ lastActive: _lastActive, ...device }) => device);
  return result;
}

beforeAll(async () => {
  t = await startTestApp();
  a = await createUser(t);
  b = await createUser(t);
  const partner = partnerClient(t);

  expect((await a.client.put('/api/profile', { firstName: 'Asha', city: 'Pune', panCard: 'ABCDE1234F' })).status).toBe(
    200,
  );
  const document = await upload(a.client, '/api/documents/upload', PDF, 'passport.pdf', 'passport');
  ids.document = document.body.id;
  ids.documentUrl = document.body.url;
  const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#888' } })
    .png()
    .toBuffer();
  ids.avatarUrl = (await upload(a.client, '/api/profile/avatar', photo, 'me.png')).body.profile.avatarUrl;
  const [destination] = (await t.client().get('/api/destinations')).body.items;
  ids.wishlist = (await a.client.post('/api/wishlist', { type: 'destination', country: destination.code })).body.id;
  const ref = uniqueKey('ISO');
  ids.application = (
    await partner.put(`/api/partner/applications/${ref}`, {
      email: a.email,
      country: 'Thailand',
      type: 'Tourist Visa',
      status: 'pending',
    })
  ).body.application.id;
  ids.saved = (
    await partner.put(`/api/partner/saved-applications/${ref}`, {
      email: a.email,
      country: 'Thailand',
      url: 'https://visa.example/resume',
    })
  ).body.savedApplication.id;
  await partner.post('/api/partner/wallet/transactions', {
    email: a.email,
    type: 'credit',
    amount: 500,
    idempotencyKey: uniqueKey(),
  });
  const device = await t.app.sessions.create(a.id, { userAgent: 'Mozilla/5.0 (iPhone) Safari/604.1', ip: '10.9.8.7' });
  ids.device = device.id;
  aDevice = t.client();
  aDevice.cookies.set(SESSION_COOKIE, device.token);

  const next = uniqueEmail('a-next');
  await a.client.put('/api/profile', { firstName: 'Asha', currentPassword: a.password, email: next });
  pendingCode = (await t.lastMessage(next, 'change-email')).code!;
});
afterAll(() => t.close());

describe('two-user isolation', () => {
  it("B's own reads show nothing of A's", async () => {
    const seen = JSON.stringify(await snapshot(b.client));
    for (const id of Object.values(ids)) expect(seen).not.toContain(id);
    expect(seen).not.toContain(a.email);
    expect(seen).not.toContain('Pune');
    expect((await b.client.get('/api/wallet/balance')).body.balance).toBe(0);
  });

  it("B cannot read A's document file or avatar", async () => {
    expect((await b.client.get(ids.documentUrl)).status).toBe(404);
    expect((await b.client.get(ids.avatarUrl)).status).toBe(404);
    expect((await a.client.get(ids.documentUrl)).status).toBe(200);
    expect((await a.client.get(ids.avatarUrl)).status).toBe(200);
  });

  it("B cannot delete A's document, wishlist item, saved application, visa application or device", async () => {
    const before = await snapshot(a.client);
    const attempts = [
      `/api/documents/${ids.document}`,
      `/api/wishlist/${ids.wishlist}`,
      `/api/applications/${ids.saved}`,
      `/api/applications/${ids.application}`,
      `/api/settings/device/${ids.device}`,
    ];
    for (const path of attempts) {
      const res = await b.client.delete(path);
      expect(res.status, path).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
    expect(await snapshot(a.client)).toEqual(before);
    expect((await aDevice.get('/api/profile')).status).toBe(200);
    expect((await a.client.get(ids.documentUrl)).status).toBe(200);
  });

  it("B's writes change only B: profile, avatar, pending e-mail code, 2FA, password", async () => {
    const before = await snapshot(a.client);
    expect((await b.client.put('/api/profile', { firstName: 'Bharat', city: 'Goa' })).status).toBe(200);
    expect((await b.client.delete('/api/profile/avatar')).status).toBe(200);
    const stolen = await b.client.post('/api/profile/verify-contact', { channel: 'email', code: pendingCode });
    expect(stolen.status).toBe(404);
    expect((await b.client.post('/api/settings/toggle-2fa', { enable: true })).status).toBe(200);
    const changed = await changePassword(b, 'b new password');
    expect(changed.status).toBe(200);
    expect(await snapshot(a.client)).toEqual(before);
    expect((await aDevice.get('/api/profile')).status).toBe(200);
    expect((await a.client.get(ids.avatarUrl)).status).toBe(200);

    const applied = await a.client.post('/api/profile/verify-contact', { channel: 'email', code: pendingCode });
    expect(applied.status).toBe(200);
  });

  it("A's id in B's hands is the same 404 as an id that does not exist", async () => {
    const unknown = await b.client.delete('/api/documents/00000000-0000-0000-0000-000000000000');
    const foreign = await b.client.get(ids.documentUrl);
    expect(foreign.body.code).toBe(unknown.body.code);
    expect(foreign.status).toBe(unknown.status);
  });
});
