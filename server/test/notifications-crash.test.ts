import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from '@db/client';
import { describe, expect, it } from 'vitest';
import { restartableServers } from './restartable-servers';
import { freePort, type RunningServer, signUpOn } from './server-process';

/**
 * kill -9 while notification jobs are queued (and some are being sent), restart on the same data:
 * every message is delivered, each exactly once.
 */
const runId = `${process.pid}${Date.now()}`;
const PARTNER = { authorization: 'Bearer crash-partner-key-0123456789abcdefghij', 'content-type': 'application/json' };
const EVENTS = 80;
/** Jobs a process works at once (JOBS_AT_ONCE in lib/jobs.ts). */
const IN_FLIGHT_AT_MOST = 5;
const start = restartableServers({
  postgres: true,
  captureLog: true,
  env: {
    PARTNER_API_KEY: 'crash-partner-key-0123456789abcdefghij',
    LOG_LEVEL: 'info',
    // A job whose process died is retried after this long.
    JOB_TIMEOUT_SECONDS: '2',
    JOB_RETRY_DELAY_SECONDS: '1',
  },
});

async function walletMails(dataDir: string, email: string): Promise<Array<{ text: string }>> {
  const dir = path.join(dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((file) => file.endsWith('-wallet-credit.json'));
  const messages = await Promise.all(
    files.map(async (file) => JSON.parse(await readFile(path.join(dir, file), 'utf8'))),
  );
  return messages.filter((message) => message.to === email);
}

/**
 * The outgoing messages' states as the database holds them, read once the server has stopped. A message
 * marked sent is never sent again (the delivery job claims only rows not yet sent), so all of them sent
 * means no duplicate can still come. PostgreSQL finishes a statement a killed process had already sent, so
 * the states are read once the dead server's sessions have ended.
 */
async function messageStates(
  server: { dataDir: string; databaseUrl?: string },
  email: string,
): Promise<Record<string, number>> {
  const url = server.databaseUrl;
  const database = await openDatabase(
    url ? { kind: 'postgres', url, poolSize: 1 } : { kind: 'pglite', dataDir: path.join(server.dataDir, 'db') },
  );
  try {
    if (url) {
      const otherSessions = `select count(*)::int as n from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`;
      await expect.poll(async () => (await database.query(otherSessions, [])).rows[0]?.n, { timeout: 10_000 }).toBe(0);
    }
    const { rows } = await database.query(
      `select status, count(*)::int as n from outgoing_messages where "to" = $1 and purpose = 'wallet-credit' group by status`,
      [email],
    );
    return Object.fromEntries(rows.map((row) => [row.status as string, row.n as number]));
  } finally {
    await database.close();
  }
}

const sentLines = (server: RunningServer) =>
  server.log().filter((line) => line.msg === 'email message sent' && line.purpose === 'wallet-credit');

describe('notification delivery across a crash', () => {
  it('delivers every queued message exactly once after kill -9 and a restart', async () => {
    const port = await freePort();
    const first = await start(port);
    const email = `notify.crash.${Date.now()}@example.com`;
    await signUpOn(first, email);

    const credits = Array.from({ length: EVENTS }, (_, i) =>
      fetch(`${first.url}/api/partner/wallet/transactions`, {
        method: 'POST',
        headers: PARTNER,
        body: JSON.stringify({
          email,
          type: 'credit',
          amount: i + 1,
          idempotencyKey: `notify-crash-${runId}-${i}`,
          remarks: `credit ${i}`,
        }),
      }).then((res) => res.status),
    );
    expect(new Set(await Promise.all(credits))).toEqual(new Set([201]));
    await first.kill();
    const beforeRestart = (await walletMails(first.dataDir, email)).length;
    expect(beforeRestart).toBeLessThan(EVENTS);
    const markedSent = (await messageStates(first, email)).sent ?? 0;

    // The restarted process sends every message not marked sent, the ones cut off mid-send included.
    const second = await start(port, first.dataDir);
    await expect
      .poll(() => new Set(sentLines(second).map((line) => line.message)).size, { timeout: 30_000, interval: 250 })
      .toBe(EVENTS - markedSent);
    await second.stop();
    expect(await messageStates(first, email)).toEqual({ sent: EVENTS });
    const mails = await walletMails(first.dataDir, email);
    expect(mails).toHaveLength(EVENTS);
    const amounts = mails.map((mail) => /Cashback|credit (\d+)/.exec(mail.text)?.[1]).sort();
    expect(new Set(amounts).size).toBe(EVENTS);

    // Each process sent each message at most once. The restarted one sent what was left, plus at most
    // the few that were being written when the first died (rewritten to the same file: still one each).
    for (const server of [first, second]) {
      const ids = sentLines(server).map((line) => line.message);
      expect(new Set(ids).size).toBe(ids.length);
    }
    expect(sentLines(second).length).toBeGreaterThanOrEqual(EVENTS - beforeRestart);
    expect(sentLines(second).length).toBeLessThanOrEqual(EVENTS - beforeRestart + IN_FLIGHT_AT_MOST);
    console.info(`notification crash test: ${beforeRestart} of ${EVENTS} sent before kill -9, the rest after restart`);
  }, 180_000);
});
