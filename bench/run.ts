// `npm run bench`: API throughput, notification queue latency and throughput, page quality and weight,
// autocomplete speed, server memory. BENCH_ONLY=queue (or api, web, autocomplete) runs one part;
// BENCH_ONLY=scale seeds PostgreSQL with BENCH_SCALE_USERS (1,000,000) travellers and measures lists, search, detail;
// BENCH_DATABASES=postgres (or pglite) runs the API part on one database.
// BENCH_ONLY=memory: RSS before, under and 30 s after a mixed load, on PGlite and PostgreSQL.
// BENCH_ONLY=photo: the visa photo check of a 2-megapixel photo (median, first check, RSS before, peak, after idle).
// BENCH_ONLY=documents: passport reading of a 12-megapixel photo and a 300-dpi scan, server RSS while reading and idle.
// BENCH_ONLY=first-input: the home search's first typed letter on a slow phone (issue 33).
// BENCH_ONLY=runtime (not in a full run: ~9 min, on PGlite) compares the server's Node.js flags and Node.js lines.
// BENCH_BASELINE=<git ref> measures that tree's built server beside today's in the api and web parts.
// Prints a table per part and writes bench/results.json. Not part of `npm test`.
import { spawnSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startServer } from '../server/test/server-process';
import { type ApiBenchResult, benchApi, type LoadResult, ratio } from './api';
import { benchApply } from './apply';
import { benchAutocomplete } from './autocomplete';
import { type Baseline, prepareBaseline } from './baseline';
import { benchDocuments } from './documents';
import { benchFirstInput, FIRST_INPUT_NETWORK, type FirstInputResult } from './first-input';
import { benchMemory, type MemoryBenchResult } from './memory';
import { benchOps } from './ops';
import { benchPhoto } from './photo';
import { benchProcesses } from './processes';
import { benchQueue, type QueueBenchResult } from './queue';
import { benchRuntime, type RuntimeBenchResult } from './runtime';
import { benchScale, type ScaleBenchResult } from './scale';
import { benchPages, type PageResult } from './web';

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
    // The baseline tree's server gets a new database of its own: its migrations are older than today's.
    if (process.env.BENCH_BASELINE) {
      await client.query(`drop database if exists "${name.replace(/"/g, '')}_baseline" with (force)`);
      await client.query(`create database "${name.replace(/"/g, '')}_baseline"`);
    }
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

/** One figure of the baseline tree and of today's, and new/old: `1066 → 1070 (1.00)`. */
const beside = (now: number, old: number) => `${old} → ${now}${old ? ` (${ratio(now, old)})` : ''}`;

function printApi(run: ApiBenchResult) {
  const memory = (r: Omit<ApiBenchResult, 'database' | 'rounds'>) =>
    `RSS ${r.rssAfterStartMb} MB after start, ${r.rssAfterSeedMb} MB after seeding, ${r.rssAfterLoadMb} MB after load; e-mails of the seed sent ${r.mailsDrainedMs} ms after it`;
  console.log(`\nAPI on ${run.database} (50 connections, medians of ${run.rounds} alternating rounds; ${memory(run)})`);
  const old = run.baseline;
  if (old) console.log(`Baseline ${old.ref} in the same rounds: ${memory(old)}`);
  console.table(
    run.results.map((r) => {
      const before = old?.results.find((b) => b.name === r.name);
      return {
        ...loadFigures(r),
        'vs (a)': r.ratioToBare,
        // On every row (empty on the bare route's), so that the columns stay beside the figures they compare.
        ...(old && {
          [`${old.ref} req/s`]: before?.requestsPerSecond ?? '',
          [`${old.ref} p99 ms`]: before?.p99Ms ?? '',
          'new/old': r.vsBaseline ?? '',
        }),
        'rounds req/s': r.rounds?.join(' / '),
        errors: r.errors + r.non2xx,
      };
    }),
  );
  for (const r of old?.results ?? []) console.log(`${old?.ref} ${r.name} rounds: ${r.rounds?.join(' / ')}`);
  if (run.tripCheckVsTwin !== undefined) {
    console.log(`Trip check against (a2), the bare route writing the same answer: ${run.tripCheckVsTwin}`);
  }
  if (run.tripCheckCpu) {
    const { cpuMsPerCheck, checks } = run.tripCheckCpu;
    console.log(
      `Server CPU per trip check: ${cpuMsPerCheck} ms (user + system, over ${checks} checks of the route alone)`,
    );
  }
}

/** The pages of the baseline tree and of today's side by side (each figure `old → new (new/old)`). */
function printPagesBeside(pages: PageResult[], old: PageResult[], ref: string) {
  console.log(`\nPages, ${ref} → today (the same Lighthouse runs, alternating)`);
  console.table(
    pages.map((page, index) => {
      const before = old[index]!;
      return {
        path: page.path,
        performance: beside(page.performance, before.performance),
        'LCP ms': beside(page.lcpMs, before.lcpMs),
        'TBT ms': beside(page.tbtMs, before.tbtMs),
        CLS: beside(page.cls, before.cls),
        'initial JS KB gz': beside(page.initialJsKbGzip, before.initialJsKbGzip),
        'initial CSS KB gz': beside(page.initialCssKbGzip, before.initialCssKbGzip),
        'loaded JS KB': beside(page.loadedJsKb, before.loadedJsKb),
      };
    }),
  );
}

function printFirstInput(pages: FirstInputResult[], old: FirstInputResult[] | undefined, ref: string | undefined) {
  console.log(
    `\nThe home search's first letter (mobile preset, CPU ${process.env.BENCH_FIRST_INPUT_CPU ?? 6}×, slow 4G ${FIRST_INPUT_NETWORK}; ms from navigation start, medians of ${pages[0]?.runs.length} runs)`,
  );
  const rows = (site: string, results: FirstInputResult[]) =>
    results.map(({ runs, ...result }) => ({
      site,
      ...result,
      'runs (suggestion ms)': runs.map((run) => run.suggestionMs).join(' '),
    }));
  console.table([...(old && ref ? rows(ref, old) : []), ...rows('today', pages)]);
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
            'RSS start/load/settled/peak MB': `${r.rssAfterStartMb} / ${r.rssAfterLoadMb} / ${r.rssSettledMb} / ${r.peakRssMb}`,
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

function printScale(run: ScaleBenchResult) {
  console.log(
    `\nAt scale on PostgreSQL (${run.users.toLocaleString('en')} users, seeded in ${run.seedSeconds} s; one request at a time)`,
  );
  console.table(Object.entries(run.rows).map(([table, rows]) => ({ table, rows })));
  console.table(
    run.results.map((r) => ({
      request: r.name,
      'p50 ms': r.p50Ms,
      'p99 ms': r.p99Ms,
      'max ms': r.maxMs,
      requests: r.requests,
      KB: r.kb,
      errors: r.errors,
    })),
  );
  console.log(`The slowest plans (auto_explain, statements over ${process.env.BENCH_SCALE_SLOW_MS ?? 20} ms):`);
  for (const plan of run.slowestPlans) console.log(`\n${plan.plan}`);
  if (run.slowestPlans.length === 0) console.log('  none');
}

/** Servers listen from here up (BASE_PORT … BASE_PORT + 45). */
const BASE_PORT = Number(process.env.BENCH_PORT ?? 18100);

/** A partial run (BENCH_ONLY) keeps the other parts' last figures. */
async function previousResults(): Promise<Record<string, unknown>> {
  try {
    return JSON.parse(await readFile(RESULTS_FILE, 'utf8'));
  } catch {
    return {};
  }
}

/**
 * Today's built server on `port` (and the baseline's on the next port) for the page parts, which main builds once
 * for all of them; `measure` gets the servers' addresses, today's first.
 */
async function withPageServers(
  port: number,
  baseline: Baseline | undefined,
  measure: (urls: string[]) => Promise<void>,
): Promise<void> {
  const servers = [await startServer({ port })];
  try {
    if (baseline) servers.push(await startServer({ port: port + 1, cwd: baseline.dir }));
    await measure(servers.map((server) => server.url));
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

async function main() {
  const only = new Set(
    (
      process.env.BENCH_ONLY ??
      'autocomplete,api,apply,queue,ops,processes,scale,memory,documents,photo,first-input,web'
    ).split(','),
  );
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

  // BENCH_BASELINE: the tree to compare today's with, built once for the api and web parts, removed at the end.
  const ref = process.env.BENCH_BASELINE;
  const baseline: Baseline | undefined =
    ref && (only.has('api') || only.has('web') || only.has('first-input')) ? prepareBaseline(ref) : undefined;
  try {
    if (only.has('autocomplete')) {
      results.autocomplete = benchAutocomplete();
      console.log('\nAutocomplete (per keystroke over every country, alias and city)');
      console.table([results.autocomplete]);
    }

    if (only.has('api')) {
      const runs: ApiBenchResult[] = [];
      const tree = baseline && { ref: baseline.ref, dir: baseline.dir };
      if (databases.has('pglite')) runs.push(await benchApi('pglite', BASE_PORT, tree));
      if (databases.has('postgres')) {
        if (await postgresReachable()) {
          const databaseUrl = `${process.env.BENCH_DATABASE_URL}_baseline`;
          runs.push(await benchApi('postgres', BASE_PORT + 10, tree && { ...tree, databaseUrl }));
        } else console.log('PostgreSQL not reachable: no API benchmark on it');
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

    if (only.has('processes')) {
      if (await postgresReachable()) {
        results.processes = await benchProcesses(BASE_PORT + 20);
        console.log('\nProcesses behind one PostgreSQL (req/s, medians of alternating rounds)');
        console.table(results.processes);
      } else console.log('PostgreSQL not reachable: no processes benchmark');
    }

    if (only.has('scale')) {
      if (await postgresReachable()) {
        const run = await benchScale(BASE_PORT + 45, process.env.BENCH_DATABASE_URL!);
        printScale(run);
        results.scale = run;
      } else console.log('PostgreSQL not reachable: the scale benchmark needs it');
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

    if (only.has('memory')) {
      const runs: MemoryBenchResult[] = [];
      if (databases.has('pglite')) runs.push(await benchMemory('pglite', BASE_PORT + 50));
      if (databases.has('postgres')) {
        if (await postgresReachable()) runs.push(await benchMemory('postgres', BASE_PORT + 51));
        else console.log('PostgreSQL not reachable: no memory benchmark on it');
      }
      console.log('\nMemory (MB resident) before, at the peak of and 30 s after a mixed load of 250 connections');
      console.table(runs);
      results.memory = runs;
    }

    if (only.has('documents')) {
      const run = await benchDocuments(BASE_PORT + 52);
      console.log('\nPassport reading (ms per read, one server; the first read loads the OCR engine)');
      console.table(run.pictures);
      console.log(
        `Server RSS (MB): ${run.rssBeforeMb} before, ${run.rssPeakMb} at the peak while reading, ${run.rssAfterIdleMb} after ${run.idleSeconds} s idle and the engine released`,
      );
      results.documents = run;
    }

    if (only.has('photo')) {
      results.photo = await benchPhoto(BASE_PORT + 60);
      console.log(
        '\nVisa photo check of a 2-megapixel photo (ms; MB resident before, at the peak, after the model idles out)',
      );
      console.table([results.photo]);
    }

    if (only.has('first-input') || only.has('web')) {
      const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
      if (build.status !== 0) throw new Error('build failed');
    }

    if (only.has('first-input')) {
      await withPageServers(BASE_PORT + 32, baseline, async (urls) => {
        const [pages = [], old] = await benchFirstInput(
          urls,
          (process.env.BENCH_FIRST_INPUT_PAGES ?? '/,/hi').split(','),
        );
        printFirstInput(pages, old, baseline?.ref);
        results.firstInput = old
          ? pages.map((page, index) => ({ ...page, baseline: { ref: baseline!.ref, ...old[index] } }))
          : pages;
      });
    }

    if (only.has('web')) {
      await withPageServers(BASE_PORT + 30, baseline, async (urls) => {
        const [pages = [], old] = await benchPages(
          urls.map((url, index) => ({ url, distDir: path.resolve(index ? baseline!.dir : '.', 'web/dist') })),
          (process.env.BENCH_WEB_PAGES ?? '/,/visa/thailand,/login,/hi,/hi/visa/thailand').split(','),
        );
        console.log(
          `\nPages (Lighthouse 13, mobile preset, Debian Chromium; medians of ${pages[0]?.runs.length} runs)`,
        );
        console.table(pages.map(({ mainThread, runs, ...page }) => ({ ...page, runs: runs.join(' ') })));
        console.log('Main-thread time by kind (ms, medians)');
        console.table(Object.fromEntries(pages.map((page) => [page.path, page.mainThread])));
        if (old) printPagesBeside(pages, old, baseline!.ref);
        results.web = old
          ? pages.map((page, index) => ({ ...page, baseline: { ref: baseline!.ref, ...old[index] } }))
          : pages;
      });
    }
  } finally {
    baseline?.remove();
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
