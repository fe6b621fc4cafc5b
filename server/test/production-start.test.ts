import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort, type RunningServer, startServer } from './server-process';

/** `npm start` as the README's quick start runs it: no NODE_ENV, no LOG_LEVEL, stdout to a pipe (issue 33). */
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({
    port: await freePort(),
    viaStartScript: true,
    captureLog: true,
    env: { NODE_ENV: '', LOG_LEVEL: '', LOG_FORMAT: '', LOG_REQUESTS: '' },
  });
}, 200_000);
afterAll(async () => {
  await server?.stop();
  if (server) await rm(server.dataDir, { recursive: true, force: true });
});

describe('npm start', () => {
  it('says its mode and how it logs, and writes no line for a request that succeeded', async () => {
    const messages = () => server.log().map((line) => line.msg);
    await vi.waitFor(
      () =>
        expect(messages()).toContain(
          'development mode (a deployment sets NODE_ENV=production), log level info, json lines: requests only when they fail or take over 1 s (LOG_REQUESTS=all for every one)',
        ),
      { timeout: 10_000 },
    );
    for (const path of ['/api/health', '/api/destinations', '/api/health']) {
      expect((await fetch(`${server.url}${path}`)).status).toBe(200);
    }
    const failed = await fetch(`${server.url}/api/no-such-route`);
    expect(failed.status).toBe(404);
    // The failed request's line is written; once it is there, any line for the others would be too.
    await vi.waitFor(() => expect(server.output()).toContain('/api/no-such-route'), { timeout: 10_000 });
    const requestLines = server.log().filter((line) => line.req !== undefined);
    expect(requestLines.map((line) => (line.req as { url: string }).url)).toEqual(['/api/no-such-route']);
    expect(server.output()).not.toContain('/api/health');
    expect(server.output()).not.toContain('incoming request');
  });
});
