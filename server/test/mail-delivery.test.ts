import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { outgoingMessages } from '@db/schema/index';
import { eq } from 'drizzle-orm';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queueMessage } from '../src/features/notifications/notify';
import { uniqueEmail } from './fixtures';
import { startTestApp, type TestApp } from './test-app';

/**
 * E-mail through a local SMTP server that stalls, drops and refuses: a slow message never holds up a
 * sign-in code, is never delivered twice, and a permanent refusal (550) is not retried.
 */
const JOB_TIMEOUT_SECONDS = 20;
/** Well under the job timeout: a worker that waited for the stalled message would take at least this long. */
const NOT_BLOCKED_MS = 15_000;

interface Delivery {
  to: string;
  messageId: string;
  at: number;
}

const deliveries: Delivery[] = [];
/** DATA commands seen per recipient, delivered or not. */
const attempts = new Map<string, number>();
const closedSessions = new Set<string>();
let releaseStall!: () => void;
const stallReleased = new Promise<void>((resolve) => {
  releaseStall = resolve;
});
let stallStarted!: () => void;
const stalled = new Promise<void>((resolve) => {
  stallStarted = resolve;
});

const STALL = 'stall@example.com';
const DROP = 'drop@example.com';
const REFUSE = 'nobody@example.com';

const smtpError = (message: string, responseCode: number) => Object.assign(new Error(message), { responseCode });

async function onData(
  stream: NodeJS.ReadableStream,
  session: SMTPServerSession,
  callback: (error?: Error | null) => void,
) {
  let raw = '';
  for await (const chunk of stream) raw += chunk.toString();
  const to = session.envelope.rcptTo[0]?.address ?? '';
  const attempt = (attempts.get(to) ?? 0) + 1;
  attempts.set(to, attempt);
  if (to === DROP && attempt === 1) return callback(smtpError('Service not available, closing channel', 421));
  if (to === STALL) {
    // Every attempt is held, past the job timeout, until the test lets go.
    stallStarted();
    await stallReleased;
    // A client that gave up has closed the connection: nothing is accepted on it any more.
    if (closedSessions.has(session.id)) return;
  }
  const messageId = /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? '';
  deliveries.push({ to, messageId, at: performance.now() });
  callback();
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onRcptTo(address, _session, callback) {
    if (address.address === REFUSE) return callback(smtpError('No such user here', 550));
    callback();
  },
  onData: (stream, session, callback) => void onData(stream, session, callback),
  onClose(session) {
    closedSessions.add(session.id);
  },
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await startTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    JOB_TIMEOUT_SECONDS: String(JOB_TIMEOUT_SECONDS),
    JOB_RETRY_DELAY_SECONDS: '1',
    JOB_RETRY_LIMIT: '3',
    JOB_POLL_SECONDS: '0.5',
  });
});
afterAll(async () => {
  releaseStall();
  await t?.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

const deliveredTo = (to: string) => deliveries.filter((delivery) => delivery.to === to);

async function messageRow(to: string) {
  const [row] = await t.database.db.select().from(outgoingMessages).where(eq(outgoingMessages.to, to));
  return row!;
}

describe('mail delivery through a misbehaving SMTP server', () => {
  it('sends a sign-up code at once while another message stalls, and delivers the stalled one once', async () => {
    await queueMessage(t.database.db, { channel: 'email', to: STALL, purpose: 'contact', subject: 'Slow', text: 'x' });
    await stalled;

    const email = uniqueEmail('code');
    const started = performance.now();
    expect((await t.client().post('/api/send-otp', { email })).status).toBe(200);
    const [code] = await vi.waitFor(
      () => {
        const found = deliveredTo(email);
        expect(found).toHaveLength(1);
        return found;
      },
      { timeout: NOT_BLOCKED_MS, interval: 20 },
    );
    // Measured, not asserted: the figure for the operator's notes.
    console.info(`code e-mail delivered ${Math.round(code!.at - started)} ms after the request, while another stalled`);
    expect(deliveredTo(STALL)).toHaveLength(0);

    // Each stalled attempt is given up on (socket timeout, well under the job's) before it expires, so
    // when the server lets go at most the attempt still connected is accepted: one copy, never two.
    await vi.waitFor(() => expect(attempts.get(STALL)).toBeGreaterThanOrEqual(2), { timeout: 60_000, interval: 50 });
    releaseStall();
    await vi.waitFor(async () => expect((await messageRow(STALL)).status).toBe('sent'), { timeout: 60_000 });
    expect(deliveredTo(STALL)).toHaveLength(1);
    expect(new Set(deliveries.map((delivery) => delivery.messageId)).size).toBe(deliveries.length);
  }, 180_000);

  it('marks a message the server refuses for good (550) failed at once, without retrying it', async () => {
    await queueMessage(t.database.db, { channel: 'email', to: REFUSE, purpose: 'contact', subject: 'No', text: 'x' });
    await vi.waitFor(async () => expect((await messageRow(REFUSE)).status).toBe('failed'), { timeout: 30_000 });
    const row = await messageRow(REFUSE);
    expect(row.attempts).toBe(1);
    expect(row.lastError).toContain('550');
    const { rows } = await t.database.query(`select state, retry_count from pgboss.job where data->>'messageId' = $1`, [
      row.id,
    ]);
    expect(rows).toEqual([{ state: 'completed', retry_count: 0 }]);
  }, 60_000);

  it('retries a dropped connection and delivers the message once', async () => {
    await queueMessage(t.database.db, { channel: 'email', to: DROP, purpose: 'contact', subject: 'Drop', text: 'x' });
    await vi.waitFor(async () => expect((await messageRow(DROP)).status).toBe('sent'), { timeout: 30_000 });
    expect(attempts.get(DROP)).toBe(2);
    expect(deliveredTo(DROP)).toHaveLength(1);
  }, 60_000);
});
