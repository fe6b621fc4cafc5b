// `npm run build`: the web app (web/dist, the server-side renderer in .tmp/ssr, prerendered pages) and the
// server compiled to JavaScript (server/dist). `node scripts/build.mjs [--changed] [web|server]` builds one part,
// or only what changed. `npm start`, the API process tests, the browser tests and the bench call ensureBuilt(),
// which rebuilds only the part whose sources changed since its last build.
import './require-node.mjs';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { LIFTOFF_ONLY_NODE_ARGS } from '../db/liftoff-only.mjs';

const ROOT = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

/**
 * How the server process is started (after ensureBuilt), relative to the repository root.
 * --no-liftoff: V8 would compile PGlite's WebAssembly (PostgreSQL, 9 MB) twice, a quick baseline for every
 * function and optimised code for the hot ones, and keep both; optimised code alone keeps ~35 MB less resident
 * for ~1 s more at start and the same speed when warm.
 * --experimental-wasm-compilation-hints: V8 reads the hints db/pglite-wasm.ts adds to PGlite's module, which keep
 * PostgreSQL's SQL parser off the optimising compiler (its compile alone needs ~600 MB on Node 24).
 * --no-maglev: V8's mid-tier compiler, which Node 20's V8 did not run, holds tens of MB more resident under load
 * and does not make a warm server faster (its functions reach the optimising compiler either way).
 * --require next-tick-shape.cjs: runs before Node loads the server's modules (server/src/lib/next-tick-shape.ts).
 * All measured on Node 24: docs/decisions/node24-tuning.md.
 */
export const SERVER_NODE_ARGS = [
  '--no-liftoff',
  '--experimental-wasm-compilation-hints',
  '--no-maglev',
  '--require',
  './server/dist/next-tick-shape.cjs',
  'server/dist/main.js',
];

/** How the admin command line is started (`npm run admin`, after ensureBuilt): a few statements, on Liftoff alone. */
export const ADMIN_NODE_ARGS = [...LIFTOFF_ONLY_NODE_ARGS, 'server/dist/admin.js'];

const PARTS = [
  {
    name: 'web app',
    key: 'web',
    sources: [
      'web',
      'contract/src',
      'content',
      'data',
      'vite.config.ts',
      'scripts/prerender.ts',
      'server/src/plugins/page-document.ts',
      'package-lock.json',
    ],
    // The public address and product name are written into the pages.
    env: ['PRODUCT_NAME', 'PUBLIC_URL'],
    output: 'web/dist/routes.json',
    stamp: 'web/dist/.build-stamp',
    command: ['npm', 'run', 'build:web', '--silent'],
  },
  {
    name: 'server',
    key: 'server',
    sources: [
      'server/src',
      'contract/src',
      'db',
      'tsconfig.json',
      'tsconfig.base.json',
      'scripts/build-server.mjs',
      'package-lock.json',
    ],
    env: [],
    output: 'server/dist/main.js',
    stamp: 'server/dist/.build-stamp',
    command: ['node', 'scripts/build-server.mjs'],
  },
];

function* files(entry) {
  if (!existsSync(entry)) return;
  if (statSync(entry).isFile()) {
    yield entry;
    return;
  }
  for (const name of readdirSync(entry).sort()) {
    if (name === 'dist' || name === 'node_modules' || /\.test\.tsx?$/.test(name)) continue;
    yield* files(path.join(entry, name));
  }
}

function sourceHash(part) {
  const hash = createHash('sha256');
  hash.update(part.env.map((name) => process.env[name] ?? '').join('|'));
  for (const source of part.sources) {
    for (const file of files(path.join(ROOT, source))) {
      const stat = statSync(file);
      hash.update(`${path.relative(ROOT, file)}:${stat.size}:${stat.mtimeMs}`);
    }
  }
  return hash.digest('hex');
}

function build(part, quiet) {
  (quiet ? console.error : console.log)(`Building the ${part.name}…`);
  const [command, ...args] = part.command;
  const result = spawnSync(command, args, { cwd: ROOT, stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error(`building the ${part.name} failed (exit ${result.status})`);
}

const LOCK = path.join(ROOT, '.tmp/build.lock');
const STALE_LOCK_MS = 10 * 60_000;

function lockIsStale() {
  let owner = 0;
  try {
    owner = Number(readFileSync(path.join(LOCK, 'pid'), 'utf8'));
  } catch {
    /* just taken (no pid yet) or just released */
  }
  if (owner) {
    try {
      process.kill(owner, 0);
    } catch (error) {
      if (error.code === 'ESRCH') return true;
    }
  }
  const age = Date.now() - (statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
  return age > STALE_LOCK_MS;
}

/** One build at a time: the tests start several servers at once, each of which checks the build. */
function withLock(action) {
  mkdirSync(path.dirname(LOCK), { recursive: true });
  const sleeper = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      mkdirSync(LOCK);
      writeFileSync(path.join(LOCK, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      // A build that was killed leaves its lock behind: its process is gone.
      if (lockIsStale()) rmSync(LOCK, { recursive: true, force: true });
      else Atomics.wait(sleeper, 0, 0, 200);
    }
  }
  try {
    return action();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

/**
 * Builds each part whose sources changed since its last build (every part with `force`; `only` one part:
 * the tests build the web app once with their own settings and run servers with different public addresses).
 * `quiet` keeps standard output for the caller's own (the admin command line's `--json`): progress goes to stderr.
 */
export function ensureBuilt({ force = false, only, quiet = false } = {}) {
  withLock(() => {
    for (const part of PARTS.filter((candidate) => !only || candidate.key === only)) {
      const hash = sourceHash(part);
      const stamp = path.join(ROOT, part.stamp);
      const built = existsSync(stamp) ? readFileSync(stamp, 'utf8') : '';
      if (!force && built === hash && existsSync(path.join(ROOT, part.output))) continue;
      build(part, quiet);
      writeFileSync(stamp, hash);
    }
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const only = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
    ensureBuilt({ force: !process.argv.includes('--changed'), only });
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
