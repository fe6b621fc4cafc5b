import { rm } from 'node:fs/promises';
import { afterAll } from 'vitest';
import { type RunningServer, startServer } from './server-process';

/**
 * For the crash tests: starts server processes with the same options (a restart passes the first one's data
 * directory) and, after the file's tests, stops them all and removes that data directory.
 */
export function restartableServers(options: Omit<Parameters<typeof startServer>[0], 'port' | 'dataDir'>) {
  const servers: RunningServer[] = [];
  afterAll(async () => {
    for (const server of servers) await server.stop();
    if (servers[0]) await rm(servers[0].dataDir, { recursive: true, force: true });
  });
  return async function start(port: number, dataDir?: string): Promise<RunningServer> {
    const server = await startServer({ ...options, port, dataDir });
    servers.push(server);
    return server;
  };
}
