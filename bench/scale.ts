import { createHash, randomBytes } from 'node:crypto';
import { open, stat } from 'node:fs/promises';
import pg from 'pg';
import { startServer } from '../server/test/server-process';
import { scratchDatabase } from './scratch-database';

/**
 * The product at a million travellers (issue 33): PostgreSQL seeded in SQL with generate_series with
 * BENCH_SCALE_USERS users (default 1,000,000), as many applications (those submitted promised over four weeks, one in ten late) with their travellers and two timeline
 * rows each, payments for four in five, five wallet rows and one notification per user; one traveller has
 * 100 applications (and their payments), 1,000 wallet rows and 200 notifications. Then every traveller list
 * page, the operator searches and queue, and an application's detail, one request at a time over HTTP
 * (latency, not throughput), p50 and p99 of BENCH_SCALE_REQUESTS requests each with varied inputs (or as many
 * as BENCH_SCALE_SECONDS allows, at least 20); and the
 * plans of the statements that took longest (auto_explain on the bench's database, read from the server log).
 */
const USERS = Number(process.env.BENCH_SCALE_USERS ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_SCALE_REQUESTS ?? 200);
/** A request slower than the targets by far stops after this many seconds (with at least 20 measured). */
const BUDGET_SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 30);
/** Statements slower than this have their plans logged (EXPLAIN ANALYZE by auto_explain). */
const SLOW_MS = Number(process.env.BENCH_SCALE_SLOW_MS ?? 20);
const POSTGRES_LOG = process.env.BENCH_POSTGRES_LOG ?? '/var/log/postgresql/postgresql-15-main.log';
const HEAVY = 'u1';

export interface ScaleLatency {
  name: string;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Requests measured (fewer than asked when the time budget ran out). */
  requests: number;
  kb: number;
  errors: number;
}

export interface ScaleBenchResult {
  users: number;
  seedSeconds: number;
  rows: Record<string, number>;
  results: ScaleLatency[];
  slowestPlans: Array<{ ms: number; plan: string }>;
}

const FIRST_NAMES = ['Asha', 'Ravi', 'Priya', 'Arjun', 'Meera', 'Kabir', 'Ananya', 'Vikram', 'Isha', 'Rohan'];
const SURNAMES = ['Sharma', 'Verma', 'Iyer', 'Khan', 'Patel', 'Reddy', 'Das', 'Nair', 'Gupta', 'Singh'];
const sqlArray = (values: string[]) => `array[${values.map((v) => `'${v}'`).join(',')}]`;

/** The i-th user's and application's keys, as the seed writes them (also what the searches look for). */
const userEmail = (i: number) => `traveller${i}@example.com`;
const userMobile = (i: number) => `+9198${String(i).padStart(8, '0')}`;
const appRef = (i: number) => `HV-${2020 + Math.floor(i / 1_000_000)}-${String(i % 1_000_000).padStart(6, '0')}`;
const fullName = (i: number) => `${FIRST_NAMES[i % 10]} ${SURNAMES[Math.floor(i / 10) % 10]}${i % 1000}`;

async function step(client: pg.Client, what: string, text: string, values: unknown[] = []) {
  const started = Date.now();
  const result = await client.query(text, values);
  console.log(`  ${what}: ${result.rowCount ?? 0} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Everything in SQL; the application's own triggers are left out while loading (its counters are then set from the table). */
async function seed(client: pg.Client, n: number): Promise<{ traveller: string; support: string }> {
  await client.query(`set session_replication_role = replica`);
  await client.query(`set maintenance_work_mem = '256MB'`);
  await step(
    client,
    'users',
    `insert into users (id, email, email_canonical, first_name, last_name, mobile, referral_code, email_verified_at, created_at, updated_at)
     select 'u' || i, 'traveller' || i || '@example.com', 'traveller' || i || '@example.com',
            (${sqlArray(FIRST_NAMES)})[1 + i % 10], (${sqlArray(SURNAMES)})[1 + (i / 10) % 10] || (i % 1000),
            '+9198' || lpad(i::text, 8, '0'), 'R' || i, now(),
            now() - (i % 1000) * interval '1 day' - (i % 86400) * interval '1 second', now()
       from generate_series(1, $1) as i`,
    [n],
  );
  // Application i belongs to user i, except the first 100, which are the heavy traveller's.
  await step(
    client,
    'applications',
    `insert into applications (id, ref, user_id, option_id, country, option, start_date, end_date, status,
        government_fee_paise, service_fee_paise, gst_paise, total_paise, submitted_at, promised_by, created_at, updated_at)
     select 'a' || i, 'HV-' || (2020 + i / 1000000) || '-' || lpad((i % 1000000)::text, 6, '0'),
            case when i <= 100 then '${HEAVY}' else 'u' || i end,
            (array['th-tourist','ae-tourist','sg-business','gb-student'])[1 + i % 4],
            (array['TH','AE','SG','GB'])[1 + i % 4],
            jsonb_build_object('name', 'Bench visa', 'purpose', (array['tourist','tourist','business','student'])[1 + i % 4],
              'countryName', (array['Thailand','United Arab Emirates','Singapore','United Kingdom'])[1 + i % 4],
              'governmentFeePaise', 250000, 'serviceFeePaise', 50000, 'processingDays', 3 + i % 20,
              'validity', '60 days', 'stay', '30 days', 'requirements', '[]'::jsonb, 'estimate', false),
            '2027-01-10', '2027-01-20', s.status, 250000, 50000, 9000, 309000,
            case when s.status = 'draft' then null else now() - (i % 180) * interval '1 day' - (i % 1440) * interval '1 minute' end,
            -- Promised decisions over the next four weeks, one in ten already late: more than a service keeping its promises.
            case when s.status = 'draft' then null else to_char(current_date + (i % 30 - 3), 'YYYY-MM-DD') end,
            now() - (i % 180) * interval '1 day', now()
       from generate_series(1, $1) as i,
            lateral (select (array['draft','submitted','in_review','documents_requested','with_embassy','approved','rejected','cancelled'])[1 + i % 8] as status) s`,
    [n],
  );
  await step(
    client,
    'application travellers',
    `insert into application_travellers (id, application_id, position, is_self, first_name, last_name, relationship)
     select 'at' || i, 'a' || i, 0, true, 'Bench', 'Traveller', 'Self' from generate_series(1, $1) as i`,
    [n],
  );
  await step(
    client,
    'timeline rows',
    `insert into application_events (id, application_id, from_status, status, actor, created_at)
     select 'ev' || i || '-' || k, 'a' || i, case when k = 1 then 'draft' else 'submitted' end,
            case when k = 1 then 'submitted' else 'in_review' end, 'system', now() - (i % 180) * interval '1 day' + k * interval '1 hour'
       from generate_series(1, $1) as i, generate_series(1, 2) as k`,
    [n],
  );
  await step(
    client,
    'payments',
    `insert into payments (id, application_id, user_id, provider, amount_paise, wallet_paise, provider_paise, status,
        provider_order_id, paid_at, created_at, updated_at)
     select 'p' || i, 'a' || i, case when i <= 100 then '${HEAVY}' else 'u' || i end, 'razorpay', 309000, 0, 309000,
            case when i % 10 = 1 then 'failed' else 'paid' end, 'order_bench_' || i, now(), now(), now()
       from generate_series(1, $1) as i where i % 5 <> 0`,
    [n],
  );
  await step(
    client,
    'wallet accounts',
    `insert into wallet_accounts (user_id, balance_paise) select 'u' || i, 50000 from generate_series(1, $1) as i`,
    [n],
  );
  await step(
    client,
    'wallet rows',
    `insert into wallet_transactions (id, user_id, type, amount_paise, remarks, created_at)
     select 'w' || i || '-' || k, 'u' || i, 'credit', 10000, 'Bench credit', now() - k * interval '1 day' - i * interval '1 millisecond'
       from generate_series(1, $1) as i, generate_series(1, 5) as k
     union all
     select 'wh-' || k, '${HEAVY}', 'credit', 10000, 'Bench credit', now() - k * interval '1 minute'
       from generate_series(1, 1000) as k`,
    [n],
  );
  await step(
    client,
    'notifications',
    `insert into notifications (id, user_id, kind, category, data, dedupe_key, created_at)
     select 'n' || i, 'u' || i, 'wallet-credit', 'payments',
            jsonb_build_object('amountPaise', 10000, 'remarks', null, 'balancePaise', 50000), 'bench:' || i, now() - i * interval '1 second'
       from generate_series(1, $1) as i
     union all
     select 'nh-' || k, '${HEAVY}', 'wallet-credit', 'payments',
            jsonb_build_object('amountPaise', 10000, 'remarks', null, 'balancePaise', 50000), 'bench-heavy:' || k, now() - k * interval '1 minute'
       from generate_series(1, 200) as k`,
    [n],
  );
  await client.query(`set session_replication_role = origin`);
  // The queue's counters as the migrations set them (the triggers were off while loading).
  await client.query(`delete from application_status_counts`);
  await client.query(
    `insert into application_status_counts (status, count)
     select status, count(*) from applications where status <> 'draft' group by status`,
  );
  await client.query(`delete from application_promise_counts`);
  await client.query(
    `insert into application_promise_counts (promised_by, count)
     select promised_by, count(*) from applications
      where status in ('submitted', 'in_review', 'with_embassy') and promised_by is not null group by promised_by`,
  );
  await client.query(
    `insert into users (id, email, email_canonical, first_name, referral_code, email_verified_at, role, totp_enabled_at, totp_secret)
     values ('bench-support', 'bench.support@example.com', 'bench.support@example.com', 'Support', 'RSUP', now(), 'support', now(), 'JBSWY3DPEHPK3PXP')`,
  );
  const session = async (id: string, userId: string) => {
    const token = randomBytes(32).toString('base64url');
    await client.query(
      `insert into sessions (id, user_id, token_hash, expires_at, idle_timeout_seconds)
       values ($1, $2, $3, now() + interval '1 day', 43200)`,
      [id, userId, createHash('sha256').update(token).digest('hex')],
    );
    return token;
  };
  const traveller = await session('bench-heavy-session', HEAVY);
  const support = await session('bench-support-session', 'bench-support');
  const started = Date.now();
  await client.query('vacuum analyze');
  console.log(`  vacuum analyze: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { traveller, support };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** `requests` requests one after another (after a tenth as warm-up), each URL from `urlOf(i)`. */
async function measure(
  name: string,
  urlOf: (i: number) => string,
  cookie: string,
  requests = REQUESTS,
): Promise<ScaleLatency> {
  const times: number[] = [];
  let bytes = 0;
  let errors = 0;
  const warmUp = Math.max(1, Math.floor(requests / 10));
  const until = performance.now() + BUDGET_SECONDS * 1000;
  for (let i = 0; i < warmUp + requests; i++) {
    if (times.length >= 20 && performance.now() > until) break;
    const started = performance.now();
    const res = await fetch(urlOf(i), { headers: { cookie } });
    const body = await res.arrayBuffer();
    if (i < warmUp) continue;
    times.push(performance.now() - started);
    bytes += body.byteLength;
    if (!res.ok) errors++;
  }
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    name,
    p50Ms: round(percentile(times, 50)),
    p99Ms: round(percentile(times, 99)),
    maxMs: round(times.at(-1)!),
    requests: times.length,
    kb: Math.round(bytes / times.length / 102.4) / 10,
    errors,
  };
}

/** The plans auto_explain logged for this database since `from` (bytes into the log), slowest first. */
async function slowestPlans(database: string, from: number, count = 5): Promise<Array<{ ms: number; plan: string }>> {
  const file = await open(POSTGRES_LOG, 'r');
  try {
    const { size } = await file.stat();
    const buffer = Buffer.alloc(Math.max(0, size - from));
    await file.read(buffer, 0, buffer.length, from);
    const entries = buffer.toString('utf8').split(/\n(?=\d{4}-\d{2}-\d{2} )/);
    return entries
      .filter((entry) => entry.includes(`@${database} LOG:  duration:`) && entry.includes('plan:'))
      .map((entry) => ({ ms: Number(/duration: ([\d.]+) ms/.exec(entry)?.[1] ?? 0), plan: entry.trim() }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, count);
  } finally {
    await file.close();
  }
}

export async function benchScale(port: number, adminUrl: string): Promise<ScaleBenchResult> {
  const name = `hv_bench_scale_${process.pid}`;
  const { admin, url } = await scratchDatabase(adminUrl, name);
  // Plans of the server's statements slower than SLOW_MS (the seed's own connection turns this off).
  for (const setting of [
    `session_preload_libraries = 'auto_explain'`,
    `auto_explain.log_min_duration = '${SLOW_MS}ms'`,
    `auto_explain.log_analyze = on`,
    `auto_explain.log_buffers = on`,
  ]) {
    await admin.query(`alter database ${name} set ${setting}`);
  }
  const client = new pg.Client({ connectionString: url });
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    // The server migrates the new database on start; the seed then fills it.
    server = await startServer({ port, env: { DATABASE_URL: url } });
    await client.connect();
    await client.query(`set auto_explain.log_min_duration = -1`);
    console.log(`\nScale: seeding ${USERS.toLocaleString('en')} users and what goes with them`);
    const started = Date.now();
    const tokens = await seed(client, USERS);
    const seedSeconds = Math.round((Date.now() - started) / 100) / 10;
    const counted = await client.query(
      `select relname, n_live_tup::bigint as rows from pg_stat_user_tables
        where relname in ('users','applications','application_travellers','application_events','payments','wallet_transactions','notifications')`,
    );
    const rows = Object.fromEntries(counted.rows.map((row) => [row.relname as string, Number(row.rows)]));
    const logFrom = await stat(POSTGRES_LOG).then(
      (s) => s.size,
      () => -1,
    );
    {
      const api = `${server.url}/api`;
      const traveller = `hv_session=${tokens.traveller}`;
      const support = `hv_session=${tokens.support}`;
      // A user in the middle of the table, different for each request.
      const someone = (i: number) => 101 + ((i * 7919) % (USERS - 101));
      const search = (q: (i: number) => string) => (i: number) => `${api}/ops/users?q=${encodeURIComponent(q(i))}`;
      const results: ScaleLatency[] = [];
      const run = async (label: string, urlOf: (i: number) => string, cookie: string) => {
        const result = await measure(label, urlOf, cookie);
        console.log(`  ${label}: p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms`);
        results.push(result);
      };
      await run('traveller: applications (100 of them)', () => `${api}/applications`, traveller);
      await run('traveller: saved applications', () => `${api}/applications/saved`, traveller);
      await run('traveller: visa history', () => `${api}/visa/history`, traveller);
      await run('traveller: documents', () => `${api}/documents`, traveller);
      await run('traveller: notifications (200)', () => `${api}/notifications`, traveller);
      await run('traveller: wallet (1,000 rows)', () => `${api}/wallet/transactions`, traveller);
      await run('traveller: saved travellers', () => `${api}/travellers`, traveller);
      await run('traveller: referrals', () => `${api}/referrals`, traveller);
      await run('traveller: application detail', (i) => `${api}/applications/${appRef(1 + (i % 100))}`, traveller);
      await run(
        'search: e-mail, exact',
        search((i) => userEmail(someone(i))),
        support,
      );
      await run(
        'search: e-mail, fragment',
        search((i) => `${someone(i)}@exam`),
        support,
      );
      await run(
        'search: name',
        search((i) => fullName(someone(i))),
        support,
      );
      await run(
        'search: mobile digits',
        search((i) => userMobile(someone(i)).slice(5)),
        support,
      );
      await run(
        'search: application reference',
        search((i) => appRef(someone(i))),
        support,
      );
      await run('queue: first page + counts', () => `${api}/ops/applications?limit=25`, support);
      await run(
        'queue: status + country + purpose',
        (i) =>
          `${api}/ops/applications?limit=25&status=${['submitted', 'in_review', 'with_embassy'][i % 3]}&country=${['TH', 'SG', 'GB'][i % 3]}&purpose=${['tourist', 'business', 'student'][i % 3]}`,
        support,
      );
      // Odd application numbers are past the draft (the seed's statuses cycle through eight, drafts first).
      await run('operator: application detail', (i) => `${api}/ops/applications/${appRef(someone(i) | 1)}`, support);
      const plans = logFrom >= 0 ? await slowestPlans(name, logFrom) : [];
      return { users: USERS, seedSeconds, rows, results, slowestPlans: plans };
    }
  } finally {
    await client.end();
    await server?.stop();
    if (!process.env.BENCH_SCALE_KEEP) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
