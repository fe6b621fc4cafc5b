import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { LIFTOFF_ONLY_NODE_ARGS } from '../../db/liftoff-only.mjs';
import { ensureBuilt, SERVER_NODE_ARGS } from '../../scripts/build.mjs';
import { SAMPLE_SUPPLIER } from '../src/config';

/**
 * The built server's command as this process starts it. Under the API tests, the servers they start run PGlite's
 * WebAssembly as the tests themselves do, instead of with the product's `--no-liftoff`: they start in ~2.6 s
 * instead of 6–7 and peak at ~400 MB instead of ~880 (docs/decisions/node24-tuning.md), and nothing they answer
 * changes. The bench, run without those flags, starts the product's own command.
 */
const SERVER_ARGS = LIFTOFF_ONLY_NODE_ARGS.every((flag) => process.execArgv.includes(flag))
  ? [...LIFTOFF_ONLY_NODE_ARGS, ...SERVER_NODE_ARGS.filter((arg: string) => arg !== '--no-liftoff')]
  : SERVER_NODE_ARGS;

export interface RunningServer {
  url: string;
  pid: number;
  dataDir: string;
  rssMb(): Promise<number>;
  /** SIGTERM (graceful) and wait for the exit. */
  stop(): Promise<void>;
  /** SIGKILL: the process dies at once, mid-request. */
  kill(): Promise<void>;
  /** The JSON log lines written so far (with `captureLog`). */
  log(): Array<Record<string, unknown>>;
  /** Everything written to stdout so far (with `captureLog`), as it would show at a terminal. */
  output(): string;
}

export async function rssMbOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** A first start on a shared, busy machine (PGlite's new data directory, the catalogue seeded) can take minutes. */
async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server at ${url} did not become healthy`);
}

function signal(child: ChildProcess, name: NodeJS.Signals): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(name);
  });
}

let built = false;

/**
 * Starts the server as `npm start` runs it (the compiled server, built first when its sources changed; the
 * web app as last built: `npm test` and the bench build it before), or
 * `node --import tsx <script>` for another script, as its own process (production mode, outbox on), and
 * waits until it is healthy.
 */
export async function startServer(options: {
  port: number;
  env?: Record<string, string>;
  /** A TypeScript file to run instead of the server (the bench's bare Fastify). */
  script?: string;
  /** Another Node.js binary and its arguments for the built server (the bench's runtime comparison). */
  node?: { path: string; args: string[] };
  /** Reuse a data directory (restart after a crash); a fresh one otherwise. */
  dataDir?: string;
  /** Another checkout to run the built server of, as it built it (the bench's baseline tree). */
  cwd?: string;
  /** Keep the server's log (stdout) for the test to read. */
  captureLog?: boolean;
  /** Run `scripts/start.mjs --no-web-build`, as `npm start` does (its own defaults), not the server directly. */
  viaStartScript?: boolean;
}): Promise<RunningServer> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'hv-server-')));
  const url = `http://localhost:${options.port}`;
  if (!options.script && !options.cwd && !built) {
    ensureBuilt({ only: 'server' });
    built = true;
  }
  const args = options.script
    ? ['--import', 'tsx', options.script]
    : options.viaStartScript
      ? ['scripts/start.mjs', '--no-web-build']
      : (options.node?.args ?? SERVER_ARGS);
  const child = spawn(options.node?.path ?? process.execPath, args, {
    cwd: options.cwd,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      OUTBOX: '1',
      ...SAMPLE_SUPPLIER,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      PARTNER_API_KEY: 'bench-partner-key-0123456789abcdef0',
      DATABASE_URL: '',
      REDIS_URL: '',
      ...options.env,
    },
    stdio: ['ignore', options.captureLog ? 'pipe' : 'ignore', 'inherit'],
  });
  const lines: Array<Record<string, unknown>> = [];
  let partial = '';
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
    const text = partial + chunk.toString('utf8');
    const complete = text.split('\n');
    partial = complete.pop() ?? '';
    for (const line of complete) {
      try {
        lines.push(JSON.parse(line));
      } catch {
        /* not a log line */
      }
    }
  });
  try {
    await waitForHealth(url, child);
  } catch (error) {
    // A server that did not come up in time is stopped, not left running behind the failed test or bench.
    await signal(child, 'SIGTERM');
    throw error;
  }
  return {
    url,
    pid: child.pid!,
    dataDir,
    rssMb: () => rssMbOf(child.pid!),
    stop: () => signal(child, 'SIGTERM'),
    kill: () => signal(child, 'SIGKILL'),
    log: () => lines,
    output: () => output,
  };
}

/** The newest outbox message to an address (bench servers run with OUTBOX=1). */
export async function outboxCode(dataDir: string, to: string): Promise<string> {
  const dir = path.join(dataDir, 'outbox');
  for (let attempt = 0; attempt < 50; attempt++) {
    const files = (await readdir(dir).catch(() => [] as string[])).sort().reverse();
    for (const file of files) {
      const message = JSON.parse(await readFile(path.join(dir, file), 'utf8'));
      if (message.to === to && message.code) return message.code as string;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code for ${to} in the outbox`);
}

/** A port free on this machine at the moment (the system picks it). */
export async function freePort(): Promise<number> {
  const { port, release } = await reservePort();
  await release();
  return port;
}

/**
 * A free port, held by a listening socket until `release`: between the pick and the server's own listen (seconds
 * of start-up) nothing else on the machine can take it, not even an outgoing connection choosing its local port
 * from the same ephemeral range (an EADDRINUSE seen once in a full run).
 */
export async function reservePort(): Promise<{ port: number; release: () => Promise<void> }> {
  const holder = createServer();
  await new Promise<void>((resolve, reject) => {
    holder.once('error', reject);
    holder.listen(0, '127.0.0.1', resolve);
  });
  const address = holder.address();
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return { port: address.port, release: () => new Promise((resolve) => holder.close(() => resolve())) };
}

/**
 * Signs a traveller up on a running server through the real flow (e-mail code from its outbox) and returns
 * the cookies of that browser, session included. Throws on a refused step.
 */
export async function signUpOn(
  server: RunningServer,
  email: string,
  password = 'server-test-password',
): Promise<string> {
  const jar: string[] = [];
  const post = async (route: string, body: unknown) => {
    const res = await fetch(`${server.url}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url, cookie: jar.join('; ') },
      body: JSON.stringify(body),
    });
    for (const cookie of res.headers.getSetCookie()) jar.push(cookie.split(';')[0]!);
    if (!res.ok) throw new Error(`${route} answered ${res.status}`);
  };
  await post('/api/send-otp', { email });
  await post('/api/verify-otp', { email, otp: await outboxCode(server.dataDir, email) });
  await post('/api/auth/register', {
    email,
    password,
    confirmPassword: password,
    firstName: 'Test',
    lastName: 'Traveller',
    agree: true,
  });
  return jar.join('; ');
}

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `npm run admin -- <args>` as an operator types it, in this checkout, with this environment. */
export function runAdminCli(args: string[], env: NodeJS.ProcessEnv): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile('npm', ['run', '--silent', 'admin', '--', ...args], { env, cwd: process.cwd() }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}
