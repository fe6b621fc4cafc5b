import { spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import { type RunningServer, signUpOn, startServer } from '../server/test/server-process';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  ratioToBare?: number;
  /** New/old req/s against the baseline tree (`BENCH_BASELINE`), in the same rounds. */
  vsBaseline?: number;
  /** Each round's req/s (the reported figures are the medians over the rounds). */
  rounds?: number[];
}

const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Load on each target before the rounds, not counted: a process that has served nothing is not yet optimised. */
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 2);
const TRANSACTIONS = 1000;
const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

interface CliReport {
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  non2xx: number;
}

/**
 * One autocannon run from its own process (its CLI with --json), so that the load generator does not
 * share an event loop with the harness. Several URLs spread the connections over several servers.
 */
export function load(
  name: string,
  urls: string | string[],
  headers: Record<string, string> = {},
  seconds = DURATION_SECONDS,
  request: { method?: string; body?: string } = {},
): Promise<LoadResult> {
  const args = [autocannonCli, '-j', '-c', String(CONNECTIONS), '-d', String(seconds)];
  for (const [header, value] of Object.entries(headers)) args.push('-H', `${header}=${value}`);
  // A POST with a JSON body (the trip check): the same body on every request.
  if (request.method) args.push('-m', request.method);
  if (request.body !== undefined) args.push('-H', 'content-type=application/json', '-b', request.body);
  args.push(...[urls].flat());
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      const report = JSON.parse(output) as CliReport;
      resolve({
        name,
        requestsPerSecond: Math.round(report.requests.average),
        p50Ms: report.latency.p50,
        p99Ms: report.latency.p99,
        errors: report.errors,
        non2xx: report.non2xx,
      });
    });
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Medians of every figure over the rounds of one target. */
function summarise(runs: LoadResult[]): LoadResult {
  const first = runs[0]!;
  return {
    name: first.name,
    requestsPerSecond: Math.round(median(runs.map((r) => r.requestsPerSecond))),
    p50Ms: median(runs.map((r) => r.p50Ms)),
    p99Ms: median(runs.map((r) => r.p99Ms)),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
    rounds: runs.map((r) => r.requestsPerSecond),
  };
}

export interface Target {
  name: string;
  urls: string | string[];
  headers?: Record<string, string>;
  method?: string;
  /** A JSON body sent with every request. */
  body?: string;
}

/**
 * The machine is noisy (two cores shared with other work): the targets are measured in turn, round
 * after round, so that a slow spell hits all of them, and each figure is the median over the rounds.
 * The first target is the baseline the others are compared with. Each target is warmed up first: the
 * bare server had served nothing before its first round (the product's had served the seeding), and
 * that round measured its code before V8 had optimised it.
 */
export async function alternate(targets: Target[], rounds = ROUNDS): Promise<LoadResult[]> {
  if (WARM_UP_SECONDS > 0) {
    for (const target of targets) await load(target.name, target.urls, target.headers, WARM_UP_SECONDS, target);
  }
  const runs = targets.map(() => [] as LoadResult[]);
  for (let round = 0; round < rounds; round++) {
    for (const [index, target] of targets.entries()) {
      runs[index]!.push(await load(target.name, target.urls, target.headers, DURATION_SECONDS, target));
    }
  }
  const results = runs.map(summarise);
  for (const result of results) result.ratioToBare = ratio(result.requestsPerSecond, results[0]!.requestsPerSecond);
  return results;
}

/** One figure against another of the same run (new/old, variant/today, route/bare), to two decimals. */
export const ratio = (figure: number, reference: number): number => Number((figure / reference).toFixed(2));

/** A JSON caller that keeps cookies like a browser. */
function caller(server: RunningServer, headers: Record<string, string> = {}) {
  const jar = new Map<string, string>();
  const call = async (method: string, path: string, body: unknown) => {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', origin: server.url, ...(cookie ? { cookie } : {}), ...headers },
      body: JSON.stringify(body),
    });
    for (const set of response.headers.getSetCookie()) {
      const [pair = ''] = set.split(';');
      const index = pair.indexOf('=');
      jar.set(pair.slice(0, index), pair.slice(index + 1));
    }
    if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${await response.text()}`);
    return response;
  };
  return { call, cookie: () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ') };
}

/**
 * Signs a user up through the real flow (e-mail code from the outbox) and returns their session cookie:
 * the one sign-up of the benches.
 */
export async function signUp(server: RunningServer, label = 'bench'): Promise<{ cookie: string; email: string }> {
  const email = `${label}.${Date.now()}@example.com`;
  return { cookie: await signUpOn(server, email, 'bench-password-123'), email };
}

export async function seedTransactions(server: RunningServer, email: string): Promise<void> {
  const partner = caller(server, { authorization: 'Bearer bench-partner-key-0123456789abcdef0' });
  for (let start = 0; start < TRANSACTIONS; start += 20) {
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        partner.call('POST', '/api/partner/wallet/transactions', {
          email,
          type: 'credit',
          amount: 10,
          remarks: `Bench credit ${start + i}`,
          idempotencyKey: `${email}-credit-${start + i}`,
        }),
      ),
    );
  }
}

/**
 * Each credit queues an e-mail to the owner (the partner API's real path). The rounds measure the steady
 * state, so they start once every one of those e-mails is in the outbox, not while they are rendered.
 */
export async function waitForWalletMails(server: RunningServer, count: number, timeoutMs = 300_000): Promise<number> {
  const started = Date.now();
  const dir = path.join(server.dataDir, 'outbox');
  while (Date.now() - started < timeoutMs) {
    const files = await readdir(dir).catch(() => [] as string[]);
    if (files.filter((file) => file.endsWith('-email-wallet-credit.json')).length >= count) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the ${count} wallet e-mails were not all sent within ${timeoutMs / 1000} s`);
}

/**
 * The bench's PostgreSQL runs with autovacuum off, so freshly seeded rows would have no statistics;
 * a deployment's autovacuum analyses a table after this many changes, so the bench does it once.
 */
async function analyse(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('analyze');
  } finally {
    await client.end();
  }
}

export function searchPath(): string {
  const start = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const end = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  return `/api/visa/search?from=IN&to=TH&type=tourist&start=${start}&end=${end}`;
}

const benchDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The trip check's bench trip (issue 30): four stops — a change of planes in Dubai, Paris, Rome, a change of
 * planes in Frankfurt — with two documents held (a US visa and a UK residence permit) and a passport expiry.
 */
export function tripCheckBody(): string {
  return JSON.stringify({
    passport: 'IN',
    passportExpiry: benchDay(400),
    purpose: 'tourist',
    held: [
      { kind: 'visa', country: 'US', validUntil: benchDay(900) },
      { kind: 'residence', country: 'GB', validUntil: benchDay(700) },
    ],
    legs: [
      { country: 'AE', arrive: benchDay(30), depart: benchDay(30), transit: true },
      { country: 'FR', arrive: benchDay(30), depart: benchDay(38) },
      { country: 'IT', arrive: benchDay(38), depart: benchDay(49) },
      { country: 'DE', arrive: benchDay(49), depart: benchDay(49), transit: true },
    ],
  });
}

export interface BenchRoute {
  name: string;
  title: string;
  path(): string;
  signedIn: boolean;
  method?: string;
  body?(): string;
}

const TRIP_CHECK: BenchRoute = {
  name: 'trip-check',
  title: '(e) POST /api/trip-check (4 stops, 2 held)',
  path: () => '/api/trip-check',
  signedIn: false,
  method: 'POST',
  body: tripCheckBody,
};

/** The product's routes under load: `name` is the short one of the runtime table, `title` the API table's. */
export const ROUTES: BenchRoute[] = [
  { name: 'me', title: '(b) GET /api/auth/me', path: () => '/api/auth/me', signedIn: true },
  { name: 'search', title: '(c) GET /api/visa/search', path: searchPath, signedIn: false },
  {
    name: 'wallet',
    title: '(d) GET /api/wallet/transactions (1,000)',
    path: () => '/api/wallet/transactions',
    signedIn: true,
  },
  TRIP_CHECK,
];

export interface Seeded {
  server: RunningServer;
  cookie: string;
  startMs: number;
  rssAfterStartMb: number;
  /** After the sign-up and the 1,000 credits, once their e-mails are sent (before the rounds). */
  rssAfterSeedMb: number;
  /** How long after the last credit the last of their e-mails was in the outbox. */
  mailsDrainedMs: number;
}

/** A built server started, one traveller signed up with 1,000 wallet credits, their e-mails sent (and analysed). */
export async function startSeeded(options: Parameters<typeof startServer>[0], label?: string): Promise<Seeded> {
  const began = Date.now();
  const server = await startServer(options);
  const startMs = Date.now() - began;
  try {
    const rssAfterStartMb = await server.rssMb();
    const { cookie, email } = await signUp(server, label);
    await seedTransactions(server, email);
    const mailsDrainedMs = await waitForWalletMails(server, TRANSACTIONS);
    if (options.env?.DATABASE_URL) await analyse(options.env.DATABASE_URL);
    return { server, cookie, startMs, rssAfterStartMb, rssAfterSeedMb: await server.rssMb(), mailsDrainedMs };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** One route of one seeded server as an `alternate` target. */
export function routeTarget(route: BenchRoute, { server, cookie }: Seeded, name = route.title): Target {
  return {
    name,
    urls: `${server.url}${route.path()}`,
    headers: route.signedIn ? { cookie } : undefined,
    ...(route.method ? { method: route.method } : {}),
    ...(route.body ? { body: route.body() } : {}),
  };
}

/** User and system CPU time a process has used so far, in milliseconds (Linux /proc; clock ticks of 10 ms). */
async function cpuMsOf(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * (a2): bare Fastify taking the trip check's body and writing the answer today's server gives to it, byte for byte
 * the same size, so that the trip check's own cost shows apart from the cost of sending an answer of that size.
 */
async function bareTripCheckTwin(bare: RunningServer, seeded: Seeded): Promise<Target> {
  const target = routeTarget(TRIP_CHECK, seeded);
  const answer = await fetch(target.urls as string, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: target.body,
  });
  if (!answer.ok) throw new Error(`trip check answered ${answer.status}`);
  const text = await answer.text();
  const stored = await fetch(`${bare.url}/bare/trip-check`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: text,
  });
  if (!stored.ok) throw new Error(`bare server refused the answer: ${stored.status}`);
  const kb = (Buffer.byteLength(text) / 1024).toFixed(1);
  return {
    ...target,
    name: `(a2) bare Fastify, the trip check's answer (${kb} KB)`,
    urls: `${bare.url}/bare/trip-check`,
  };
}

/** Server CPU per trip check: one more load of the route alone, the server's CPU time over the checks it answered. */
async function tripCheckCpu(seeded: Seeded): Promise<{ cpuMsPerCheck: number; checks: number }> {
  const target = routeTarget(TRIP_CHECK, seeded);
  const before = await cpuMsOf(seeded.server.pid);
  const result = await load(target.name, target.urls, {}, DURATION_SECONDS, target);
  const used = (await cpuMsOf(seeded.server.pid)) - before;
  const checks = result.requestsPerSecond * DURATION_SECONDS;
  return { cpuMsPerCheck: Number((used / Math.max(1, checks)).toFixed(3)), checks };
}

/** The figures of one server: its routes, and its memory after start, seeding and load. */
export interface ServerFigures {
  results: LoadResult[];
  rssAfterStartMb: number;
  rssAfterSeedMb: number;
  rssAfterLoadMb: number;
  mailsDrainedMs: number;
}

export interface ApiBenchResult extends ServerFigures {
  database: 'pglite' | 'postgres';
  /** Trip check req/s against the bare route that answers the same bytes ((a2)), in the same rounds. */
  tripCheckVsTwin?: number;
  /** Today's server: CPU time (user + system) per trip check, over one load of the route alone. */
  tripCheckCpu?: { cpuMsPerCheck: number; checks: number };
  rounds: number;
  /** `BENCH_BASELINE`: the baseline tree's server, measured in the same rounds; `vsBaseline` is new/old req/s. */
  baseline?: ServerFigures & { ref: string };
}

/** The trip check is rate-limited per address (60 a minute); the load comes from one address. */
export const UNLIMITED_TRIP_CHECKS = { TRIP_CHECK_PER_MINUTE: '1000000' };

export const databaseEnv = (
  database: 'pglite' | 'postgres',
  url = process.env.BENCH_DATABASE_URL,
): Record<string, string> =>
  database === 'postgres' ? { DATABASE_URL: url ?? 'postgres://postgres@127.0.0.1:5432/test' } : {};

/**
 * (a) bare Fastify, (a2) bare Fastify writing the trip check's answer, (b) GET /api/auth/me, (c) GET /api/visa/search,
 * (d) GET /api/wallet/transactions with 1,000 rows, (e) the trip check. With a baseline tree its server is started and seeded the same way and each route alternates between
 * today's server and the baseline's, round after round.
 */
export async function benchApi(
  database: 'pglite' | 'postgres',
  port: number,
  baseline?: { ref: string; dir: string; databaseUrl?: string },
): Promise<ApiBenchResult> {
  const bare = await startServer({ port: port + 1, script: 'bench/bare-server.ts' });
  const servers: Seeded[] = [];
  try {
    servers.push(await startSeeded({ port, env: { ...databaseEnv(database), ...UNLIMITED_TRIP_CHECKS } }));
    if (baseline) {
      const env = { ...databaseEnv(database, baseline.databaseUrl), ...UNLIMITED_TRIP_CHECKS };
      servers.push(await startSeeded({ port: port + 2, env, cwd: baseline.dir }));
    }
    const named = (title: string, index: number) => (index ? `${title} @ ${baseline?.ref}` : title);
    const twin = await bareTripCheckTwin(bare, servers[0]!);
    const figures = await alternate([
      { name: '(a) bare Fastify {ok:true}', urls: `${bare.url}/bare` },
      twin,
      ...ROUTES.flatMap((route) =>
        servers.map((seeded, index) => routeTarget(route, seeded, named(route.title, index))),
      ),
    ]);
    const byName = new Map(figures.map((figure) => [figure.name, figure]));
    const of = async ({ server, cookie, startMs, ...seeded }: Seeded, index: number): Promise<ServerFigures> => ({
      ...seeded,
      results: ROUTES.map((route) => ({ ...byName.get(named(route.title, index))!, name: route.title })),
      rssAfterLoadMb: await server.rssMb(),
    });
    const today = await of(servers[0]!, 0);
    const cpu = await tripCheckCpu(servers[0]!);
    const old = servers[1] && { ref: baseline!.ref, ...(await of(servers[1], 1)) };
    if (old) {
      for (const [index, result] of today.results.entries()) {
        result.vsBaseline = ratio(result.requestsPerSecond, old.results[index]!.requestsPerSecond);
      }
    }
    const tripCheck = byName.get(TRIP_CHECK.title)!;
    return {
      database,
      rounds: ROUNDS,
      ...today,
      results: [figures[0]!, figures[1]!, ...today.results],
      tripCheckVsTwin: ratio(tripCheck.requestsPerSecond, figures[1]!.requestsPerSecond),
      baseline: old,
      tripCheckCpu: cpu,
    };
  } finally {
    await Promise.all(servers.map(({ server }) => server.stop()));
    await bare.stop();
  }
}
