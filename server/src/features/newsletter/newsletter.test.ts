import { newsletterSubscribers } from '@db/schema/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../test/fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { sha256 } from '../../lib/ids';
import {
  ALREADY_SUBSCRIBED,
  CONFIRM_SENT,
  NEWSLETTER_PER_ADDRESS,
  NEWSLETTER_PER_IP,
  SUBSCRIBED,
  UNSUBSCRIBED,
} from './service';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: 'https://hellovisa.example' });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.app.rateLimits.reset(NEWSLETTER_PER_IP, '127.0.0.1');
});

async function subscriber(email: string) {
  const [row] = await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
  return row;
}

async function confirmToken(email: string): Promise<string> {
  const mail = await t.lastMessage(email, 'newsletter-confirm');
  const link = new URL(mail.link ?? '');
  expect(`${link.origin}${link.pathname}`).toBe('https://hellovisa.example/newsletter/confirm');
  return link.searchParams.get('token') ?? '';
}

/** Signs up and opens the confirmation link (double opt-in). */
async function join(email: string) {
  expect((await t.client().post('/api/newsletter', { email })).status).toBe(201);
  const res = await t.client().post('/api/newsletter/confirm', { token: await confirmToken(email) });
  expect(res.body).toEqual({ status: 'subscribed', message: SUBSCRIBED });
}

async function welcomeToken(email: string): Promise<string> {
  const mail = await t.lastMessage(email, 'newsletter');
  const link = new URL(mail.link ?? '');
  expect(`${link.origin}${link.pathname}`).toBe('https://hellovisa.example/newsletter/unsubscribe');
  return link.searchParams.get('token') ?? '';
}

describe('POST /api/newsletter', () => {
  it('e-mails a confirmation link and subscribes nobody until it is opened (double opt-in)', async () => {
    const email = uniqueEmail('news');
    const res = await t.client().post('/api/newsletter', { email: `  ${email.toUpperCase()} ` });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ status: 'confirm-sent', message: CONFIRM_SENT });
    expect((await subscriber(email))?.pendingSince).toBeInstanceOf(Date);
    const mails = (await t.outbox()).filter((m) => m.to === email);
    expect(mails.map((m) => m.purpose)).toEqual(['newsletter-confirm']);
    expect(mails[0]?.subject).toBe('Confirm your HelloVisa newsletter subscription');
    const token = await confirmToken(email);
    expect((await subscriber(email))?.confirmTokenHash).toBe(sha256(token));

    const confirmed = await t.client().post('/api/newsletter/confirm', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ status: 'subscribed', message: SUBSCRIBED });
    const row = await subscriber(email);
    expect(row?.pendingSince).toBeNull();
    expect(row?.unsubscribedAt).toBeNull();
    const unsubscribe = await welcomeToken(email);
    expect(row?.unsubscribeTokenHash).toBe(sha256(unsubscribe));
    const mail = await t.lastMessage(email, 'newsletter');
    expect(mail.subject).toBe('Welcome to the HelloVisa newsletter');
    expect(mail.html).toContain(mail.link);

    const again = await t.client().post('/api/newsletter/confirm', { token });
    expect(again.body).toEqual({ status: 'already-subscribed', message: ALREADY_SUBSCRIBED });
    expect((await t.outbox()).filter((m) => m.to === email && m.purpose === 'newsletter')).toHaveLength(1);
  });

  it.each([
    [{ token: 'no-such-token' }, 404, 'NOT_FOUND'],
    [{ token: '' }, 400, 'VALIDATION_FAILED'],
    [{}, 400, 'VALIDATION_FAILED'],
  ])('refuses the confirmation %j', async (body, status, code) => {
    const res = await t.client().post('/api/newsletter/confirm', body);
    expect(res.status).toBe(status);
    expect(res.body.code).toBe(code);
  });

  it('answers 200 for an address already subscribed, without a second row or e-mail', async () => {
    const email = uniqueEmail('again');
    await join(email);
    const mailsBefore = (await t.outbox()).filter((m) => m.to === email).length;
    const again = await t.client().post('/api/newsletter', { email });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ status: 'already-subscribed', message: ALREADY_SUBSCRIBED });
    const rows = await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    expect(rows).toHaveLength(1);
    expect((await t.outbox()).filter((m) => m.to === email)).toHaveLength(mailsBefore);
  });

  it('sends one confirmation when an address subscribes three times at the same moment', async () => {
    const email = uniqueEmail('race');
    const answers = await Promise.all([1, 2, 3].map(() => t.client().post('/api/newsletter', { email })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.status))).toEqual(new Set(['confirm-sent']));
    expect((await t.outbox()).filter((m) => m.to === email)).toHaveLength(1);
  });

  it.each([
    [{}, 'Enter your email'],
    [{ email: '' }, 'Enter your email'],
    [{ email: 'not-an-email' }, 'Enter a valid email address'],
    [{ email: `${'a'.repeat(250)}@x.com` }, 'Email is too long'],
  ])('refuses %j with a 400 envelope', async (body, message) => {
    const res = await t.client().post('/api/newsletter', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { email: message } });
  });

  it('limits sign-ups per IP', async () => {
    for (let i = 0; i < NEWSLETTER_PER_IP.points; i++) {
      expect((await t.client().post('/api/newsletter', { email: uniqueEmail('burst') })).status).toBe(201);
    }
    const refused = await t.client().post('/api/newsletter', { email: uniqueEmail('burst') });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
  });
});

describe('POST /api/newsletter/unsubscribe', () => {
  it('unsubscribes with the token from the welcome e-mail, idempotently', async () => {
    const email = uniqueEmail('leave');
    await join(email);
    const token = await welcomeToken(email);

    const res = await t.client().post('/api/newsletter/unsubscribe', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'unsubscribed', message: UNSUBSCRIBED });
    const left = await subscriber(email);
    expect(left?.unsubscribedAt).toBeInstanceOf(Date);

    const again = await t.client().post('/api/newsletter/unsubscribe', { token });
    expect(again.status).toBe(200);
    expect((await subscriber(email))?.unsubscribedAt?.getTime()).toBe(left?.unsubscribedAt?.getTime());
  });

  it('lets a former subscriber join again with a fresh link; the old link no longer matches', async () => {
    const email = uniqueEmail('return');
    await join(email);
    const oldToken = await welcomeToken(email);
    await t.client().post('/api/newsletter/unsubscribe', { token: oldToken });

    await join(email);
    const newToken = await welcomeToken(email);
    expect(newToken).not.toBe(oldToken);
    expect((await subscriber(email))?.unsubscribedAt).toBeNull();

    const stale = await t.client().post('/api/newsletter/unsubscribe', { token: oldToken });
    expect(stale.status).toBe(404);
    expect((await subscriber(email))?.unsubscribedAt).toBeNull();
  });

  it('caps how often one address can re-join in a day', async () => {
    const email = uniqueEmail('yoyo');
    for (let joined = 0; joined < NEWSLETTER_PER_ADDRESS.points; joined++) {
      await join(email);
      await t.client().post('/api/newsletter/unsubscribe', { token: await welcomeToken(email) });
    }
    const refused = await t.client().post('/api/newsletter', { email });
    expect(refused.status).toBe(429);
  });

  it.each([
    [{ token: 'no-such-token' }, 404, 'NOT_FOUND'],
    [{ token: '' }, 400, 'VALIDATION_FAILED'],
    [{}, 400, 'VALIDATION_FAILED'],
  ])('refuses %j', async (body, status, code) => {
    const res = await t.client().post('/api/newsletter/unsubscribe', body);
    expect(res.status).toBe(status);
    expect(res.body.code).toBe(code);
  });
});
