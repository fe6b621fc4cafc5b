import { createHmac } from 'node:crypto';
import { contactMessages, outgoingMessages, users, whatsappOptIns } from '@db/schema/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/fixtures';
import { outsideQuietHours } from '../../../test/support/clock';
import { type FakeGraphApi, startFakeGraphApi } from '../../../test/support/fake-graph-api';
import { createOperator } from '../../../test/support/operators';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { loadConfig } from '../../config';
import { notifyUser } from '../notifications';

const APP_SECRET = 'test-app-secret';
const VERIFY_TOKEN = 'test-verify-token';
let sequence = 0;
const mobile = () => `+9197${String(Date.now() % 1e6).padStart(6, '0')}${String(++sequence % 100).padStart(2, '0')}`;

let t: TestApp;
let graph: FakeGraphApi;

beforeAll(async () => {
  graph = await startFakeGraphApi();
  t = await startTestApp({
    WHATSAPP_TOKEN: 'permanent-token',
    WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
    WHATSAPP_API_URL: graph.url,
    WHATSAPP_APP_SECRET: APP_SECRET,
    WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
    JOB_RETRY_LIMIT: '2',
    JOB_RETRY_DELAY_SECONDS: '1',
  });
});
afterAll(async () => {
  await t.close();
  await graph.close();
});

/** A traveller with a verified mobile who opted in from Settings (in this language). */
async function optedIn(language: 'en' | 'hi' = 'en'): Promise<TestUser & { mobile: string }> {
  const number = mobile();
  const user = await createUser(t, { mobile: number, mobileVerifiedAt: new Date(), language });
  const headers: Record<string, string> = language === 'hi' ? { 'accept-language': 'hi' } : {};
  const response = await user.client.request('PUT', '/api/notifications/whatsapp', { json: { optIn: true }, headers });
  expect(response.status).toBe(200);
  return { ...user, mobile: number };
}

const statusChange = (userId: string, ref: string) => ({
  kind: 'application-status' as const,
  userId,
  dedupeKey: `application-status:${ref}:approved`,
  data: { ref, country: 'Thailand', status: 'Approved' },
});

const sentTo = (number: string) => graph.requests.filter((request) => request.body.to === number.slice(1));

function sign(body: string, secret = APP_SECRET) {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

async function postWebhook(payload: unknown, signature?: string | null) {
  const body = JSON.stringify(payload);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature !== null) headers['x-hub-signature-256'] = signature ?? sign(body);
  const response = await fetch(`${t.url}/api/whatsapp/webhook`, { method: 'POST', headers, body });
  return { status: response.status, body: await response.json() };
}

const change = (value: object) => ({
  object: 'whatsapp_business_account',
  entry: [{ id: '1029384756', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', ...value } }] }],
});
const statusEvent = (id: string, status: string, seconds: number, errors?: object[]) =>
  change({ statuses: [{ id, status, timestamp: String(seconds), recipient_id: '919700000000', errors }] });
const inbound = (from: string, id: string, text: string, at = new Date()) =>
  change({
    contacts: [{ profile: { name: 'Asha WhatsApp' }, wa_id: from.slice(1) }],
    messages: [
      {
        from: from.slice(1),
        id,
        timestamp: String(Math.floor(at.getTime() / 1000)),
        type: 'text',
        text: { body: text },
      },
    ],
  });

async function messageRow(userId: string) {
  const rows = await t.database.db.select().from(outgoingMessages).where(eq(outgoingMessages.userId, userId));
  return rows.find((row) => row.channel === 'whatsapp');
}

describe('sending on WhatsApp through the Cloud API', () => {
  it('sends a status update as the English template with its values, with the bearer token', async () => {
    const user = await optedIn('en');
    await outsideQuietHours(() => notifyUser(t.database.db, statusChange(user.id, 'HV-2026-100001')));
    await outsideQuietHours(() => notifyUser(t.database.db, statusChange(user.id, 'HV-2026-100001')));
    await t.settled();
    const requests = sentTo(user.mobile);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.path).toBe('/v26.0/106540352242922/messages');
    expect(request?.authorization).toBe('Bearer permanent-token');
    expect(request?.body.type).toBe('template');
    expect(request?.body.template?.name).toBe('application_status');
    expect(request?.body.template?.language.code).toBe('en');
    expect(request?.body.template?.components[0]?.parameters.map((p) => p.text)).toEqual([
      'HV-2026-100001',
      'Thailand',
      'Approved',
    ]);
    const row = await messageRow(user.id);
    expect(row).toMatchObject({ status: 'sent', providerMessageId: request?.id });
  });

  it('sends the Hindi template, in Hindi words, to a traveller whose language is Hindi', async () => {
    const user = await optedIn('hi');
    await outsideQuietHours(() => notifyUser(t.database.db, statusChange(user.id, 'HV-2026-100002')));
    await t.settled();
    const [request] = sentTo(user.mobile);
    expect(request?.body.template?.language.code).toBe('hi');
    const values = request?.body.template?.components[0]?.parameters.map((p) => p.text) ?? [];
    expect(values[0]).toBe('HV-2026-100002');
    expect(values[1]).toBe('थाईलैंड');
    expect(values[2]).not.toBe('Approved');
    const [optIn] = await t.database.db.select().from(whatsappOptIns).where(eq(whatsappOptIns.userId, user.id));
    expect(optIn?.lang).toBe('hi');
    expect(optIn?.wording).toContain(user.mobile);
    expect(optIn?.wording).toContain('WhatsApp');
  });

  it('sends a security notice at once, as the security template', async () => {
    const user = await optedIn();
    await notifyUser(t.database.db, {
      kind: 'password-changed',
      userId: user.id,
      dedupeKey: `password-changed:${user.id}`,
      data: {},
    });
    await t.settled();
    const [request] = sentTo(user.mobile);
    expect(request?.body.template?.name).toBe('security_notice');
  });

  it('retries when the Graph API answers 5xx or 429, and fails at once on a 4xx (shown among failed messages)', async () => {
    const retried = await optedIn();
    graph.failNext(500, 429);
    await outsideQuietHours(() => notifyUser(t.database.db, statusChange(retried.id, 'HV-2026-100003')));
    await expect.poll(async () => (await messageRow(retried.id))?.status, { timeout: 20_000 }).toBe('sent');
    expect((await messageRow(retried.id))?.attempts).toBe(3);

    const refused = await optedIn();
    graph.failNext(400);
    await outsideQuietHours(() => notifyUser(t.database.db, statusChange(refused.id, 'HV-2026-100004')));
    await expect.poll(async () => (await messageRow(refused.id))?.status, { timeout: 20_000 }).toBe('failed');
    const row = await messageRow(refused.id);
    expect(row?.attempts).toBe(1);
    expect(row?.lastError).toContain('WhatsApp answered 400');
    const admin = await createOperator(t, 'admin');
    const failed = await admin.client.get('/api/ops/jobs/failed');
    expect(failed.status).toBe(200);
    expect(JSON.stringify(failed.body)).toContain(refused.mobile);
  });

  it('sends nothing on WhatsApp to a traveller who never opted in, or who revoked', async () => {
    const never = await createUser(t, { mobile: mobile(), mobileVerifiedAt: new Date() });
    const revoked = await optedIn();
    const off = await revoked.client.put('/api/notifications/whatsapp', { optIn: false });
    expect(off.body).toMatchObject({ optedIn: false });
    for (const user of [never, revoked]) {
      await outsideQuietHours(() => notifyUser(t.database.db, statusChange(user.id, `HV-2026-2${user.id.slice(-5)}`)));
    }
    await t.settled();
    expect(await messageRow(never.id)).toBeUndefined();
    expect(await messageRow(revoked.id)).toBeUndefined();
  });
});

describe('opting in', () => {
  it('is refused without a verified mobile, and recorded with the time and the words shown', async () => {
    const unverified = await createUser(t, { mobile: mobile() });
    const refused = await unverified.client.put('/api/notifications/whatsapp', { optIn: true });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toContain('Verify your mobile number');
    expect(await t.database.db.select().from(whatsappOptIns).where(eq(whatsappOptIns.userId, unverified.id))).toEqual(
      [],
    );

    const user = await createUser(t, { mobile: mobile(), mobileVerifiedAt: new Date() });
    const before = await user.client.get('/api/notifications/whatsapp');
    expect(before.body).toMatchObject({ optedIn: false, mobileVerified: true, optedInAt: null });
    const on = await user.client.put('/api/notifications/whatsapp', { optIn: true });
    expect(on.body.optedIn).toBe(true);
    expect(on.body.optedInAt).toEqual(expect.any(String));
    const [row] = await t.database.db.select().from(whatsappOptIns).where(eq(whatsappOptIns.userId, user.id));
    expect(row?.wording).toBe(before.body.wording);
    expect(row?.revokedAt).toBeNull();
  });

  it('lapses when the mobile number changes: the opt-in named the old one', async () => {
    const user = await optedIn();
    await t.database.db
      .update(users)
      .set({ mobile: mobile(), mobileVerifiedAt: new Date() })
      .where(eq(users.id, user.id));
    expect((await user.client.get('/api/notifications/whatsapp')).body.optedIn).toBe(false);
    await outsideQuietHours(() => notifyUser(t.database.db, statusChange(user.id, 'HV-2026-100008')));
    await t.settled();
    expect(await messageRow(user.id)).toBeUndefined();
  });

  it('answers 400 to a malformed choice and 401 when signed out', async () => {
    const user = await createUser(t, { mobile: mobile(), mobileVerifiedAt: new Date() });
    expect((await user.client.put('/api/notifications/whatsapp', { optIn: 'yes' })).status).toBe(400);
    expect((await t.client().get('/api/notifications/whatsapp')).status).toBe(401);
  });
});

describe('the webhook', () => {
  it('answers the verification handshake with the challenge, 403 for a wrong token', async () => {
    const ok = await fetch(
      `${t.url}/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`,
    );
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('1158201444');
    const wrong = await fetch(`${t.url}/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=nope&hub.challenge=1`);
    expect(wrong.status).toBe(403);
  });

  it('records delivered and read on the message; a late "sent" does not go back; a failure fails it', async () => {
    const user = await optedIn();
    await outsideQuietHours(() => notifyUser(t.database.db, statusChange(user.id, 'HV-2026-100005')));
    await t.settled();
    const id = sentTo(user.mobile)[0]!.id!;
    const now = Math.floor(Date.now() / 1000);
    expect((await postWebhook(statusEvent(id, 'delivered', now))).status).toBe(200);
    expect((await messageRow(user.id))?.deliveryStatus).toBe('delivered');
    await postWebhook(statusEvent(id, 'read', now + 5));
    await postWebhook(statusEvent(id, 'sent', now - 5));
    const read = await messageRow(user.id);
    expect(read?.deliveryStatus).toBe('read');
    expect(read?.deliveryStatusAt?.getTime()).toBe((now + 5) * 1000);

    const other = await optedIn();
    await outsideQuietHours(() => notifyUser(t.database.db, statusChange(other.id, 'HV-2026-100006')));
    await t.settled();
    const failedId = sentTo(other.mobile)[0]!.id!;
    await postWebhook(statusEvent(failedId, 'failed', now, [{ code: 131026, title: 'Message undeliverable' }]));
    expect(await messageRow(other.id)).toMatchObject({
      status: 'failed',
      deliveryStatus: 'failed',
      lastError: 'WhatsApp: 131026 Message undeliverable',
    });
  });

  it('answers 401 and changes nothing when the signature is missing or wrong', async () => {
    const user = await optedIn();
    await outsideQuietHours(() => notifyUser(t.database.db, statusChange(user.id, 'HV-2026-100007')));
    await t.settled();
    const id = sentTo(user.mobile)[0]!.id!;
    const event = statusEvent(id, 'read', Math.floor(Date.now() / 1000));
    expect((await postWebhook(event, null)).status).toBe(401);
    expect((await postWebhook(event, sign(JSON.stringify(event), 'another-secret'))).status).toBe(401);
    expect((await postWebhook(event, 'sha256=abc')).status).toBe(401);
    const notJson = await fetch(`${t.url}/api/whatsapp/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': sign('{"entry": [') },
      body: '{"entry": [',
    });
    expect(notJson.status).toBe(400);
    const stranger = mobile();
    expect((await postWebhook(inbound(stranger, `wamid.in.${stranger}`, 'Hello?'), null)).status).toBe(401);
    expect((await messageRow(user.id))?.deliveryStatus).toBeNull();
    const rows = await t.database.db.select().from(contactMessages).where(eq(contactMessages.whatsappFrom, stranger));
    expect(rows).toEqual([]);
  });

  it("turns a traveller's message into a console conversation, once however often it is delivered", async () => {
    const from = mobile();
    const user = await createUser(t, { mobile: from, mobileVerifiedAt: new Date() });
    const payload = inbound(from, `wamid.in.${user.id}`, 'When will my visa be ready?');
    expect((await postWebhook(payload)).status).toBe(200);
    expect((await postWebhook(payload)).status).toBe(200);
    const support = await createOperator(t, 'support');
    const inbox = await support.client.get('/api/ops/contact?limit=200');
    const conversations = inbox.body.items.filter(
      (item: { whatsapp: { from: string } | null }) => item.whatsapp?.from === from,
    );
    expect(conversations).toHaveLength(1);
    expect(conversations[0]).toMatchObject({
      channel: 'whatsapp',
      message: 'When will my visa be ready?',
      name: 'Asha WhatsApp',
      email: user.email,
      replies: [],
      whatsapp: { userId: user.id, windowOpen: true },
    });
  });

  it('sends the reply as free text inside the 24-hour window, and as the template after it', async () => {
    const from = mobile();
    const support = await createOperator(t, 'support');
    const find = async () =>
      (await support.client.get('/api/ops/contact?limit=200')).body.items.find(
        (item: { whatsapp: { from: string } | null }) => item.whatsapp?.from === from,
      );
    await postWebhook(inbound(from, `wamid.in.${from}.1`, 'Is my passport with you?'));
    const conversation = await find();
    const reply = await support.client.post(`/api/ops/contact/${conversation.id}/reply`, {
      body: 'Yes, it is safe with us.',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.replies.at(-1)).toMatchObject({
      direction: 'out',
      via: 'whatsapp',
      body: 'Yes, it is safe with us.',
    });
    await t.settled();
    expect(sentTo(from).at(-1)?.body).toMatchObject({ type: 'text', text: { body: 'Yes, it is safe with us.' } });

    // The traveller's last message was 25 hours ago: WhatsApp refuses free text, so the template goes.
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    await t.database.db
      .update(contactMessages)
      .set({ lastInboundAt: dayAgo })
      .where(eq(contactMessages.id, conversation.id));
    expect((await find()).whatsapp.windowOpen).toBe(false);
    const late = await support.client.post(`/api/ops/contact/${conversation.id}/reply`, {
      body: 'Any more questions?',
    });
    expect(late.body.replies.at(-1)).toMatchObject({ via: 'whatsapp-template' });
    await t.settled();
    expect(sentTo(from).at(-1)?.body).toMatchObject({ type: 'template', template: { name: 'support_reply' } });

    // A new message reopens the window and joins the same conversation.
    await postWebhook(inbound(from, `wamid.in.${from}.2`, 'Thanks!'));
    const reopened = await find();
    expect(reopened.id).toBe(conversation.id);
    expect(reopened.whatsapp.windowOpen).toBe(true);
    expect(reopened.replies.at(-1)).toMatchObject({ direction: 'in', body: 'Thanks!', operator: null });
  });
});

describe('without WhatsApp configured', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await startTestApp();
  });
  afterAll(() => bare.close());

  it('writes WhatsApp messages to the outbox, template and values included, and has no webhook', async () => {
    const number = mobile();
    const user = await createUser(bare, { mobile: number, mobileVerifiedAt: new Date() });
    expect((await user.client.put('/api/notifications/whatsapp', { optIn: true })).status).toBe(200);
    await outsideQuietHours(() => notifyUser(bare.database.db, statusChange(user.id, 'HV-2026-100009')));
    const message = (await bare.outbox()).find(
      (m) => m.to === number && (m.channel as string) === 'whatsapp',
    ) as unknown as {
      purpose: string;
      text: string;
      template: { name: string; language: string; parameters: string[] };
    };
    expect(message.purpose).toBe('application-status');
    expect(message.template).toEqual({
      name: 'application_status',
      language: 'en',
      parameters: ['HV-2026-100009', 'Thailand', 'Approved'],
    });
    expect(message.text).toContain('HV-2026-100009');
    const handshake = await fetch(
      `${bare.url}/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=x&hub.challenge=1`,
    );
    expect(handshake.status).toBe(404);
    const event = await fetch(`${bare.url}/api/whatsapp/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': sign('{}') },
      body: '{}',
    });
    expect(event.status).toBe(404);
  });
});

describe('configuration', () => {
  it('wants the token and phone number id together, and the app secret and verify token together', () => {
    expect(() => loadConfig({ WHATSAPP_TOKEN: 'x' })).toThrow(
      /WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID go together/,
    );
    expect(() => loadConfig({ WHATSAPP_APP_SECRET: 'x' })).toThrow(/WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN/);
    expect(() => loadConfig({ WHATSAPP_TEMPLATES: 'application-status:en=Bad Name' })).toThrow(/name\/language/);
    const config = loadConfig({ WHATSAPP_TEMPLATES: 'application-status:hi=status_update_hi/hi' });
    expect(config.whatsapp.templates.get('application-status:hi')).toBe('status_update_hi/hi');
    expect(config.whatsapp.api).toBeUndefined();
    expect(config.whatsapp.webhook).toBeUndefined();
  });
});
