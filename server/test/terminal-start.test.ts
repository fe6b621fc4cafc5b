import { rm } from 'node:fs/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freePort, type RunningServer, startServer } from './server-process';

/** What a person sees in the terminal where the server runs, as `npm start` runs it. */
let server: RunningServer | undefined;

afterEach(async () => {
  await server?.stop();
  if (server) await rm(server.dataDir, { recursive: true, force: true });
  server = undefined;
});

describe('the server at a terminal', () => {
  it('writes readable lines, and of the requests only those that failed', async () => {
    // A terminal chooses the readable format by itself; here stdout is a pipe, so it is asked for.
    server = await startServer({
      port: await freePort(),
      captureLog: true,
      env: { LOG_FORMAT: 'pretty', LOG_LEVEL: '' },
    });
    const running = server;
    expect((await fetch(`${running.url}/api/health`)).status).toBe(200);
    expect((await fetch(`${running.url}/api/no-such-route?token=secret`)).status).toBe(404);
    await vi.waitFor(() => expect(running.output()).toContain('/api/no-such-route'), { timeout: 10_000 });

    const output = running.output();
    expect(output).toMatch(
      /^\d\d:\d\d:\d\d {2}INFO {3}HelloVisa is serving http:\/\/localhost:\d+ \(database: pglite\)$/m,
    );
    expect(output).toMatch(/^\d\d:\d\d:\d\d {2}INFO {3}GET \/api\/no-such-route\?token=~ {2}404 {2}\d+ ms$/m);
    expect(output).not.toContain('/api/health');
    expect(output).not.toContain('secret');
    expect(output).not.toContain('{"level"');
  }, 120_000);
});
