import { rm } from 'node:fs/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freePort, type RunningServer, runAdminCli, signUpOn, startServer } from './server-process';

const FIRST_OPERATOR = 'no operator yet: sign up, then make yourself one';

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
    // A first start: how to reach the operator console.
    expect(output).toContain(
      [
        `No operator yet. To use the operator console (${running.url}/ops):`,
        `  1. sign up at ${running.url}/signup`,
        `  2. in another terminal, here: DATA_DIR=${running.dataDir} npm run admin -- grant-role <your e-mail> admin`,
        `  3. sign in, turn on two-factor authentication in Settings, and open ${running.url}/ops`,
      ].join('\n'),
    );
  }, 120_000);
});

describe('a first start without an operator, in JSON logs', () => {
  const notices = (running: RunningServer) => running.log().filter((line) => line.msg === FIRST_OPERATOR);

  it('writes one log line saying how to become an operator, and none once there is one', async () => {
    const port = await freePort();
    server = await startServer({ port, captureLog: true, env: { LOG_LEVEL: 'info' } });
    const first = server;
    await vi.waitFor(() => expect(notices(first)).toHaveLength(1), { timeout: 10_000 });
    expect(notices(first)[0]).toMatchObject({
      level: 30,
      console: `${first.url}/ops`,
      command: `DATA_DIR=${first.dataDir} npm run admin -- grant-role <your e-mail> admin`,
    });

    const email = 'first-operator@example.com';
    await signUpOn(first, email);
    const granted = await runAdminCli(['grant-role', email, 'admin'], {
      ...process.env,
      DATA_DIR: first.dataDir,
      DATABASE_URL: '',
    });
    expect(granted).toMatchObject({ code: 0, stdout: `${email} is now 'admin' (was 'traveller').\n` });
    await first.stop();

    server = await startServer({ port, captureLog: true, env: { LOG_LEVEL: 'info' }, dataDir: first.dataDir });
    const again = server;
    await vi.waitFor(() => expect(again.output()).toContain('is serving'), { timeout: 10_000 });
    // Its last line read, what it wrote after starting is all there.
    await again.stop();
    await vi.waitFor(() => expect(again.output()).toContain('shutting down'), { timeout: 10_000 });
    expect(notices(again)).toEqual([]);
  }, 240_000);
});
