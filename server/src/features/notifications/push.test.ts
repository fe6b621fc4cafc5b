import { outgoingMessages, pushSubscriptions, sessions } from '@db/schema/index';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/fixtures';
import { outsideQuietHours } from '../../../test/support/clock';
import { type FakePushService, startFakePushService } from '../../../test/support/fake-push-service';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { loadConfig } from '../../config';
import { notifyUser } from './notify';

let t: TestApp;
let push: FakePushService;

beforeAll(async () => {
  push = await startFakePushService();
  t = await startTestApp({
    JOB_RETRY_LIMIT: '2',
    JOB_RETRY_DELAY_SECONDS: '1',
    VAPID_SUBJECT: 'mailto:ops@hellovisa.example',
  });
});
afterAll(async () => {
  await t.close();
  await push.close();
});

/** A traveller who turned push on in this browser; the subscription's id and the browser's endpoint. */
async function subscribed(language: 'en' | 'hi' = 'en') {
  const user = await createUser(t, { language });
  const browser = push.subscription();
  const response = await user.client.post('/api/push/subscriptions', browser);
  expect(response.status).toBe(201);
  return { user, browser, id: response.body.id as string };
}

let refs = 0;
const statusChange = (userId: string) => {
  const ref = `HV-2026-2${String(++refs).padStart(5, '0')}`;
  return {
    kind: 'application-status' as const,
    userId,
    dedupeKey: `application-status:${ref}:approved`,
    data: { ref, country: 'Thailand', status: 'Approved' },
  };
};

const pushesTo = (endpoint: string) => push.received.filter((received) => received.endpoint === endpoint);
const pushRows = (userId: string) =>
  t.database.db
    .select()
    .from(outgoingMessages)
    .where(and(eq(outgoingMessages.userId, userId), eq(outgoingMessages.channel, 'push')));

describe('the VAPID key', () => {
  it('is generated once, stored, and the same on every call', async () => {
    const first = await t.client().get('/api/push/key');
    const second = await t.client().get('/api/push/key');
    expect(first.status).toBe(200);
    expect(first.body.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect(second.body.publicKey).toBe(first.body.publicKey);
  });

  it('configuration takes both keys or neither', () => {
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: `B${'A'.repeat(86)}` })).toThrow(/set both or neither/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: 'x' })).toThrow(/VAPID_PUBLIC_KEY/);
  });
});

describe('sending status changes as push notifications', () => {
  it('sends the status change, encrypted for the browser and signed with VAPID, once per event', async () => {
    const { user, browser } = await subscribed('en');
    const event = statusChange(user.id);
    await outsideQuietHours(() => notifyUser(t.database.db, event));
    await outsideQuietHours(() => notifyUser(t.database.db, event));
    await t.settled();
    const received = pushesTo(browser.endpoint);
    expect(received).toHaveLength(1);
    expect(received[0]?.payload).toEqual({
      title: expect.stringContaining(event.data.ref),
      body: expect.any(String),
      url: expect.stringMatching(new RegExp(`^https?://[^/]+/account/applications/${event.data.ref}$`)),
    });
    const key = (await t.client().get('/api/push/key')).body.publicKey;
    expect(received[0]?.vapid).toMatchObject({ publicKey: key, sub: 'mailto:ops@hellovisa.example' });
    expect(received[0]?.vapid.aud).toBe(new URL(browser.endpoint).origin);
    expect(await pushRows(user.id)).toMatchObject([{ status: 'sent' }]);
  });

  it('writes the notification in Hindi for a Hindi-speaking traveller', async () => {
    const { user, browser } = await subscribed('hi');
    await outsideQuietHours(() => notifyUser(t.database.db, statusChange(user.id)));
    await t.settled();
    const payload = pushesTo(browser.endpoint)[0]?.payload as { title: string };
    expect(payload.title).toMatch(/[\u0900-\u097F]/);
  });

  it('does not push kinds other than status updates', async () => {
    const { user, browser } = await subscribed();
    await notifyUser(t.database.db, {
      kind: 'password-changed',
      userId: user.id,
      dedupeKey: `password-changed:${user.id}:push-test`,
      data: {},
    });
    await t.settled();
    expect(pushesTo(browser.endpoint)).toHaveLength(0);
    expect(await pushRows(user.id)).toHaveLength(0);
  });

  it('removes the subscription when the push service answers 410, and sends it nothing more', async () => {
    const { user, browser, id } = await subscribed();
    push.failNext(410);
    await outsideQuietHours(() => notifyUser(t.database.db, statusChange(user.id)));
    await t.settled();
    const [row] = await pushRows(user.id);
    expect(row).toMatchObject({ status: 'failed', lastError: expect.stringContaining('410') });
    expect(await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id))).toEqual([]);
    await outsideQuietHours(() => notifyUser(t.database.db, statusChange(user.id)));
    await t.settled();
    expect(await pushRows(user.id)).toHaveLength(1);
    expect(pushesTo(browser.endpoint)).toHaveLength(0);
  });

  it('retries after a 429 or a 5xx and then delivers', async () => {
    const { user, browser } = await subscribed();
    push.failNext(429);
    await outsideQuietHours(() => notifyUser(t.database.db, statusChange(user.id)));
    await t.settled();
    await expect.poll(() => pushesTo(browser.endpoint).length, { timeout: 10_000 }).toBe(1);
    await expect.poll(async () => (await pushRows(user.id))[0]?.status, { timeout: 5000 }).toBe('sent');
    expect((await pushRows(user.id))[0]?.attempts).toBe(2);
  });

  it('ends with the session: signing out removes the subscription', async () => {
    const { user, id } = await subscribed();
    expect((await user.client.post('/api/auth/logout', {})).status).toBeLessThan(300);
    expect(await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id))).toEqual([]);
  });
});

describe('subscriptions', () => {
  it('lists the browser with the devices in settings and in the subscription list', async () => {
    const { user, id } = await subscribed();
    const settings = await user.client.get('/api/settings');
    expect(settings.body.devices).toEqual([expect.objectContaining({ current: true, push: true })]);
    const list = await user.client.get('/api/push/subscriptions');
    expect(list.body.items).toEqual([expect.objectContaining({ id, current: true, createdAt: expect.any(String) })]);
  });

  it('the same browser subscribing again updates its subscription instead of adding one', async () => {
    const { user, browser, id } = await subscribed();
    const again = await user.client.post('/api/push/subscriptions', browser);
    expect(again.body.id).toBe(id);
    expect((await user.client.get('/api/push/subscriptions')).body.items).toHaveLength(1);
  });

  type Keys = { p256dh: string; auth: string };
  const NOT_A_POINT = `B${'A'.repeat(86)}`;
  const malformed: Array<[string, (keys: Keys) => object]> = [
    ['no keys', () => ({ endpoint: 'https://push.example/abc' })],
    ['an endpoint that is no URL', (keys) => ({ endpoint: 'not a url', keys })],
    ['an http endpoint elsewhere', (keys) => ({ endpoint: 'http://push.example/abc', keys })],
    [
      'a p256dh of the wrong length',
      (keys) => ({ endpoint: 'https://push.example/a', keys: { ...keys, p256dh: 'BAAA' } }),
    ],
    [
      'an auth of the wrong length',
      (keys) => ({ endpoint: 'https://push.example/a', keys: { ...keys, auth: 'AAAA' } }),
    ],
    [
      'a p256dh that is no curve point',
      (keys) => ({ endpoint: 'https://push.example/a', keys: { ...keys, p256dh: NOT_A_POINT } }),
    ],
  ];
  it.each(malformed)('answers 400 to a malformed subscription: %s', async (_name, body) => {
    const user = await createUser(t);
    const response = await user.client.post('/api/push/subscriptions', body(push.subscription().keys));
    expect(response.status).toBe(400);
    const stored = await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
    expect(stored).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    const response = await t.client().post('/api/push/subscriptions', push.subscription());
    expect(response.status).toBe(401);
  });

  it("answers 404 to deleting another user's subscription, and deletes one's own", async () => {
    const owner = await subscribed();
    const other: TestUser = await createUser(t);
    expect((await other.client.delete(`/api/push/subscriptions/${owner.id}`)).status).toBe(404);
    expect((await owner.user.client.get('/api/push/subscriptions')).body.items).toHaveLength(1);
    expect((await owner.user.client.delete(`/api/push/subscriptions/${owner.id}`)).status).toBe(204);
    expect((await owner.user.client.get('/api/push/subscriptions')).body.items).toHaveLength(0);
  });

  it("refuses an endpoint held by another user's live session (409), and takes it over once that session is gone", async () => {
    const first = await subscribed();
    const second = await createUser(t);
    const refused = await second.client.post('/api/push/subscriptions', first.browser);
    expect(refused.status).toBe(409);
    const [row] = await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, first.id));
    expect(row?.userId).toBe(first.user.id);
    // The first user's session expires without a sign-out (its row stays behind).
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, row!.sessionId));
    const moved = await second.client.post('/api/push/subscriptions', first.browser);
    expect(moved.status).toBe(201);
    const [now] = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, first.browser.endpoint));
    expect(now?.userId).toBe(second.id);
  });
});
