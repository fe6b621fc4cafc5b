// `npm run bench`: API throughput, page quality and weight, autocomplete speed, server memory.
// Prints a table per part and writes bench/results.json. Not part of `npm test`.
import { spawnSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startServer } from '../server/test/server-process';
import { type ApiBenchResult, benchApi } from './api';
import { benchAutocomplete } from './autocomplete';
import { benchPages } from './web';

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({
    connectionString: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

function printApi(run: ApiBenchResult) {
  console.log(
    `\nAPI on ${run.database} (50 connections; RSS ${run.rssAfterStartMb} MB after start, ${run.rssAfterLoadMb} MB after load)`,
  );
  console.table(
    run.results.map((r) => ({
      endpoint: r.name,
      'req/s': r.requestsPerSecond,
      'p50 ms': r.p50Ms,
      'p99 ms': r.p99Ms,
      'vs (a)': r.ratioToBare,
      errors: r.errors + r.non2xx,
    })),
  );
}

async function main() {
  const only = new Set((process.env.BENCH_ONLY ?? 'autocomplete,api,web').split(','));
  const results: Record<string, unknown> = {
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
    const runs: ApiBenchResult[] = [await benchApi('pglite', 18100)];
    if (await postgresReachable()) runs.push(await benchApi('postgres', 18200));
    else console.log('PostgreSQL not reachable: API benchmark on PGlite only');
    runs.forEach(printApi);
    results.api = runs;
  }

  if (only.has('web')) {
    const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('build failed');
    const server = await startServer({ port: 18300 });
    try {
      const pages = await benchPages(server.url, ['/', '/visa/thailand', '/login'], path.resolve('web/dist'));
      console.log('\nPages (Lighthouse 12, mobile preset, Debian Chromium)');
      console.table(pages);
      results.web = pages;
    } finally {
      await server.stop();
    }
  }

  await writeFile('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
  console.log('\nwrote bench/results.json');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
