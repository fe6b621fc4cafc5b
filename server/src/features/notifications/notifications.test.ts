import { NotificationItemSchema, NotificationListSchema } from '@contract/account/notifications';
import { notifications, outgoingMessages } from '@db/schema/index';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { changePassword, createUser, type TestUser } from '../../../test/fixtures';
import { outsideQuietHours } from '../../../test/support/clock';
import { TEST_PARTNER_KEY } from '../../../test/support/partner';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { notifyUser, type UserNotification } from './notify';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let mobiles = 0;
const newMobile = () => `+9197${String(Date.now() % 1e6).padStart(6, '0')}${String(++mobiles % 100).padStart(2, '0')}`;
const withMobile = () => createUser(t, { mobile: newMobile(), mobileVerifiedAt: new Date() });

const credit = (user: TestUser, n: number): UserNotification => ({
  kind: 'wallet-credit',
  userId: user.id,
  dedupeKey: `test-credit:${user.id}:${n}`,
  data: { amountPaise: 10_000 * n, remarks: null, balancePaise: 10_000 * n },
});

const sent = async (to: string, purpose: string) =>
  (await t.outbox()).filter((m) => m.to === to && m.purpose === purpose);

describe('GET /api/notifications', () => {
  it('lists the newest first with the unread count, in the centre’s contract', async () => {
    const user = await createUser(t);
    await notifyUser(t.database.db, credit(user, 1));
    await notifyUser(t.database.db, credit(user, 2));
    const res = await user.client.get('/api/notifications');
    expect(res.status).toBe(200);
    expect(NotificationListSchema.strict().parse(res.body)).toBeTruthy();
    expect(res.body.unread).toBe(2);
    expect(res.body.items.map((item: { title: string }) => item.title)).toEqual([
      '₹200.00 added to your wallet',
      '₹100.00 added to your wallet',
    ]);
    const [item] = res.body.items;
    expect(NotificationItemSchema.strict().parse(item)).toMatchObject({
      category: 'payments',
      body: 'Your balance is ₹200.00.',
      url: '/account/wallet',
      readAt: null,
    });
  });

  it('answers 401 without a session', async () => {
    const res = await t.client().get('/api/notifications');
    expect(res.status).toBe(401);
    expect(res.body.code).toBeTruthy();
  });

  it('shows each user only their own notifications', async () => {
    const [asha, ravi] = [await createUser(t), await createUser(t)];
    await notifyUser(t.database.db, credit(asha, 3));
    const ravis = await ravi.client.get('/api/notifications');
    expect(ravis.body).toEqual({ items: [], unread: 0, nextCursor: null });
  });
});

describe('GET /api/notifications, a page at a time', () => {
  it('walks every notification once across pages while new ones arrive, in two queries a page', async () => {
    const user = await createUser(t);
    for (let n = 1; n <= 9; n++) await notifyUser(t.database.db, credit(user, n));
    const titles: string[] = [];
    const statements: number[] = [];
    let cursor: string | null = null;
    let added = 100;
    await user.client.get('/api/notifications?limit=1'); // the session and its caches warm
    do {
      await t.settled(); // the e-mails of the notifications made so far are sent: only the request's queries count
      const before = t.database.statementsSent();
      const res: { status: number; body: { items: Array<{ title: string }>; nextCursor: string | null } } =
        await user.client.get(`/api/notifications?limit=4${cursor ? `&cursor=${cursor}` : ''}`);
      statements.push(t.database.statementsSent() - before);
      expect(res.status).toBe(200);
      titles.push(...res.body.items.map((item) => item.title));
      cursor = res.body.nextCursor;
      // A newer notification between pages belongs before the pages read: it shows on the next visit.
      await notifyUser(t.database.db, credit(user, ++added));
    } while (cursor);
    expect(titles).toHaveLength(9);
    expect(new Set(titles).size).toBe(9);
    expect(titles[0]).toBe('₹900.00 added to your wallet');
    expect(titles[8]).toBe('₹100.00 added to your wallet');
    expect(new Set(statements).size).toBe(1);
  });

  it('answers 400 to a malformed cursor, a cursor of another list and a page size out of bounds', async () => {
    const user = await createUser(t);
    const applications = Buffer.from(JSON.stringify(['applications', '2026-01-01T00:00:00.000000Z', 'x'])).toString(
      'base64url',
    );
    for (const query of ['cursor=!!', `cursor=${applications}`, 'limit=0', 'limit=101']) {
      const res = await user.client.get(`/api/notifications?${query}`);
      expect(res.status, query).toBe(400);
      expect(JSON.stringify(res.body), query).toMatch(/Invalid cursor|Page size must be a whole number from 1 to 100/);
    }
  });
});

describe('POST /api/notifications/read', () => {
  it('marks one read, then all, and the unread count follows', async () => {
    const user = await createUser(t);
    for (const n of [1, 2, 3]) await notifyUser(t.database.db, credit(user, n));
    const { body } = await user.client.get('/api/notifications');
    const one = await user.client.post('/api/notifications/read', { ids: [body.items[0].id] });
    expect(one.status).toBe(200);
    expect(one.body).toEqual({ unread: 2 });
    const after = await user.client.get('/api/notifications');
    expect(after.body.items[0].readAt).not.toBeNull();
    expect(after.body.items[1].readAt).toBeNull();

    const all = await user.client.post('/api/notifications/read', { all: true });
    expect(all.body).toEqual({ unread: 0 });
  });

  it("answers 404 for an unknown id or another user's, and marks nothing", async () => {
    const [asha, ravi] = [await createUser(t), await createUser(t)];
    await notifyUser(t.database.db, credit(asha, 1));
    await notifyUser(t.database.db, credit(ravi, 1));
    const ashas = (await asha.client.get('/api/notifications')).body.items[0].id;
    const ravis = (await ravi.client.get('/api/notifications')).body.items[0].id;

    for (const ids of [[ravis], [ashas, ravis], ['no-such-id']]) {
      const res = await asha.client.post('/api/notifications/read', { ids });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect((await asha.client.get('/api/notifications')).body.unread).toBe(1);
    expect((await ravi.client.get('/api/notifications')).body.unread).toBe(1);
  });

  it.each([[{}], [{ ids: [] }], [{ all: false }], [{ ids: 'x' }]])('refuses %j with a 400 envelope', async (body) => {
    const user = await createUser(t);
    const res = await user.client.post('/api/notifications/read', body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });
});

describe('preferences', () => {
  it('defaults to every channel on, except offers by SMS; security is locked on', async () => {
    const user = await createUser(t);
    const res = await user.client.get('/api/notifications/preferences');
    expect(res.status).toBe(200);
    expect(res.body.locked).toEqual(['security']);
    expect(res.body.preferences.payments).toEqual({ email: true, sms: true, inApp: true });
    expect(res.body.preferences.offers).toEqual({ email: true, sms: false, inApp: true });
  });

  it('honours each channel: no e-mail, no SMS, no in-app row when turned off', async () => {
    const user = await withMobile();
    const mobile = (await t.database.query('select mobile from users where id = $1', [user.id])).rows[0]
      ?.mobile as string;
    const save = await user.client.put('/api/notifications/preferences', { payments: { email: false } });
    expect(save.status).toBe(200);
    expect(save.body.preferences.payments).toEqual({ email: false, sms: true, inApp: true });
    await outsideQuietHours(() => notifyUser(t.database.db, credit(user, 1)));
    expect(await sent(user.email, 'wallet-credit')).toHaveLength(0);
    expect(await sent(mobile, 'wallet-credit')).toHaveLength(1);
    expect((await user.client.get('/api/notifications')).body.unread).toBe(1);

    await user.client.put('/api/notifications/preferences', { payments: { sms: false, inApp: false } });
    await outsideQuietHours(() => notifyUser(t.database.db, credit(user, 2)));
    expect(await sent(mobile, 'wallet-credit')).toHaveLength(1);
    expect((await user.client.get('/api/notifications')).body.unread).toBe(1);

    await user.client.put('/api/notifications/preferences', { payments: { email: true } });
    await notifyUser(t.database.db, credit(user, 3));
    expect(await sent(user.email, 'wallet-credit')).toHaveLength(1);
  });

  it('refuses to turn security off (422) and changes nothing', async () => {
    const user = await createUser(t);
    const res = await user.client.put('/api/notifications/preferences', {
      payments: { email: false },
      security: { email: false },
    });
    expect(res.status).toBe(422);
    const now = await user.client.get('/api/notifications/preferences');
    expect(now.body.preferences.payments.email).toBe(true);
    expect(now.body.preferences.security).toEqual({ email: true, sms: true, inApp: true });
  });

  it.each([[{ payments: { fax: true } }], [{ payments: { email: 'yes' } }], [{ marketing: {} }]])(
    'refuses %j with a 400 envelope',
    async (body) => {
      const user = await createUser(t);
      const res = await user.client.put('/api/notifications/preferences', body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    },
  );
});

describe('quiet hours', () => {
  /** 22:00 IST (16:30 UTC) tomorrow. */
  function eveningTomorrow(): Date {
    const day = new Date(Date.now() + 24 * 60 * 60 * 1000);
    day.setUTCHours(16, 30, 0, 0);
    return day;
  }

  /** The queue job of each of the user's SMS: when it may start. */
  async function smsJobs(userId: string) {
    const { rows } = await t.database.query(
      `select m.purpose, m.send_after, j.start_after from outgoing_messages m
         join pgboss.job j on j.data->>'messageId' = m.id
        where m.user_id = $1 and m.channel = 'sms'`,
      [userId],
    );
    return new Map(rows.map((row) => [row.purpose as string, row]));
  }

  it('holds an SMS queued between 21:00 and 09:00 IST until 09:00 through the queue, but not a security alert', async () => {
    const user = await withMobile();
    const evening = eveningTomorrow();
    // The clock (also PGlite's, which reads the process clock) says 22:00 IST while the events are queued.
    vi.useFakeTimers({ toFake: ['Date'], now: evening });
    try {
      await notifyUser(t.database.db, credit(user, 1));
      await notifyUser(t.database.db, {
        kind: 'password-changed',
        userId: user.id,
        dedupeKey: `test-password:${user.id}`,
        data: {},
      });
    } finally {
      vi.useRealTimers();
    }
    const nineAm = new Date(evening.getTime() + 11 * 60 * 60 * 1000);
    const jobs = await smsJobs(user.id);
    expect(new Date(jobs.get('wallet-credit')?.send_after as string)).toEqual(nineAm);
    expect(new Date(jobs.get('wallet-credit')?.start_after as string)).toEqual(nineAm);
    expect(jobs.get('password-changed')?.send_after).toBeNull();
    expect(new Date(jobs.get('password-changed')?.start_after as string).getTime()).toBeLessThan(
      evening.getTime() + 60_000,
    );
    // Those jobs only start tomorrow: take them out so that the queue settles for the other tests.
    await t.database.query(
      `delete from pgboss.job where data->>'messageId' in (select id from outgoing_messages where user_id = $1)`,
      [user.id],
    );
    await t.database.db.delete(outgoingMessages).where(eq(outgoingMessages.userId, user.id));
  });
});

describe('triggers', () => {
  it('a partner API status change notifies in-app, by e-mail and by SMS, once per change', async () => {
    const user = await withMobile();
    const partner = t.client({ authorization: `Bearer ${TEST_PARTNER_KEY}` });
    const ref = `BK-${Date.now()}`;
    const put = (status: string, remarks?: string) =>
      partner.put(`/api/partner/applications/${ref}`, {
        email: user.email,
        country: 'Japan',
        type: 'Tourist e-Visa',
        status,
        ...(remarks ? { remarks } : {}),
      });
    expect((await put('Submitted')).status).toBe(201);
    expect((await put('Submitted')).status).toBe(200);
    expect((await put('Approved', 'Your visa is attached.')).status).toBe(200);

    const list = await user.client.get('/api/notifications');
    expect(list.body.items.map((item: { title: string }) => item.title)).toEqual([
      `Japan visa application ${ref}: Approved`,
      `Japan visa application ${ref}: Submitted`,
    ]);
    expect(list.body.items[0]).toMatchObject({
      category: 'applications',
      body: 'Status: Approved. Your visa is attached.',
      url: `/account/applications/${ref}`,
    });
    expect(await sent(user.email, 'application-status')).toHaveLength(2);
    const mail = (await sent(user.email, 'application-status')).at(-1);
    expect(mail?.subject).toBe(`Japan visa application ${ref}: Approved`);
    expect(mail?.link).toBe(`${t.url}/account/applications/${ref}`);
    const rows = await t.database.db
      .select()
      .from(outgoingMessages)
      .where(and(eq(outgoingMessages.userId, user.id), eq(outgoingMessages.channel, 'sms')));
    expect(rows.filter((row) => row.purpose === 'application-status')).toHaveLength(2);
  });

  it('a partner wallet credit notifies once, even when the partner retries', async () => {
    const user = await createUser(t);
    const partner = t.client({ authorization: `Bearer ${TEST_PARTNER_KEY}` });
    const body = {
      email: user.email,
      type: 'credit',
      amount: 150,
      remarks: 'Cashback',
      idempotencyKey: `k-${user.id}`,
    };
    expect((await partner.post('/api/partner/wallet/transactions', body)).status).toBe(201);
    expect((await partner.post('/api/partner/wallet/transactions', body)).status).toBe(200);
    const mails = await sent(user.email, 'wallet-credit');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('₹150.00 added to your wallet');
  });

  it('a password change sends a security notice', async () => {
    const user = await createUser(t);
    const res = await changePassword(user, 'another long password');
    expect(res.status).toBe(200);
    const [mail] = await sent(user.email, 'password-changed');
    expect(mail?.subject).toBe('Your HelloVisa password was changed');
    const rows = await t.database.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(rows.map((row) => row.kind)).toEqual(['password-changed']);
  });

  it('a sign-in from a second browser is announced, the first and a repeated one are not', async () => {
    const user = await createUser(t);
    const login = (userAgent: string) =>
      t.client().request('POST', '/api/auth/login', {
        json: { email: user.email, password: user.password },
        headers: { 'user-agent': userAgent },
      });
    const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
    const chrome =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
    expect((await login(firefox)).status).toBe(200);
    expect((await login(firefox)).status).toBe(200);
    expect(await sent(user.email, 'new-device')).toHaveLength(0);
    expect((await login(chrome)).status).toBe(200);
    const mails = await sent(user.email, 'new-device');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Chrome on Windows');
  });
});
