import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDatabase } from '../global-setup';
import { freePort, outboxCode, type RunningServer, startServer } from '../server-process';
import { dropDatabase, freshDatabase } from './database';

/**
 * Two server processes share one PostgreSQL (and Redis for rate limits); every request alternates
 * between them. Needs DATABASE_URL and REDIS_URL (CI sets both): `npm run test:scale`.
 */
const adminUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const database = `hv_scale_${process.pid}`;
const PARTNER = { authorization: 'Bearer scale-partner-key-0123456789abcdef0', 'content-type': 'application/json' };
let servers: RunningServer[] = [];
let turn = 0;

type Call = ReturnType<typeof client>;
const jars = new WeakMap<Call, Map<string, string>>();
const sessionCookieOf = async (call: Call) => `hv_session=${jars.get(call)?.get('hv_session')}`;

/** A browser-like client whose requests alternate between the two processes. */
function client() {
  const jar = new Map<string, string>();
  const call = async (method: string, path: string, body?: unknown, on?: number) => {
    const server = servers[on ?? turn++ % 2]!;
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        origin: server.url,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookie ? { cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const set of res.headers.getSetCookie()) {
      const [pair = ''] = set.split(';');
      const index = pair.indexOf('=');
      const value = pair.slice(index + 1);
      if (value) jar.set(pair.slice(0, index), value);
      else jar.delete(pair.slice(0, index));
    }
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  };
  jars.set(call, jar);
  return call;
}

async function signUp(email: string, password = 'scale-out-password') {
  const call = client();
  expect((await call('POST', '/api/send-otp', { email }, 0)).status).toBe(200);
  // The code was sent through process 0 and is checked on process 1.
  const otp = await outboxCode(servers[0]!.dataDir, email);
  expect((await call('POST', '/api/verify-otp', { email, otp }, 1)).status).toBe(200);
  const res = await call('POST', '/api/auth/register', {
    email,
    password,
    confirmPassword: password,
    firstName: 'Scale',
    lastName: 'Out',
    agree: true,
  });
  expect(res.status).toBe(201);
  return call;
}

beforeAll(async () => {
  if (!adminUrl || !redisUrl)
    throw new Error('The scale-out tests need DATABASE_URL (PostgreSQL) and REDIS_URL (Redis).');
  const databaseUrl = await freshDatabase(adminUrl, database);
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    // Counters of earlier runs on the same Redis must not count against this one.
    REDIS_PREFIX: `hv-scale-${process.pid}-${Date.now()}`,
    PARTNER_API_KEY: 'scale-partner-key-0123456789abcdef0',
  };
  const [first, second] = await Promise.all([freePort(), freePort()]);
  const one = await startServer({ port: first!, env });
  // Both processes share the outbox directory, as they would share a mail relay.
  servers = [one, await startServer({ port: second!, env: { ...env, DATA_DIR: one.dataDir } })];
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  if (!adminUrl) return;
  await dropDatabase(adminUrl, database);
});

describe('two server processes on one database', () => {
  it('refuses a session on one process as soon as it is logged out on the other', async () => {
    const call = await signUp(`scale.logout.${Date.now()}@example.com`);
    expect((await call('GET', '/api/auth/me', undefined, 1)).status).toBe(200);
    expect((await call('GET', '/api/auth/me', undefined, 0)).status).toBe(200);
    const cookie = await sessionCookieOf(call);
    expect((await call('POST', '/api/auth/logout', undefined, 0)).status).toBe(200);
    // The same cookie, replayed against the other process, is refused at once.
    const replay = await fetch(`${servers[1]!.url}/api/auth/me`, { headers: { cookie } });
    expect(replay.status).toBe(401);
  });

  it('ends other sessions everywhere when the password changes on one process', async () => {
    const email = `scale.password.${Date.now()}@example.com`;
    const phone = await signUp(email);
    const laptop = client();
    expect((await laptop('POST', '/api/auth/login', { email, password: 'scale-out-password' }, 0)).status).toBe(200);
    expect((await phone('GET', '/api/auth/me', undefined, 1)).status).toBe(200);
    const change = await laptop(
      'POST',
      '/api/settings/change-password',
      {
        currentPassword: 'scale-out-password',
        newPassword: 'a new scale password',
        confirmPassword: 'a new scale password',
      },
      0,
    );
    expect(change.status).toBe(200);
    expect((await phone('GET', '/api/auth/me', undefined, 1)).status).toBe(401);
    expect((await laptop('GET', '/api/auth/me', undefined, 1)).status).toBe(200);
  });

  it('stops trusting cached sessions while it cannot hear the other process, and trusts them again once it can', async () => {
    const email = `scale.listener.${Date.now()}@example.com`;
    const call = await signUp(email);
    expect((await call('GET', '/api/auth/me', undefined, 1)).status).toBe(200);
    const cookie = await sessionCookieOf(call);
    const notifications = async () =>
      ((await (await fetch(`${servers[1]!.url}/api/health`)).json()) as { notifications: string }).notifications;
    const admin = new pg.Client({ connectionString: withDatabase(adminUrl!, database) });
    await admin.connect();
    try {
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'listen%' and pid <> pg_backend_pid()`,
      );
      await expect.poll(notifications, { timeout: 5000 }).toBe('down');
      expect((await fetch(`${servers[1]!.url}/api/auth/me`, { headers: { cookie } })).status).toBe(200);
      // A change this process could not hear about: its cached copy of the session must not be used.
      await admin.query('delete from sessions where user_id = (select id from users where email = $1)', [email]);
      const replay = await fetch(`${servers[1]!.url}/api/auth/me`, { headers: { cookie } });
      expect(replay.status).toBe(401);
    } finally {
      await admin.end();
    }
    await expect.poll(notifications, { timeout: 10_000 }).toBe('up');
    const again = client();
    expect((await again('POST', '/api/auth/login', { email, password: 'scale-out-password' }, 0)).status).toBe(200);
    expect((await again('GET', '/api/auth/me', undefined, 1)).status).toBe(200);
    const againCookie = await sessionCookieOf(again);
    expect((await again('POST', '/api/auth/logout', undefined, 0)).status).toBe(200);
    expect((await fetch(`${servers[1]!.url}/api/auth/me`, { headers: { cookie: againCookie } })).status).toBe(401);
  });

  it('counts the login rate limit across both processes', async () => {
    const email = `scale.limit.${Date.now()}@example.com`;
    await signUp(email);
    const attacker = client();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await attacker('POST', '/api/auth/login', { email, password: `guess-${i}` })).status);
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('keeps the wallet invariants under concurrent debits split across both processes', async () => {
    const email = `scale.wallet.${Date.now()}@example.com`;
    const call = await signUp(email);
    const post = (on: number, body: unknown) =>
      fetch(`${servers[on]!.url}/api/partner/wallet/transactions`, {
        method: 'POST',
        headers: PARTNER,
        body: JSON.stringify(body),
      });
    expect((await post(0, { email, type: 'credit', amount: 100, idempotencyKey: 'scale-credit-1' })).status).toBe(201);
    const debits = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        post(i % 2, { email, type: 'debit', amount: 10, idempotencyKey: `scale-debit-${i}` }),
      ),
    );
    const statuses = debits.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 422)).toHaveLength(30);
    const { balance } = (await call('GET', '/api/wallet/balance')).body;
    const { items } = (await call('GET', '/api/wallet/transactions?limit=200')).body;
    const ledger = items.reduce(
      (sum: number, item: { amount: number; direction: string }) =>
        sum + (item.direction === 'debit' ? -item.amount : item.amount),
      0,
    );
    expect(balance).toBe(0);
    expect(ledger).toBe(0);
  });
});
