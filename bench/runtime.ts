import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { LIFTOFF_ONLY_NODE_ARGS } from '../db/liftoff-only.mjs';
import { SERVER_NODE_ARGS } from '../scripts/build.mjs';
import {
  alternate,
  type LoadResult,
  ROUTES,
  ratio,
  routeTarget,
  type Seeded,
  startSeeded,
  UNLIMITED_TRIP_CHECKS,
} from './api';

/** Flags of today's start command (SERVER_NODE_ARGS), by what each variant leaves out or adds. */
const NO_LIFTOFF = '--no-liftoff';
const NO_MAGLEV = '--no-maglev';
/** V8 reads the compilation hints PGlite's module carries (db/pglite-wasm.ts): its SQL parser stays on Liftoff. */
const HINTS = '--experimental-wasm-compilation-hints';
/** Node 20's young generation (V8 11 kept each semi-space at most 16 MB; V8 13 sizes it from the heap limit). */
const SEMI_SPACE_16 = '--max-semi-space-size=16';
/** Halfway: half of V8 13's 64 MB on this machine, twice Node 20's. */
const SEMI_SPACE_32 = '--max-semi-space-size=32';
/**
 * Idle time after the load before resident memory is read again: right after the load, RSS holds whatever
 * garbage the last collection left, and each variant's load ended at another moment; V8 shrinks an idle heap.
 */
const SETTLE_SECONDS = Number(process.env.BENCH_SETTLE_SECONDS ?? 30);

/** The Node.js line the product ran on before 24 (Debian's), compared with today's flags. */
const OLDER_NODE = process.env.BENCH_OLDER_NODE ?? '/usr/bin/node';

interface Variant {
  name: string;
  node: string;
  args: string[];
}

function nodeVersion(node: string): string | undefined {
  if (!existsSync(node)) return undefined;
  return spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim() || undefined;
}

/** Today's start command first (the others are compared with it), then one change each, then the older Node. */
function variants(): Variant[] {
  const current = process.version.split('.')[0];
  const own = (label: string, args: string[]): Variant => ({
    name: `${current}, ${label}`,
    node: process.execPath,
    args,
  });
  const without = (...flags: string[]) => SERVER_NODE_ARGS.filter((arg: string) => !flags.includes(arg));
  const list = [
    own('today', SERVER_NODE_ARGS),
    own('with Maglev (before 28 November)', without(NO_MAGLEV)),
    own('with a 16 MB semi-space', [SEMI_SPACE_16, ...SERVER_NODE_ARGS]),
    own('with a 32 MB semi-space', [SEMI_SPACE_32, ...SERVER_NODE_ARGS]),
    own('without the compilation hints', without(HINTS)),
    own('Liftoff only', [...LIFTOFF_ONLY_NODE_ARGS, ...without(NO_LIFTOFF)]),
  ];
  const older = nodeVersion(OLDER_NODE);
  if (older && older.split('.')[0] !== current) {
    list.push({
      name: `${older.split('.')[0]}, preload + --no-liftoff`,
      node: OLDER_NODE,
      // Its command before Node 24, without the two flags added for Node 24.
      args: without(HINTS, NO_MAGLEV),
    });
  }
  // Today's command stays first whatever the filter: every other variant's figures are ratios to it.
  const only = process.env.BENCH_RUNTIME_VARIANTS;
  return only ? list.filter((variant, index) => index === 0 || new RegExp(only).test(variant.name)) : list;
}

/** The most memory the process has held resident since it started (VmHWM). */
function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

export interface RuntimeVariantResult {
  variant: string;
  node: string;
  args: string;
  /** Why the server did not start with this variant (then it has no figures). */
  failed?: string;
  startMs?: number;
  rssAfterStartMb?: number;
  rssAfterLoadMb?: number;
  /** After SETTLE_SECONDS of idle following the load, every variant at the same moment. */
  rssSettledMb?: number;
  /** The most resident memory from start to the end of the load. */
  peakRssMb?: number;
  routes: Array<LoadResult & { vsToday: number }>;
}

export interface RuntimeBenchResult {
  database: 'pglite';
  results: RuntimeVariantResult[];
}

interface Started extends Seeded {
  variant: Variant;
}

/**
 * A new embedded database (initdb, in the child process the server would run it in), copied for each variant:
 * on a busy machine initdb alone can outlast the start's health check, and it is the same work for every variant.
 */
function newDataDirs(count: number): string[] {
  const template = mkdtempSync(path.join(os.tmpdir(), 'hv-runtime-'));
  const init = spawnSync(process.execPath, ['db/pglite-init.mjs', path.join(template, 'db')], { stdio: 'inherit' });
  if (init.status !== 0) throw new Error(`initdb exited with ${init.status}`);
  return Array.from({ length: count }, (_, index) => {
    const dataDir = `${template}-${index}`;
    cpSync(template, dataDir, { recursive: true });
    return dataDir;
  });
}

async function start(variant: Variant, port: number, dataDir: string): Promise<Started> {
  const node = { path: variant.node, args: variant.args };
  return { variant, ...(await startSeeded({ port, dataDir, node, env: UNLIMITED_TRIP_CHECKS }, `runtime${port}`)) };
}

/**
 * The built server started with today's Node.js flags and the Liftoff-only candidate, and on the older Node.js
 * line with today's, one process per variant, measured in turn round after round (`alternate`), route by route.
 * `vsToday` is each figure's ratio to today's start command on the same route in the same run. On PGlite
 * only: processes sharing one PostgreSQL share its job queue, so one's sign-up code lands in another's outbox
 * (and the WebAssembly flags concern PGlite alone).
 */
export async function benchRuntime(basePort: number): Promise<RuntimeBenchResult> {
  const started: Started[] = [];
  const results: RuntimeVariantResult[] = [];
  try {
    const list = variants();
    const dataDirs = newDataDirs(list.length);
    // Started and seeded side by side (seeding renders 1,000 e-mails each): one after another takes most of an
    // hour on a busy machine. Each RSS is its own process's; the start times overlap.
    const starts = await Promise.allSettled(
      list.map((variant, index) => start(variant, basePort + index, dataDirs[index]!)),
    );
    for (const outcome of starts) if (outcome.status === 'fulfilled') started.push(outcome.value);
    if (starts[0]!.status === 'rejected') throw starts[0]!.reason;
    for (const [index, variant] of list.entries()) {
      const entry = { variant: variant.name, node: variant.node, args: variant.args.join(' '), routes: [] };
      const outcome = starts[index]!;
      if (outcome.status === 'fulfilled') {
        results.push({ ...entry, startMs: outcome.value.startMs, rssAfterStartMb: outcome.value.rssAfterStartMb });
      } else {
        const error = outcome.reason;
        results.push({ ...entry, failed: error instanceof Error ? error.message : String(error) });
      }
    }
    const targets = ROUTES.flatMap((route) =>
      started.map((seeded) => routeTarget(route, seeded, `${route.name}|${seeded.variant.name}`)),
    );
    const figures = new Map((await alternate(targets)).map((r) => [r.name, r]));
    for (const running of started) {
      const result = results.find((r) => r.variant === running.variant.name)!;
      result.rssAfterLoadMb = await running.server.rssMb();
      result.peakRssMb = peakRssMb(running.server.pid);
    }
    await sleep(SETTLE_SECONDS * 1000);
    for (const running of started) {
      const result = results.find((r) => r.variant === running.variant.name)!;
      result.rssSettledMb = await running.server.rssMb();
      result.routes = ROUTES.map((route) => {
        const own = figures.get(`${route.name}|${running.variant.name}`)!;
        const today = figures.get(`${route.name}|${started[0]!.variant.name}`)!;
        const { ratioToBare, ...figure } = own;
        return {
          ...figure,
          name: route.name,
          vsToday: ratio(own.requestsPerSecond, today.requestsPerSecond),
        };
      });
    }
    return { database: 'pglite', results };
  } finally {
    await Promise.all(started.map(({ server }) => server.stop()));
  }
}
