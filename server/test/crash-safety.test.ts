import { describe, expect, it } from 'vitest';
import { restartableServers } from './restartable-servers';
import { freePort, type RunningServer, signUpOn } from './server-process';

/** Idempotency keys are unique per run: a PostgreSQL database outlives the test. */
const runId = `${process.pid}${Date.now()}`;
const PARTNER = { authorization: 'Bearer crash-partner-key-0123456789abcdef0', 'content-type': 'application/json' };
const start = restartableServers({ postgres: true, env: { PARTNER_API_KEY: 'crash-partner-key-0123456789abcdef0' } });

/** The listing shows at most this many rows: the stream stays below it. */
const MAX_WRITES = 190;
/** The process is killed once this many writes were acknowledged, while four more are in flight. */
const KILL_AFTER = 60;

/** Sends credits and debits four at a time, SIGKILLs the server mid-stream, returns the acknowledged keys. */
async function writeStreamUntilKilled(server: RunningServer, email: string): Promise<Map<string, number>> {
  const acknowledged = new Map<string, number>();
  let killed: Promise<void> | undefined;
  let n = 0;
  const worker = async () => {
    while (n < MAX_WRITES) {
      const i = n++;
      const debit = i % 3 === 2;
      const body = {
        email,
        type: debit ? 'debit' : 'credit',
        amount: debit ? 5 : 10,
        idempotencyKey: `crash-${runId}-${i}`,
        remarks: `write ${i}`,
      };
      try {
        const res = await fetch(`${server.url}/api/partner/wallet/transactions`, {
          method: 'POST',
          headers: PARTNER,
          body: JSON.stringify(body),
        });
        if (res.status === 201 || res.status === 200) acknowledged.set(body.idempotencyKey, debit ? -500 : 1000);
        if (acknowledged.size >= KILL_AFTER) killed ??= server.kill();
      } catch {
        return; // the process died mid-request: this write was never acknowledged
      }
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  expect(killed).toBeDefined();
  await killed;
  return acknowledged;
}

describe('crash safety', () => {
  it('keeps every acknowledged write after SIGKILL mid-stream, with the wallet invariants intact', async () => {
    const port = await freePort();
    const first = await start(port);
    const email = `crash.${Date.now()}@example.com`;
    const password = 'crash-test-password';
    await signUpOn(first, email, password);

    const acknowledged = await writeStreamUntilKilled(first, email);
    expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER);

    const second = await start(port, first.dataDir);
    const cookie = await (async () => {
      const res = await fetch(`${second.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: second.url },
        body: JSON.stringify({ email, password }),
      });
      expect(res.status).toBe(200);
      return res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
    })();
    const get = async (path: string): Promise<any> =>
      (await fetch(`${second.url}${path}`, { headers: { cookie } })).json();
    const { items } = await get('/api/wallet/transactions?limit=200');
    const remarks = new Set(items.map((item: { remarks: string }) => item.remarks));
    for (const key of acknowledged.keys()) expect(remarks).toContain(`write ${key.split('-').at(-1)}`);

    const ledgerPaise = items.reduce((sum: number, item: { direction: string; amount: number }) => {
      const paise = Math.round(item.amount * 100);
      return sum + (item.direction === 'debit' ? -paise : paise);
    }, 0);
    const { balance } = await get('/api/wallet/balance');
    expect(Math.round(balance * 100)).toBe(ledgerPaise);
    expect(balance).toBeGreaterThanOrEqual(0);
  }, 120_000);
});
