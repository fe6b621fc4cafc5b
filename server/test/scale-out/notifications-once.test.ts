import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_QUEUE } from '../../src/features/notifications/notify';
import { withDatabase } from '../global-setup';
import { freePort, type RunningServer, signUpOn, startServer } from '../server-process';
import { dropDatabase, freshDatabase } from './database';

/**
 * Two server processes work one notification queue on one PostgreSQL: each message is sent once.
 * Needs DATABASE_URL (CI sets it): `npm run test:scale`.
 */
const adminUrl = process.env.DATABASE_URL;
const database = `hv_notify_scale_${process.pid}`;
const PARTNER = { authorization: 'Bearer scale-partner-key-0123456789abcdef0', 'content-type': 'application/json' };
const EVENTS = 60;
let servers: RunningServer[] = [];

beforeAll(async () => {
  if (!adminUrl) throw new Error('The scale-out tests need DATABASE_URL (PostgreSQL).');
  const databaseUrl = await freshDatabase(adminUrl, database);
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: '',
    PARTNER_API_KEY: 'scale-partner-key-0123456789abcdef0',
    LOG_LEVEL: 'info',
  };
  const [first, second] = await Promise.all([freePort(), freePort()]);
  const one = await startServer({ port: first!, env, captureLog: true });
  // One outbox directory for both, as they would share a mail relay.
  servers = [one, await startServer({ port: second!, env: { ...env, DATA_DIR: one.dataDir }, captureLog: true })];
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  if (!adminUrl) return;
  await dropDatabase(adminUrl, database);
});

async function walletMails(email: string) {
  const dir = path.join(servers[0]!.dataDir, 'outbox');
  const files = (await readdir(dir)).filter((file) => file.endsWith('-wallet-credit.json'));
  const all = await Promise.all(files.map(async (file) => JSON.parse(await readFile(path.join(dir, file), 'utf8'))));
  return all.filter((message) => message.to === email);
}

const sentIds = (server: RunningServer) =>
  server
    .log()
    .filter((line) => line.msg === 'email message sent' && line.purpose === 'wallet-credit')
    .map((line) => String(line.message));

describe('notifications with two server processes on one PostgreSQL', () => {
  it('sends each message once, whichever process queued or works it', async () => {
    const email = `scale.notify.${Date.now()}@example.com`;
    await signUpOn(servers[0]!, email);
    const statuses = await Promise.all(
      Array.from({ length: EVENTS }, (_, i) =>
        fetch(`${servers[i % 2]!.url}/api/partner/wallet/transactions`, {
          method: 'POST',
          headers: PARTNER,
          body: JSON.stringify({ email, type: 'credit', amount: i + 1, idempotencyKey: `scale-notify-${email}-${i}` }),
        }).then((res) => res.status),
      ),
    );
    expect(new Set(statuses)).toEqual(new Set([201]));
    await expect.poll(async () => (await walletMails(email)).length, { timeout: 60_000, interval: 250 }).toBe(EVENTS);

    const client = new pg.Client({ connectionString: withDatabase(adminUrl!, database) });
    await client.connect();
    // Until no delivery job is left to run, a second send could still come: wait for the queue to be done.
    const outstandingJobs = async () =>
      (
        await client.query(
          `select count(*)::int as n from pgboss.job where name = $1 and state in ('created', 'retry', 'active')`,
          [DELIVERY_QUEUE],
        )
      ).rows[0].n;
    await expect.poll(outstandingJobs, { timeout: 30_000, interval: 100 }).toBe(0);
    const { rows } = await client.query(
      `select status, attempts from outgoing_messages where "to" = $1 and purpose = 'wallet-credit'`,
      [email],
    );
    await client.end();
    expect(await walletMails(email)).toHaveLength(EVENTS);

    const ids = [...sentIds(servers[0]!), ...sentIds(servers[1]!)];
    expect(ids).toHaveLength(EVENTS);
    expect(new Set(ids).size).toBe(EVENTS);

    expect(rows).toHaveLength(EVENTS);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    console.info(`two processes: ${sentIds(servers[0]!).length} + ${sentIds(servers[1]!).length} messages sent`);
  }, 120_000);
});
