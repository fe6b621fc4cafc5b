import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { startServer } from '../server/test/server-process';
import { type LoadResult, load } from './api';
import { scratchDatabase } from './scratch-database';

/**
 * The operator queue at scale (issue 12): 100,000 submitted applications on PostgreSQL, seeded in a
 * few seconds with generate_series, then the queue's first page, filters, a deep keyset page and the
 * counts under load, as a signed-in support operator with 2FA.
 */
const APPLICATIONS = Number(process.env.BENCH_OPS_APPLICATIONS ?? 100_000);
const USERS = 2_000;

export interface OpsBenchResult {
  applications: number;
  seedSeconds: number;
  results: LoadResult[];
}

async function seed(client: pg.Client): Promise<string> {
  await client.query(
    `insert into users (id, email, email_canonical, first_name, last_name, referral_code, email_verified_at)
     select 'bench-user-' || i, 'bench.ops.' || i || '@example.com', 'bench.ops.' || i || '@example.com', 'Bench', 'Traveller ' || i, 'BOPS' || i, now()
       from generate_series(1, $1) as i`,
    [USERS],
  );
  await client.query(
    `insert into applications (id, ref, user_id, option_id, country, option, start_date, end_date, status,
        government_fee_paise, service_fee_paise, gst_paise, total_paise, submitted_at, created_at, updated_at)
     select 'bench-app-' || i,
            'HV-2026-' || lpad(i::text, 6, '0'),
            'bench-user-' || (1 + i % $2),
            (array['th-tourist','ae-tourist','sg-business','gb-student'])[1 + i % 4],
            (array['TH','AE','SG','GB'])[1 + i % 4],
            jsonb_build_object('name', 'Bench visa', 'purpose', (array['tourist','tourist','business','student'])[1 + i % 4],
              'countryName', (array['Thailand','United Arab Emirates','Singapore','United Kingdom'])[1 + i % 4],
              'governmentFeePaise', 250000, 'serviceFeePaise', 50000, 'processingDays', 3 + i % 20,
              'validity', '60 days', 'stay', '30 days', 'requirements', '[]'::jsonb, 'estimate', false),
            '2027-01-10', '2027-01-20',
            (array['submitted','in_review','documents_requested','with_embassy','approved','rejected','cancelled'])[1 + i % 7],
            250000, 50000, 9000, 309000,
            now() - (i % 180) * interval '1 day' - (i % 1440) * interval '1 minute',
            now() - (i % 180) * interval '1 day', now()
       from generate_series(1, $1) as i`,
    [APPLICATIONS, USERS],
  );
  await client.query(
    `insert into application_travellers (id, application_id, position, is_self, first_name, relationship)
     select 'bench-trav-' || i, 'bench-app-' || i, 0, true, 'Bench', 'Self' from generate_series(1, $1) as i`,
    [APPLICATIONS],
  );
  const token = randomBytes(32).toString('base64url');
  await client.query(
    `insert into users (id, email, email_canonical, first_name, referral_code, email_verified_at, role, totp_enabled_at, totp_secret)
     values ('bench-support', 'bench.support@example.com', 'bench.support@example.com', 'Support', 'BOPSSUP', now(), 'support', now(), 'JBSWY3DPEHPK3PXP')`,
  );
  await client.query(
    `insert into sessions (id, user_id, token_hash, expires_at, idle_timeout_seconds)
     values ('bench-support-session', 'bench-support', $1, now() + interval '1 day', 43200)`,
    [createHash('sha256').update(token).digest('hex')],
  );
  // What autovacuum does soon after a bulk load in production (index-only scans need the visibility map).
  await client.query('vacuum analyze');
  return token;
}

export async function benchOps(port: number, adminUrl: string): Promise<OpsBenchResult> {
  const name = `hv_bench_ops_${process.pid}`;
  const { admin, url } = await scratchDatabase(adminUrl, name);
  const server = await startServer({ port, env: { DATABASE_URL: url } });
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const started = Date.now();
    const token = await seed(client);
    const seedSeconds = Math.round((Date.now() - started) / 100) / 10;
    const headers = { cookie: `hv_session=${token}` };
    const queue = `${server.url}/api/ops/applications`;
    const first = await fetch(`${queue}?limit=25`, { headers });
    if (!first.ok) throw new Error(`queue answered ${first.status} ${await first.text()}`);
    // A cursor half-way through: keyset pages cost the same wherever they are.
    const middle = await client.query(
      `select id, to_char(submitted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at
         from applications order by submitted_at, id offset $1 limit 1`,
      [Math.floor(APPLICATIONS / 2)],
    );
    const row = middle.rows[0] as { id: string; at: string };
    const cursor = Buffer.from(`${row.at}|${row.id}`).toString('base64url');
    const results = [
      await load('queue: first page (25, oldest first) + counts', `${queue}?limit=25`, headers),
      await load('queue: status=in_review', `${queue}?status=in_review&limit=25`, headers),
      await load(
        'queue: country=TH, purpose=tourist, 30+ days',
        `${queue}?country=TH&purpose=tourist&minAgeDays=30`,
        headers,
      ),
      await load('queue: overdue only', `${queue}?overdue=true&limit=25`, headers),
      await load('queue: newest first', `${queue}?sort=newest&limit=25`, headers),
      await load('queue: page at 50,000 (keyset cursor)', `${queue}?limit=25&cursor=${cursor}`, headers),
    ];
    return { applications: APPLICATIONS, seedSeconds, results };
  } finally {
    await client.end();
    await server.stop();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
