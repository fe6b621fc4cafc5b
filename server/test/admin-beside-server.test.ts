import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelFilePath } from '../src/admin/channel';
import { freePort, type RunningServer, runAdminCli, startServer } from './server-process';

/**
 * `npm run admin` beside a server started as `npm start` runs it, on the embedded database (one process only
 * may open its directory): the command goes to that server, or is refused with the reason, never opened beside it.
 */
let server: RunningServer;
const cli = (args: string[]) =>
  runAdminCli(args, { ...process.env, NODE_ENV: 'test', DATA_DIR: server.dataDir, DATABASE_URL: '', REDIS_URL: '' });

beforeAll(async () => {
  server = await startServer({ port: await freePort() });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  if (server) await rm(server.dataDir, { recursive: true, force: true });
});

describe('npm run admin beside a running server', () => {
  it('is answered by the server, and says which data it searched when it finds no one', async () => {
    const result = await cli(['find-user', 'nobody-here']);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout.trim()).toBe(`No matching users in the embedded database in ${server.dataDir}.`);
  }, 60_000);

  it('refuses to open the database while the server holds it but does not answer, and says so', async () => {
    const file = channelFilePath(server.dataDir);
    const original = await readFile(file, 'utf8');
    // The server is alive but its channel is not reachable (as while it starts, or behind a changed file).
    await writeFile(file, JSON.stringify({ ...JSON.parse(original), port: await freePort() }));
    try {
      const result = await cli(['find-user', 'nobody-here']);
      expect(result.code).toBe(1);
      expect(result.stdout).toBe('');
      expect(result.stderr.trim()).toBe(
        `Error: A server (process ${server.pid}) is running on ${server.dataDir} but did not answer.\n` +
          'Wait until it has started and run the command again, or stop that server first.',
      );
    } finally {
      await writeFile(file, original);
    }
    // And the server goes on serving from its database.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect(existsSync(file)).toBe(true);
  }, 60_000);
});
