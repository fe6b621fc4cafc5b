import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { type RunningServer, signUpOn, startServer } from '../server/test/server-process';

/**
 * Notification queue: latency from the event (the wallet credit committed with its message row) to the
 * outbox file, one event at a time on an idle queue, and throughput for a burst of events.
 */
export interface QueueBenchResult {
  database: 'pglite' | 'postgres';
  latencyEvents: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  burstEvents: number;
  /** Until the partner API had answered every event of the burst. */
  burstRequestsSeconds: number;
  /** Until the last message of the burst was in the outbox. */
  burstSeconds: number;
  messagesPerSecond: number;
}

const LATENCY_EVENTS = 60;
const BURST_EVENTS = 400;
const BURST_CONCURRENCY = 20;
const PARTNER = { authorization: 'Bearer bench-partner-key', 'content-type': 'application/json' };

async function credit(server: RunningServer, email: string, key: string) {
  const res = await fetch(`${server.url}/api/partner/wallet/transactions`, {
    method: 'POST',
    headers: PARTNER,
    body: JSON.stringify({ email, type: 'credit', amount: 1, idempotencyKey: key }),
  });
  if (res.status !== 201) throw new Error(`credit → ${res.status}`);
}

interface OutboxFile {
  queuedAt: number;
  writtenAt: number;
}

/** Wallet-credit e-mails to this address: when each was queued (its createdAt) and written (mtime). */
async function walletMails(dataDir: string, email: string): Promise<OutboxFile[]> {
  const dir = path.join(dataDir, 'outbox');
  const files = (await readdir(dir)).filter((file) => file.endsWith('-email-wallet-credit.json'));
  const found: OutboxFile[] = [];
  for (const file of files) {
    const full = path.join(dir, file);
    const message = JSON.parse(await readFile(full, 'utf8'));
    if (message.to !== email) continue;
    found.push({ queuedAt: Date.parse(message.createdAt), writtenAt: (await stat(full)).mtimeMs });
  }
  return found;
}

async function waitForMails(dataDir: string, email: string, count: number, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await walletMails(dataDir, email);
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`only ${mails.length} of ${count} messages arrived`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!);
};

export async function benchQueue(database: 'pglite' | 'postgres', port: number): Promise<QueueBenchResult> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const dbName = `hv_bench_queue_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  let databaseUrl = '';
  if (database === 'postgres') {
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.query(`create database ${dbName}`);
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const server = await startServer({ port, env: { DATABASE_URL: databaseUrl } });
  try {
    const email = `bench.queue.${Date.now()}@example.com`;
    await signUpOn(server, email);

    for (let i = 0; i < LATENCY_EVENTS; i++) {
      await credit(server, email, `latency-${email}-${i}`);
      await waitForMails(server.dataDir, email, i + 1);
    }
    const latencies = (await walletMails(server.dataDir, email)).map((mail) => mail.writtenAt - mail.queuedAt);

    const burstEmail = `bench.burst.${Date.now()}@example.com`;
    await signUpOn(server, burstEmail);
    const started = Date.now();
    let next = 0;
    const sender = async () => {
      while (next < BURST_EVENTS) {
        const i = next++;
        await credit(server, burstEmail, `burst-${burstEmail}-${i}`);
      }
    };
    await Promise.all(Array.from({ length: BURST_CONCURRENCY }, sender));
    const requestsSeconds = (Date.now() - started) / 1000;
    const burst = await waitForMails(server.dataDir, burstEmail, BURST_EVENTS);
    const seconds = (Math.max(...burst.map((mail) => mail.writtenAt)) - started) / 1000;
    return {
      database,
      latencyEvents: latencies.length,
      latencyP50Ms: percentile(latencies, 50),
      latencyP99Ms: percentile(latencies, 99),
      burstEvents: BURST_EVENTS,
      burstRequestsSeconds: Math.round(requestsSeconds * 10) / 10,
      burstSeconds: Math.round(seconds * 10) / 10,
      messagesPerSecond: Math.round(BURST_EVENTS / seconds),
    };
  } finally {
    await server.stop();
    if (database === 'postgres') {
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
  }
}
