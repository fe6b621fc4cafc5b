import {
  EXPORT_NO_PASSWORD,
  EXPORT_PASSWORD_REQUIRED,
  EXPORT_TOO_OFTEN,
  EXPORT_WRONG_PASSWORD,
} from '@contract/account/privacy';
import { dataExports, users } from '@db/schema/index';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/fixtures';
import { PDF, readyDraft, submitAndPay } from '../../../test/support/apply';
import { PASSWORD } from '../../../test/support/auth';
import { createOperator } from '../../../test/support/operators';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { dataExportParts } from '../../data-export-parts';
import { newId, randomToken, sha256 } from '../../lib/ids';
import { fileStorage } from '../../lib/storage';
import { paymentRecipients } from '../payments';
import { dataExportJob, findExport, purgeExpiredExports } from './export';

let t: TestApp;
let support: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  support = await createOperator(t, 'support');
});
afterAll(() => t.close());

const exportsOf = (userId: string) => t.database.db.select().from(dataExports).where(eq(dataExports.userId, userId));

/** The export job runs after the answer: wait for its e-mail, and take the link from it. */
async function exportLink(email: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const message = await t.lastMessage(email, 'data-export-ready').catch(() => undefined);
    const url = message?.text.match(/https?:\/\/\S+\/api\/account\/privacy\/export\/[\w-]+/)?.[0];
    if (url) return new URL(url).pathname;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no export e-mail to ${email}`);
}

/** Downloads with the user's cookies, as bytes (the test client reads bodies as text). */
async function download(user: TestUser, pathname: string) {
  const cookie = [...user.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await fetch(new URL(pathname, t.url), { headers: { cookie } });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe('download my data', () => {
  it('e-mails a link to a ZIP of the profile, applications with timelines, money, consents, sessions and every file', async () => {
    const user = await createUser(t);
    const draft = await readyDraft(user, { optionId: 'th-tourist' });
    await submitAndPay(user, draft.ref);
    await support.client.post(`/api/ops/applications/${draft.ref}/accept-remaining`);
    await support.client.post(`/api/ops/applications/${draft.ref}/status`, { status: 'with_embassy' });
    const form = new FormData();
    form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'visa.pdf');
    const attached = await support.client.request('POST', `/api/ops/applications/${draft.ref}/visa`, { body: form });
    expect(attached.status, JSON.stringify(attached.body)).toBe(200);

    const asked = await user.client.post('/api/account/privacy/export', { password: PASSWORD });
    expect(asked.status, JSON.stringify(asked.body)).toBe(202);
    expect(asked.body).toEqual({ queued: true, linkValidHours: 24 });
    const link = await exportLink(user.email);

    const got = await download(user, link);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('application/zip');
    const zip = unzipSync(got.bytes);
    const json = (name: string) => JSON.parse(strFromU8(zip[name]!));
    expect(
      Object.keys(zip)
        .filter((name) => name.endsWith('.json'))
        .sort(),
    ).toEqual([
      'applications.json',
      'consents.json',
      'documents.json',
      'notifications.json',
      'payments.json',
      'profile.json',
      'referrals.json',
      'reviews.json',
      'saved-trips.json',
      'sessions.json',
      'shared-with.json',
      'wallet.json',
      'whatsapp-opt-ins.json',
    ]);
    // Who else got the data: the embassy it was lodged with (the test provider is ours, so no processor).
    expect(json('shared-with.json')).toEqual([
      expect.objectContaining({
        recipient: 'The embassy or visa centre of Thailand',
        purpose: `Deciding on application ${draft.ref}`,
      }),
    ]);
    const profile = json('profile.json');
    expect(profile.account).toMatchObject({ id: user.id, email: user.email });
    expect(JSON.stringify(profile)).not.toMatch(/passwordHash|totpSecret/);
    const [application] = json('applications.json');
    expect(application).toMatchObject({ ref: draft.ref, status: 'approved' });
    expect(application.timeline.length).toBeGreaterThan(0);
    expect(json('payments.json')).toEqual([expect.objectContaining({ applicationId: application.id, status: 'paid' })]);
    expect(
      json('consents.json')
        .map((c: { purpose: string }) => c.purpose)
        .sort(),
    ).toEqual(['application-processing', 'embassy-sharing']);
    expect(json('sessions.json').sessions.length).toBeGreaterThan(0);
    expect(JSON.stringify(json('sessions.json'))).not.toMatch(/tokenHash|deviceHash/);
    expect(json('notifications.json').length).toBeGreaterThan(0);
    expect(json('documents.json')[0]).not.toHaveProperty('storageKey');

    const documentFiles = Object.keys(zip).filter((name) => name.startsWith('documents/'));
    expect(documentFiles).toHaveLength(json('documents.json').length);
    for (const name of documentFiles) expect(Buffer.from(zip[name]!)).toEqual(PDF);
    const visaFiles = Object.keys(zip).filter((name) => name.startsWith('visas/'));
    expect(visaFiles).toHaveLength(1);
    expect(visaFiles[0]).toContain(draft.ref);
    expect(Buffer.from(zip[visaFiles[0]!]!)).toEqual(PDF);

    // Stored encrypted like every file: the ZIP's bytes are not on disk as they are.
    const [row] = await exportsOf(user.id);
    const stored = await fileStorage(t.app.config.filesDir).store.read(row!.storageKey!);
    const raw = Buffer.concat(await Array.fromAsync(stored!.stream as AsyncIterable<Buffer>));
    expect(raw.includes(Buffer.from('applications.json'))).toBe(false);
  });

  it('names Razorpay as the processor of payments it took, once, and never the wallet or the test provider', () => {
    const providers = ['test', 'razorpay', 'wallet', 'razorpay'].map((provider) => ({ provider }));
    expect(paymentRecipients(providers)).toEqual([
      expect.objectContaining({ recipient: 'Razorpay Software Private Limited', role: 'payment processor' }),
    ]);
  });

  it('another user gets 404 from the link, and so does someone signed out', async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    expect((await owner.client.post('/api/account/privacy/export', { password: PASSWORD })).status).toBe(202);
    const link = await exportLink(owner.email);
    expect((await download(other, link)).status).toBe(404);
    expect((await t.client().get(link)).status).toBe(401);
    // A signed-out browser following the e-mail goes to sign in and comes back to the link.
    const browser = await t.client({ accept: 'text/html,application/xhtml+xml' }).get(link);
    expect(browser.status).toBe(303);
    expect(browser.headers.get('location')).toBe(`/login?next=${encodeURIComponent(link)}`);
    expect((await download(owner, link)).status).toBe(200);
    expect((await download(owner, `/api/account/privacy/export/${randomToken(32)}`)).status).toBe(404);
  });

  it('the link stops working 24 hours after the export was made (injected clock)', async () => {
    const user = await createUser(t);
    const token = randomToken(32);
    const id = newId();
    await t.database.db.insert(dataExports).values({ id, userId: user.id, tokenHash: sha256(token) });
    const madeAt = new Date(Date.now() - 24 * 3600_000 - 1000);
    const job = dataExportJob(
      t.database,
      () => fileStorage(t.app.config.filesDir),
      dataExportParts,
      () => madeAt,
    );
    await job({ exportId: id, token });
    const [row] = await exportsOf(user.id);
    expect(row!.expiresAt!.getTime()).toBe(madeAt.getTime() + 24 * 3600_000);
    expect((await download(user, `/api/account/privacy/export/${token}`)).status).toBe(404);
    const justBefore = new Date(row!.expiresAt!.getTime() - 1000);
    await expect(findExport(t.database.db, user.id, token, justBefore)).resolves.toEqual({
      storageKey: row!.storageKey,
    });
    await expect(findExport(t.database.db, user.id, token, row!.expiresAt!)).rejects.toThrow(/expired/);

    // Upkeep then drops the row and removes the stored ZIP.
    const storage = fileStorage(t.app.config.filesDir);
    expect(await storage.get(row!.storageKey!)).toBeDefined();
    expect(await purgeExpiredExports(t.database.db, new Date())).toBeGreaterThanOrEqual(1);
    await t.settled();
    expect(await exportsOf(user.id)).toEqual([]);
    expect(await storage.get(row!.storageKey!)).toBeUndefined();
  });

  it('refuses a missing or wrong password with 400 and queues nothing', async () => {
    const user = await createUser(t);
    const missing = await user.client.post('/api/account/privacy/export', {});
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ password: EXPORT_PASSWORD_REQUIRED });
    const wrong = await user.client.post('/api/account/privacy/export', { password: 'not-the-password-1' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({ password: EXPORT_WRONG_PASSWORD });
    expect((await t.client().post('/api/account/privacy/export', { password: PASSWORD })).status).toBe(401);
    expect(await exportsOf(user.id)).toEqual([]);
  });

  it('asks an account without a password to set one first (422), and queues nothing', async () => {
    const user = await createUser(t);
    await t.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    const res = await user.client.post('/api/account/privacy/export', { password: PASSWORD });
    expect(res.status).toBe(422);
    expect(res.body.error).toBe(EXPORT_NO_PASSWORD);
    expect(await exportsOf(user.id)).toEqual([]);
  });

  it('takes five exports a day, then answers 429', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 5; i++) {
      expect((await user.client.post('/api/account/privacy/export', { password: PASSWORD })).status).toBe(202);
    }
    const sixth = await user.client.post('/api/account/privacy/export', { password: PASSWORD });
    expect(sixth.status).toBe(429);
    expect(sixth.body.error).toBe(EXPORT_TOO_OFTEN);
    expect(await exportsOf(user.id)).toHaveLength(5);
  });
});
