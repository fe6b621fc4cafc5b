import { currentNotice } from '@contract/account/notices';
import { CONSENT_REQUIRED_MESSAGE, type Consent } from '@contract/account/privacy';
import { consents, payments } from '@db/schema/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser, uniqueEmail } from '../../../test/fixtures';
import { readyDraft, submitAndPay } from '../../../test/support/apply';
import { PASSWORD } from '../../../test/support/auth';
import { createOperator } from '../../../test/support/operators';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let support: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  support = await createOperator(t, 'support');
});
afterAll(() => t.close());

const APPLY_VERSION = currentNotice('apply').version;
const SIGNUP_VERSION = currentNotice('signup').version;

async function overview(user: { client: TestUser['client'] }) {
  const res = await user.client.get('/api/account/privacy');
  expect(res.status).toBe(200);
  return res.body as { consents: Consent[]; marketing: boolean; access: Array<Record<string, unknown>> };
}

/** Signs up through the API as the web app does (the test client sends the site's Origin, as a browser). */
async function signUpWith(extra: Record<string, unknown>) {
  const client = t.client();
  const email = uniqueEmail('consent');
  expect((await client.post('/api/send-otp', { email })).status).toBe(200);
  const { code } = await t.lastMessage(email, 'signup');
  const res = await client.post('/api/auth/register', {
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    firstName: 'Asha',
    lastName: 'Rao',
    otp: code,
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { client };
}

describe('consent at sign-up', () => {
  it('records a ticked marketing box with the sign-up notice version, time and channel', async () => {
    const before = Date.now();
    const { client } = await signUpWith({ agree: true, marketing: true });
    const { consents: given, marketing } = await overview({ client });
    expect(marketing).toBe(true);
    expect(given).toHaveLength(1);
    expect(given[0]).toMatchObject({
      purpose: 'marketing',
      status: 'granted',
      noticeVersion: SIGNUP_VERSION,
      channel: 'web',
      destination: null,
      application: null,
      withdrawnAt: null,
    });
    expect(Date.parse(given[0]!.grantedAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('records no marketing consent when the box stays unticked', async () => {
    const { client } = await signUpWith({ agree: true });
    expect(await overview({ client })).toMatchObject({ consents: [], marketing: false });
  });
});

describe('consent before submitting', () => {
  it('refuses to submit without the processing and embassy-sharing consents, and changes nothing', async () => {
    const user = await createUser(t);
    const draft = await readyDraft(user, { optionId: 'th-tourist' }, { consent: false });
    const res = await user.client.post(`/api/applications/${draft.ref}/submit`, {
      walletAmount: 0,
      consents: { processing: true, embassySharing: false },
    });
    expect(res.status).toBe(422);
    expect(res.body.error).toBe(CONSENT_REQUIRED_MESSAGE);
    expect(res.body.fields).toEqual({ consents: CONSENT_REQUIRED_MESSAGE });
    expect((await user.client.post(`/api/applications/${draft.ref}/submit`, { walletAmount: 0 })).status).toBe(422);
    expect(await t.database.db.select().from(payments).where(eq(payments.applicationId, draft.id))).toEqual([]);
    expect(await t.database.db.select().from(consents).where(eq(consents.userId, user.id))).toEqual([]);
    expect((await user.client.get(`/api/applications/${draft.ref}`)).body.application.status).toBe('draft');
  });

  it('records both consents given with the submit, under the apply notice, naming the destination', async () => {
    const user = await createUser(t);
    const draft = await readyDraft(user, { optionId: 'th-tourist' }, { consent: false });
    const res = await user.client.post(`/api/applications/${draft.ref}/submit`, {
      walletAmount: 0,
      consents: { processing: true, embassySharing: true },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const given = (await overview(user)).consents;
    expect(given.map((c) => c.purpose).sort()).toEqual(['application-processing', 'embassy-sharing']);
    for (const consent of given) {
      expect(consent).toMatchObject({
        status: 'granted',
        noticeVersion: APPLY_VERSION,
        destination: 'Thailand',
        application: { ref: draft.ref, status: 'draft', open: false },
      });
    }
  });
});

describe('withdrawing', () => {
  it('records a consent given with a bearer token as given through the API', async () => {
    const user = await createUser(t);
    const api = t.client({ authorization: `Bearer ${user.token}` });
    const res = await api.post('/api/account/privacy/consents', { purpose: 'marketing' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ purpose: 'marketing', channel: 'api', noticeVersion: SIGNUP_VERSION });
  });

  it('withdraws marketing in one call; giving it again adds a new consent', async () => {
    const user = await createUser(t);
    const given = await user.client.post('/api/account/privacy/consents', { purpose: 'marketing' });
    expect(given.status).toBe(201);
    const res = await user.client.post(`/api/account/privacy/consents/${given.body.id}/withdraw`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: given.body.id, status: 'withdrawn' });
    expect(res.body.withdrawnAt).not.toBeNull();
    expect((await overview(user)).marketing).toBe(false);
    const again = await user.client.post(`/api/account/privacy/consents/${given.body.id}/withdraw`);
    expect(again.body.withdrawnAt).toBe(res.body.withdrawnAt);
    const regiven = await user.client.post('/api/account/privacy/consents', { purpose: 'marketing' });
    expect(regiven.body.id).not.toBe(given.body.id);
    const after = await overview(user);
    expect(after.marketing).toBe(true);
    expect(after.consents.map((c) => c.status)).toEqual(['granted', 'withdrawn']);
  });

  it('a draft whose processing consent is withdrawn cannot be submitted until it is given again', async () => {
    const user = await createUser(t);
    const draft = await readyDraft(user, { optionId: 'th-tourist' });
    const processing = (await overview(user)).consents.find((c) => c.purpose === 'application-processing')!;
    await user.client.post(`/api/account/privacy/consents/${processing.id}/withdraw`);
    expect((await user.client.post(`/api/applications/${draft.ref}/submit`, { walletAmount: 0 })).status).toBe(422);
    const res = await user.client.post(`/api/applications/${draft.ref}/submit`, {
      walletAmount: 0,
      consents: { processing: true, embassySharing: true },
    });
    expect(res.status).toBe(200);
  });

  it('stops the work on a paid application: operators may only cancel it; without embassy sharing it stays here', async () => {
    const user = await createUser(t);
    const draft = await readyDraft(user, { optionId: 'th-tourist' });
    await submitAndPay(user, draft.ref);
    const listed = (await overview(user)).consents;
    const sharing = listed.find((c) => c.purpose === 'embassy-sharing')!;
    expect(sharing.application).toEqual({ ref: draft.ref, status: 'submitted', open: true });

    expect((await support.client.get(`/api/ops/applications/${draft.ref}`)).body.consentsWithdrawn).toEqual([]);
    await user.client.post(`/api/account/privacy/consents/${sharing.id}/withdraw`);
    expect((await support.client.get(`/api/ops/applications/${draft.ref}`)).body.consentsWithdrawn).toEqual([
      'embassy-sharing',
    ]);
    const toEmbassy = await support.client.post(`/api/ops/applications/${draft.ref}/status`, {
      status: 'with_embassy',
    });
    expect(toEmbassy.status).toBe(409);
    expect(toEmbassy.body.error).toContain('withdrew consent to sharing');
    expect(
      (await support.client.post(`/api/ops/applications/${draft.ref}/status`, { status: 'in_review' })).status,
    ).toBe(200);

    const processing = listed.find((c) => c.purpose === 'application-processing')!;
    await user.client.post(`/api/account/privacy/consents/${processing.id}/withdraw`);
    const moved = await support.client.post(`/api/ops/applications/${draft.ref}/status`, {
      status: 'documents_requested',
    });
    expect(moved.status).toBe(409);
    expect(moved.body.error).toContain('can only be cancelled');
    expect((await support.client.get(`/api/ops/applications/${draft.ref}`)).body.consentsWithdrawn).toEqual([
      'application-processing',
      'embassy-sharing',
    ]);
    const cancelled = await support.client.post(`/api/ops/applications/${draft.ref}/status`, { status: 'cancelled' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((await user.client.get(`/api/applications/${draft.ref}`)).body.application.status).toBe('cancelled');
  });
});

describe('who looked at my data', () => {
  it("lists the console's reveals and document views of the caller's data, with the role, and no one else's", async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const draft = await readyDraft(owner, { optionId: 'th-tourist' });
    await submitAndPay(owner, draft.ref);
    const documentId = draft.checklist[0]!.documentId!;
    // Support reveals a traveller's fields only with one of their applications in the queue (need to know).
    await submitAndPay(other, (await readyDraft(other, { optionId: 'th-tourist' })).ref);

    expect((await support.client.post(`/api/ops/users/${owner.id}/reveal`, { field: 'passportNo' })).status).toBe(200);
    const view = await support.client.get(`/api/ops/applications/${draft.ref}/documents/${documentId}`);
    expect(view.status).toBe(200);
    expect((await support.client.post(`/api/ops/users/${other.id}/reveal`, { field: 'pan' })).status).toBe(200);

    const { access } = await overview(owner);
    expect(access).toHaveLength(2);
    expect(access[0]).toMatchObject({ kind: 'document-view', role: 'support', applicationRef: draft.ref });
    expect(access[1]).toMatchObject({ kind: 'reveal-passport', role: 'support', applicationRef: null });
    expect(JSON.stringify(access)).not.toContain(support.email);
    expect((await overview(other)).access.map((entry) => entry.kind)).toEqual(['reveal-pan']);
  });
});

describe('ownership', () => {
  it("another user can neither withdraw a consent nor give one for someone else's application", async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const draft = await readyDraft(owner, { optionId: 'th-tourist' });
    const [consent] = (await overview(owner)).consents;
    const withdraw = await other.client.post(`/api/account/privacy/consents/${consent!.id}/withdraw`);
    expect(withdraw.status).toBe(404);
    const grant = await other.client.post('/api/account/privacy/consents', {
      purpose: 'embassy-sharing',
      ref: draft.ref,
    });
    expect(grant.status).toBe(404);
    expect((await overview(other)).consents).toEqual([]);
    expect((await overview(owner)).consents.every((c) => c.status === 'granted')).toBe(true);
  });

  it('refuses a consent with no purpose, or an application consent without the application, with 400', async () => {
    const user = await createUser(t);
    expect((await user.client.post('/api/account/privacy/consents', {})).status).toBe(400);
    expect((await user.client.post('/api/account/privacy/consents', { purpose: 'embassy-sharing' })).status).toBe(400);
    expect((await overview(user)).consents).toEqual([]);
  });
});
