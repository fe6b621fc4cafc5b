// `npm run bench`: API throughput, notification queue latency and throughput, page quality and weight,
// autocomplete speed, server memory. BENCH_ONLY=queue (or api, web, autocomplete) runs one part;
// BENCH_DATABASES=postgres (or pglite) runs the API part on one database.
// BENCH_ONLY=runtime (not in a full run: ~9 min, on PGlite) compares the server's Node.js flags and Node.js lines.
// Prints a table per part and writes bench/results.json. Not part of `npm test`.
import { spawnSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startServer } from '../server/test/server-process';
import { type ApiBenchResult, benchApi, type LoadResult } from './api';
import { benchApply } from './apply';
import { benchAutocomplete } from './autocomplete';
import { benchOps } from './ops';
import { benchQueue, type QueueBenchResult } from './queue';
import { benchRuntime, type RuntimeBenchResult } from './runtime';
import { benchScale } from './scale';
import { benchPages } from './web';

const RESULTS_FILE = 'bench/results.json';

/** The bench's own database (created when missing), so that it never meets a test run's. */
async function postgresReachable(): Promise<boolean> {
  const url = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/hv_bench');
  const name = url.pathname.slice(1);
  const client = new pg.Client({ connectionString: new URL('/postgres', url).href });
  try {
    await client.connect();
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name.replace(/"/g, '')}"`);
    await client.end();
    process.env.BENCH_DATABASE_URL = url.href;
    return true;
  } catch {
    return false;
  }
}

/** The columns every load table starts with: what was loaded, its rate and latencies. */
function loadFigures(r: LoadResult, what = 'endpoint') {
  return { [what]: r.name, 'req/s': r.requestsPerSecond, 'p50 ms': r.p50Ms, 'p99 ms': r.p99Ms };
}

function printApi(run: ApiBenchResult) {
  console.log(
    `\nAPI on ${run.database} (50 connections, medians of ${run.rounds} alternating rounds; RSS ${run.rssAfterStartMb} MB after start, ${run.rssAfterSeedMb} MB after seeding, ${run.rssAfterLoadMb} MB after load; e-mails of the seed sent ${run.mailsDrainedMs} ms after it)`,
  );
  console.table(
    run.results.map((r) => ({
      ...loadFigures(r),
      'vs (a)': r.ratioToBare,
      'rounds req/s': r.rounds?.join(' / '),
      errors: r.errors + r.non2xx,
    })),
  );
}

function printRuntime(run: RuntimeBenchResult) {
  console.log(
    `\nThe server's Node.js flags and Node.js lines on ${run.database} (50 connections, medians of alternating rounds; vs today's start command)`,
  );
  console.table(
    run.results.map((r) => ({
      variant: r.variant,
      ...(r.failed
        ? { failed: r.failed }
        : {
            'start s': ((r.startMs ?? 0) / 1000).toFixed(1),
            'RSS start/load/peak MB': `${r.rssAfterStartMb} / ${r.rssAfterLoadMb} / ${r.peakRssMb}`,
            ...Object.fromEntries(
              r.routes.map((route) => [
                route.name,
                `${route.requestsPerSecond} (${route.vsToday}), p99 ${route.p99Ms} ms${route.errors + route.non2xx ? `, ${route.errors + route.non2xx} errors` : ''}`,
              ]),
            ),
          }),
    })),
  );
  for (const r of run.results) {
    for (const route of r.routes) console.log(`${r.variant} ${route.name} rounds: ${route.rounds?.join(' / ')}`);
  }
}

/** Servers listen from here up (BASE_PORT … BASE_PORT + 44). */
const BASE_PORT = Number(process.env.BENCH_PORT ?? 18100);

/** A partial run (BENCH_ONLY) keeps the other parts' last figures. */
async function previousResults(): Promise<Record<string, unknown>> {
  try {
    return JSON.parse(await readFile(RESULTS_FILE, 'utf8'));
  } catch {
    return {};
  }
}

async function main() {
  const only = new Set((process.env.BENCH_ONLY ?? 'autocomplete,api,apply,queue,ops,scale,web').split(','));
  // BENCH_DATABASES=postgres (or pglite) runs the API part on one database only.
  const databases = new Set((process.env.BENCH_DATABASES ?? 'pglite,postgres').split(','));
  const results: Record<string, unknown> = {
    ...(await previousResults()),
    machine: {
      cores: os.cpus().length,
      cpu: os.cpus()[0]?.model,
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
    },
    measuredAt: new Date().toISOString(),
  };

  if (only.has('autocomplete')) {
    results.autocomplete = benchAutocomplete();
    console.log('\nAutocomplete (per keystroke over every country, alias and city)');
    console.table([results.autocomplete]);
  }

  if (only.has('api')) {
    const runs: ApiBenchResult[] = [];
    if (databases.has('pglite')) runs.push(await benchApi('pglite', BASE_PORT));
    if (databases.has('postgres')) {
      if (await postgresReachable()) runs.push(await benchApi('postgres', BASE_PORT + 10));
      else console.log('PostgreSQL not reachable: no API benchmark on it');
    }
    runs.forEach(printApi);
    results.api = runs;
  }

  if (only.has('runtime')) {
    const run = await benchRuntime(BASE_PORT + 40);
    printRuntime(run);
    results.runtime = [run];
  }

  if (only.has('apply')) {
    const run = await benchApply(Number(process.env.BENCH_APPLY_PORT ?? 18400));
    console.log(`\nApplying on PGlite (50 connections; ${run.submitted} applications submitted, each once)`);
    console.table(
      run.results.map((r) => ({
        ...loadFigures(r),
        'errors/timeouts': r.errors,
        non2xx: r.non2xx,
      })),
    );
    results.apply = run;
  }

  if (only.has('queue')) {
    const runs: QueueBenchResult[] = [await benchQueue('pglite', 18410)];
    if (await postgresReachable()) runs.push(await benchQueue('postgres', 18420));
    console.log('\nNotification queue (partner wallet credit → e-mail in the outbox; wallet-credit events)');
    console.table(runs);
    results.queue = runs;
  }

  if (only.has('scale')) {
    if (await postgresReachable()) {
      results.scale = await benchScale(BASE_PORT + 20);
      console.log('\nProcesses behind one PostgreSQL (req/s, medians of alternating rounds)');
      console.table(results.scale);
    } else console.log('PostgreSQL not reachable: no scale benchmark');
  }

  if (only.has('ops')) {
    if (await postgresReachable()) {
      const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
      const run = await benchOps(Number(process.env.BENCH_OPS_PORT ?? 18850), adminUrl);
      console.log(
        `\nOperator queue on PostgreSQL (${run.applications} applications, seeded in ${run.seedSeconds} s; 50 connections)`,
      );
      console.table(
        run.results.map((r) => ({
          ...loadFigures(r, 'query'),
          errors: r.errors + r.non2xx,
        })),
      );
      results.ops = run;
    } else console.log('PostgreSQL not reachable: the operator queue benchmark needs it');
  }

  if (only.has('web')) {
    const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('build failed');
    const server = await startServer({ port: BASE_PORT + 30 });
    try {
      const pages = await benchPages(
        server.url,
        (process.env.BENCH_WEB_PAGES ?? '/,/visa/thailand,/login,/hi,/hi/visa/thailand').split(','),
        path.resolve('web/dist'),
      );
      console.log(`\nPages (Lighthouse 13, mobile preset, Debian Chromium; medians of ${pages[0]?.runs.length} runs)`);
      console.table(pages.map(({ mainThread, runs, ...page }) => ({ ...page, runs: runs.join(' ') })));
      console.log('Main-thread time by kind (ms, medians)');
      console.table(Object.fromEntries(pages.map((page) => [page.path, page.mainThread])));
      results.web = pages;
    } finally {
      await server.stop();
    }
  }

  if (process.env.BENCH_ONLY) {
    results[`${[...only].join('+')}MeasuredAt`] = results.measuredAt;
    delete results.measuredAt;
  }
  await writeFile(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
  console.log('\nwrote bench/results.json');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
