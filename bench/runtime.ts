import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { type RunningServer, startServer } from '../server/test/server-process';
import { alternate, type LoadResult, searchPath, seedTransactions, signUp, waitForWalletMails } from './api';

/** The built server's Node.js flags, each on or off (SERVER_NODE_ARGS in scripts/build.mjs has both on). */
const PRELOAD = ['--require', './server/dist/next-tick-shape.cjs'];
const NO_LIFTOFF = ['--no-liftoff'];
const ENTRY = 'server/dist/main.js';

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

/** Today's start command first (the others are compared with it), then each flag alone, neither, the older Node. */
function variants(): Variant[] {
  const current = process.version.split('.')[0];
  const own = (flags: string, args: string[]): Variant => ({
    name: `${current}, ${flags}`,
    node: process.execPath,
    args: [...args, ENTRY],
  });
  const list = [
    own('preload + --no-liftoff (today)', [...NO_LIFTOFF, ...PRELOAD]),
    own('neither', []),
    own('preload only', PRELOAD),
    own('--no-liftoff only', NO_LIFTOFF),
  ];
  const older = nodeVersion(OLDER_NODE);
  if (older && older.split('.')[0] !== current) {
    list.push({ name: `${older.split('.')[0]}, preload + --no-liftoff`, node: OLDER_NODE, args: list[0]!.args });
  }
  return list;
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
  routes: Array<LoadResult & { vsToday: number }>;
}

export interface RuntimeBenchResult {
  database: 'pglite';
  results: RuntimeVariantResult[];
}

interface Started {
  variant: Variant;
  server: RunningServer;
  cookie: string;
  startMs: number;
  rssAfterStartMb: number;
}

async function start(variant: Variant, port: number): Promise<Started> {
  const began = Date.now();
  const server = await startServer({
    port,
    node: { path: variant.node, args: variant.args },
  });
  const startMs = Date.now() - began;
  const rssAfterStartMb = await server.rssMb();
  try {
    const { cookie, email } = await signUp(server, `runtime${port}`);
    await seedTransactions(server, email);
    await waitForWalletMails(server, 1000);
    return { variant, server, cookie, startMs, rssAfterStartMb };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

const ROUTES = [
  { name: 'me', path: () => '/api/auth/me', signedIn: true },
  { name: 'search', path: searchPath, signedIn: false },
  { name: 'wallet', path: () => '/api/wallet/transactions', signedIn: true },
];

/**
 * The built server started with each combination of its Node.js flags, and on the older Node.js line with
 * today's, one process per variant, measured in turn round after round (`alternate`), route by route.
 * `vsToday` is each figure's ratio to today's start command on the same route in the same run. On PGlite
 * only: processes sharing one PostgreSQL share its job queue, so one's sign-up code lands in another's outbox
 * (and --no-liftoff concerns PGlite's WebAssembly alone).
 */
export async function benchRuntime(basePort: number): Promise<RuntimeBenchResult> {
  const started: Started[] = [];
  const results: RuntimeVariantResult[] = [];
  try {
    for (const [index, variant] of variants().entries()) {
      const entry = { variant: variant.name, node: variant.node, args: variant.args.join(' '), routes: [] };
      try {
        const running = await start(variant, basePort + index);
        started.push(running);
        results.push({ ...entry, startMs: running.startMs, rssAfterStartMb: running.rssAfterStartMb });
      } catch (error) {
        if (index === 0) throw error;
        results.push({ ...entry, failed: error instanceof Error ? error.message : String(error) });
      }
    }
    const targets = ROUTES.flatMap((route) =>
      started.map(({ variant, server, cookie }) => ({
        name: `${route.name}|${variant.name}`,
        urls: `${server.url}${route.path()}`,
        headers: route.signedIn ? { cookie } : undefined,
      })),
    );
    const figures = new Map((await alternate(targets)).map((r) => [r.name, r]));
    for (const running of started) {
      const result = results.find((r) => r.variant === running.variant.name)!;
      result.rssAfterLoadMb = await running.server.rssMb();
      result.routes = ROUTES.map((route) => {
        const own = figures.get(`${route.name}|${running.variant.name}`)!;
        const today = figures.get(`${route.name}|${started[0]!.variant.name}`)!;
        const { ratioToBare, ...figure } = own;
        return {
          ...figure,
          name: route.name,
          vsToday: Number((own.requestsPerSecond / today.requestsPerSecond).toFixed(2)),
        };
      });
    }
    return { database: 'pglite', results };
  } finally {
    await Promise.all(started.map(({ server }) => server.stop()));
  }
}
