import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Database, openDatabase } from '@db/client';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { startupTasks } from '../src/startup';
import { templateCopy } from './database-copy';
import { type FakeGoogle, startFakeGoogle } from './google-issuer';
import { reservePort } from './server-process';

export interface OutboxMessage {
  channel: 'email' | 'sms';
  to: string;
  subject?: string;
  text: string;
  html?: string;
  purpose: string;
  code?: string;
  link?: string;
  /** Files an e-mail carries, with their bytes in base64. */
  attachments?: Array<{ filename: string; contentType: string; size: number; sha256: string; base64: string }>;
  createdAt: string;
}

export interface TestApp {
  url: string;
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  /** Messages in the outbox, oldest first, once every message due has left the queue. */
  outbox(): Promise<OutboxMessage[]>;
  /** Waits until no message that is due is still queued or being sent, and no due file removal or provider refund is waiting. */
  settled(): Promise<void>;
  /** The newest message to this address (optionally of this purpose); fails when there is none. */
  lastMessage(to: string, purpose?: string): Promise<OutboxMessage>;
  /** A client with its own cookie jar, sending the site's Origin on writes like a browser (and these headers). */
  client(headers?: Record<string, string>): TestClient;
  close(): Promise<void>;
}

export async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const copy = await templateCopy();
  if (copy) return { database: await openDatabase({ kind: 'postgres', url: copy.url, poolSize: 5 }), drop: copy.drop };
  const template = await readFile(inject('pgliteTemplate'));
  const database = await openDatabase({ kind: 'pglite', loadDataDir: new Blob([template]) });
  return { database, drop: async () => {} };
}

const SETTLE_TIMEOUT_MS = 10_000;

/**
 * Messages are sent, stored files removed and provider refunds asked for by queue jobs after the request
 * answers: wait for the ones that are due (a job waiting for its retry is not due yet).
 */
export async function queueSettled(database: Database): Promise<void> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const { rows } = await database.query(
      `select count(*)::int as pending from outgoing_messages
        where status in ('queued', 'sending') and (send_after is null or send_after <= now())`,
      [],
    );
    const { rows: removals } = await database.query(
      `select count(*)::int as pending from pgboss.job
        where name in ('file-removal', 'provider-refunds') and state in ('created', 'retry', 'active')
          and start_after <= now()`,
      [],
    );
    if (Number(rows[0]?.pending ?? 0) + Number(removals[0]?.pending ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Starts the real server on a free port with its own fresh database and data directory.
 * Use once per test file (beforeAll) and close it in afterAll.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  options: {
    logStream?: NodeJS.WritableStream;
    /** A migrated database of the test's own (one it stops and starts); the caller closes it. */
    database?: Database;
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hv-test-'));
  const { port, release } = await reservePort();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    PARTNER_API_KEY: 'test-partner-key-0123456789abcdef01',
    ...env,
  });
  const { database, drop } = options.database
    ? { database: options.database, drop: async () => {} }
    : await freshDatabase();
  const built = async () => {
    const app = await buildApp({ config, database, logStream: options.logStream });
    for (const task of startupTasks) await task(app);
    return app;
  };
  const app = await built().finally(release);
  await app.listen({ host: '127.0.0.1', port });
  const url = `http://localhost:${port}`;

  const settled = async () => {
    await app.afterAnswer.settled();
    await queueSettled(database);
  };
  const outbox = async (): Promise<OutboxMessage[]> => {
    await settled();
    const dir = path.join(dataDir, 'outbox');
    const files = (await readdir(dir).catch(() => [] as string[])).sort();
    return Promise.all(files.map(async (file) => JSON.parse(await readFile(path.join(dir, file), 'utf8'))));
  };

  return {
    url,
    app,
    database,
    dataDir,
    outbox,
    settled,
    async lastMessage(to, purpose) {
      const messages = (await outbox()).filter((m) => m.to === to && (!purpose || m.purpose === purpose));
      const last = messages.at(-1);
      if (!last) throw new Error(`no outbox message to ${to}${purpose ? ` for ${purpose}` : ''}`);
      return last;
    },
    client: (headers = {}) => Object.assign(new TestClient(url), { headers }),
    async close() {
      await app.close();
      if (!options.database) await database.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

/** Real HTTP with a cookie jar. */
/** What a browser set to Hindi sends. */
export const HINDI_BROWSER = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.5' };

export class TestClient {
  readonly cookies = new Map<string, string>();
  /** Extra headers sent on every request (e.g. a foreign Origin). */
  headers: Record<string, string> = {};

  constructor(readonly baseUrl: string) {}

  async request<T = any>(
    method: string,
    pathname: string,
    options: { json?: unknown; body?: string | Blob | FormData | Uint8Array; headers?: Record<string, string> } = {},
  ): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { origin: this.baseUrl, ...this.headers, ...options.headers };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    let body = options.body;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const response = await fetch(new URL(pathname, this.baseUrl), { method, headers, body, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', ...rest] = pair.split('=');
      const value = rest.join('=');
      if (!value || /max-age=0|expires=thu, 01 jan 1970/i.test(cookie)) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    if (response.headers.get('content-type')?.includes('json') && text) parsed = JSON.parse(text);
    return { status: response.status, headers: response.headers, body: parsed as T };
  }

  get = <T = any>(pathname: string, headers?: Record<string, string>) => this.request<T>('GET', pathname, { headers });
  post = <T = any>(pathname: string, json?: unknown) => this.request<T>('POST', pathname, { json: json ?? {} });
  put = <T = any>(pathname: string, json?: unknown) => this.request<T>('PUT', pathname, { json: json ?? {} });
  delete = <T = any>(pathname: string) => this.request<T>('DELETE', pathname);
}

/** A test app that trusts a fake Google issuer (its client id and key set), with the issuer; close() stops both. */
export async function startTestAppWithGoogle(): Promise<{ t: TestApp; google: FakeGoogle; close(): Promise<void> }> {
  const google = await startFakeGoogle();
  const t = await startTestApp({ GOOGLE_CLIENT_ID: google.clientId, GOOGLE_JWKS_URL: google.jwksUrl });
  return {
    t,
    google,
    async close() {
      await t.close();
      await google.close();
    },
  };
}
