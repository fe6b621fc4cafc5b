import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../server-process';

const run = promisify(execFile);
const PG_BIN = '/usr/lib/postgresql/15/bin';

/** PostgreSQL refuses to run as root: the cluster belongs to the postgres user when the tests run as root. */
const asPostgres = (command: string, args: string[]) =>
  process.getuid?.() === 0
    ? run('runuser', ['-u', 'postgres', '--', path.join(PG_BIN, command), ...args])
    : run(path.join(PG_BIN, command), args);

export interface OwnPostgres {
  url: string;
  start(): Promise<void>;
  /** A fast shutdown: open connections are ended, as in a restart. */
  stop(): Promise<void>;
  destroy(): Promise<void>;
}

/** A PostgreSQL cluster of this test alone (initdb in a temporary folder, a free port), started. */
export async function startOwnPostgres(): Promise<OwnPostgres> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'hv-own-pg-'));
  const dataDir = path.join(dir, 'data');
  if (process.getuid?.() === 0) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const port = await freePort();
  await asPostgres('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const pgCtl = (...args: string[]) => asPostgres('pg_ctl', ['-D', dataDir, '-w', '-t', '60', ...args]);
  const own: OwnPostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: async () => {
      await pgCtl('-o', options, '-l', path.join(dir, 'log'), 'start');
    },
    stop: async () => {
      await pgCtl('-m', 'fast', 'stop');
    },
    destroy: async () => {
      await own.stop().catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
  await own.start();
  return own;
}

export interface OwnRedis {
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** A Redis of this test alone on a free port, without persistence. */
export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const own: OwnRedis = {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        {
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      const ready = child.stdout!;
      let seen = '';
      while (!seen.includes('Ready to accept connections')) {
        const [chunk] = (await once(ready, 'data')) as [Buffer];
        seen += chunk.toString();
      }
      ready.resume();
    },
    async stop() {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null) return;
      const exited = once(running, 'exit');
      running.kill('SIGKILL');
      await exited;
    },
  };
  await own.start();
  return own;
}
