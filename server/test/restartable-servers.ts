import { rm } from 'node:fs/promises';
import { afterAll } from 'vitest';
import { type DatabaseCopy, templateCopy } from './database-copy';
import { type RunningServer, startServer } from './server-process';

type ServerOptions = Omit<Parameters<typeof startServer>[0], 'port' | 'dataDir'>;

/**
 * For the crash tests: starts server processes with the same options (a restart passes the first one's data
 * directory) and, after the file's tests, stops them all and removes that data directory. With `postgres`, the
 * servers share a database of their own on a PostgreSQL run (`databaseUrl`), dropped after the file's tests.
 */
export function restartableServers(options: ServerOptions & { postgres?: boolean }) {
  const { postgres, ...serverOptions } = options;
  const servers: RunningServer[] = [];
  let database: Promise<DatabaseCopy | undefined> | undefined;
  afterAll(async () => {
    for (const server of servers) await server.stop();
    if (servers[0]) await rm(servers[0].dataDir, { recursive: true, force: true });
    await (await database)?.drop();
  });
  return async function start(port: number, dataDir?: string): Promise<RunningServer & { databaseUrl?: string }> {
    if (postgres) database ??= templateCopy();
    const databaseUrl = (await database)?.url;
    const env = { ...serverOptions.env, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
    const server = await startServer({ ...serverOptions, env, port, dataDir });
    servers.push(server);
    return { ...server, databaseUrl };
  };
}
