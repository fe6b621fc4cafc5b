import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { verifications } from '@db/schema/index';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, uniqueEmail } from '../../../test/fixtures';
import { expireSecrets, userRow } from '../../../test/support/auth';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { AuthLimits } from './limits';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: 'https://visa.test' });
});
afterAll(() => t.close());

const SENT = { success: true, message: 'Password reset link sent! Please check your email.' };
const INVALID = 'This reset link is invalid or has expired. Please request a new one.';

async function requestLink(email: string) {
  const res = await t.client().post('/api/reset-password', { email });
  expect(res.status).toBe(200);
  expect(res.body).toEqual(SENT);
  const message = await t.lastMessage(email, 'reset');
  const link = new URL(message.link!);
  return { message, link, token: link.searchParams.get('token')!, email: link.searchParams.get('email')! };
}

describe('POST /api/reset-password', () => {
  it('e-mails a link to /reset-password-confirm with token and email', async () => {
    const user = await createUser(t);
    const { message, link, token, email } = await requestLink(user.email);
    expect(`${link.origin}${link.pathname}`).toBe('https://visa.test/reset-password-confirm');
    expect(email).toBe(user.email);
    expect(token.length).toBeGreaterThanOrEqual(40);
    expect(message.subject).toBe('Reset your HelloVisa password');
    expect(message.text).toContain('Hello Asha,');
    expect(message.text).toContain(message.link);
    expect(message.text).toContain('30 minutes');
    const [row] = await t.database.db.select().from(verifications).where(eq(verifications.target, user.email));
    expect(row!.secretHash).not.toContain(token);
    const minutes = (row!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const email = uniqueEmail();
    const res = await t.client().post('/api/reset-password', { email });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(SENT);
    expect((await t.outbox()).some((m) => m.to === email)).toBe(false);
  });

  it('answers before it looks the address up, so a known and an unknown address get the same answer', async () => {
    const user = await createUser(t);
    const unknown = uniqueEmail('nobody');
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let answers: Array<{ status: number; body: unknown }> = [];
    // The work of a reset (the user lookup, the link) cannot run while this transaction holds the tables.
    const holding = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table users, verifications in exclusive mode`);
      answers = await Promise.all(
        [user.email, unknown].map(async (email) => {
          const res = await t.client().post('/api/reset-password', { email });
          return { status: res.status, body: res.body };
        }),
      );
      await held;
    });
    await vi.waitFor(() => expect(answers).toHaveLength(2), { timeout: 30_000 });
    expect(answers[0]).toEqual({ status: 200, body: SENT });
    expect(answers[1]).toEqual(answers[0]);
    release();
    await holding;
    const link = await vi.waitFor(async () => (await t.lastMessage(user.email, 'reset')).link, { timeout: 30_000 });
    expect(link).toContain('/reset-password-confirm?');
    expect((await t.outbox()).some((m) => m.to === unknown)).toBe(false);
  });

  it('validates the e-mail', async () => {
    const res = await t.client().post('/api/reset-password', { email: 'nope' });
    expect(res.status).toBe(400);
    expect(res.body.fields.email).toBe('Enter a valid email address');
  });
});

describe('POST /api/reset-password/confirm', () => {
  it('sets the new password, signs out every session, and the old password stops working', async () => {
    const user = await createUser(t);
    const { token, email } = await requestLink(user.email);
    const res = await t
      .client()
      .post('/api/reset-password/confirm', { email, token, newPassword: 'a brand new secret' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Password has been reset! Redirecting to login...' });
    expect((await user.client.get('/api/auth/me')).status).toBe(401);
    const old = await t.client().post('/api/auth/login', { email, password: user.password });
    expect(old.status).toBe(401);
    const fresh = await t.client().post('/api/auth/login', { email, password: 'a brand new secret' });
    expect(fresh.status).toBe(200);
  });

  it('refuses the same link twice', async () => {
    const user = await createUser(t);
    const { token, email } = await requestLink(user.email);
    expect(
      (await t.client().post('/api/reset-password/confirm', { email, token, newPassword: 'first new password' }))
        .status,
    ).toBe(200);
    const reuse = await t
      .client()
      .post('/api/reset-password/confirm', { email, token, newPassword: 'second new password' });
    expect(reuse.status).toBe(400);
    expect(reuse.body.error).toBe(INVALID);
    expect((await t.client().post('/api/auth/login', { email, password: 'first new password' })).status).toBe(200);
  });

  it('refuses an expired link, a wrong token and a token for another e-mail', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const { token, email } = await requestLink(user.email);
    const wrong = await t.client().post('/api/reset-password/confirm', {
      email,
      token: `${token.slice(0, -2)}xx`,
      newPassword: 'another password',
    });
    expect(wrong.status).toBe(400);
    const elsewhere = await t.client().post('/api/reset-password/confirm', {
      email: other.email,
      token,
      newPassword: 'another password',
    });
    expect(elsewhere.status).toBe(400);
    await expireSecrets(t, user.email);
    const expired = await t
      .client()
      .post('/api/reset-password/confirm', { email, token, newPassword: 'another password' });
    expect(expired.status).toBe(400);
    expect(expired.body.error).toBe(INVALID);
    expect((await t.client().post('/api/auth/login', { email, password: user.password })).status).toBe(200);
  });

  it('only the newest link works', async () => {
    const user = await createUser(t);
    const first = await requestLink(user.email);
    const second = await requestLink(user.email);
    const old = await t.client().post('/api/reset-password/confirm', {
      email: user.email,
      token: first.token,
      newPassword: 'another password',
    });
    expect(old.status).toBe(400);
    const latest = await t.client().post('/api/reset-password/confirm', {
      email: user.email,
      token: second.token,
      newPassword: 'another password',
    });
    expect(latest.status).toBe(200);
  });

  it('requires 8 characters', async () => {
    const user = await createUser(t);
    const { token, email } = await requestLink(user.email);
    const res = await t.client().post('/api/reset-password/confirm', { email, token, newPassword: 'short' });
    expect(res.status).toBe(400);
    expect(res.body.fields.newPassword).toBe('Password must be at least 8 characters.');
    expect((await userRow(t, email))!.passwordHash).toBeTruthy();
    const after = await t
      .client()
      .post('/api/reset-password/confirm', { email, token, newPassword: 'long enough now' });
    expect(after.status).toBe(200);
  });
});

describe('reset request timing', () => {
  const SMTP_DELAY_MS = 800;
  let slow: TestApp;
  let smtp: SMTPServer;
  beforeAll(async () => {
    // A mail relay that takes its time: a request that waited for it would show.
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        stream.resume();
        stream.on('end', () => setTimeout(() => callback(), SMTP_DELAY_MS));
      },
    });
    smtp.listen(0, '127.0.0.1');
    await once(smtp.server, 'listening');
    const port = (smtp.server.address() as AddressInfo).port;
    slow = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true` });
  });
  afterAll(async () => {
    await slow.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

  async function timed(email: string): Promise<number> {
    await slow.app.rateLimits.reset(AuthLimits.resetRequestPerIp, '127.0.0.1');
    const started = performance.now();
    const res = await slow.client().post('/api/reset-password', { email });
    expect(res.status).toBe(200);
    return performance.now() - started;
  }

  it('answers as fast for an existing account as for an unknown address (the mail is sent by a job)', async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 9; i++) {
      const user = await createUser(slow);
      known.push(await timed(user.email));
      unknown.push(await timed(uniqueEmail('nobody')));
    }
    expect(median(known)).toBeLessThan(SMTP_DELAY_MS / 2);
    expect(median(known)).toBeLessThan(median(unknown) + 100);
  });
});
