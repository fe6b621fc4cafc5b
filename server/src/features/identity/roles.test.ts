import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Database, openDatabase } from '@db/client';
import { opsAudit, sessions } from '@db/schema/index';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/fixtures';
import { freePort } from '../../../test/server-process';
import { type TestApp, TestClient } from '../../../test/test-app';
import { channelFilePath, startAdminChannel } from '../../admin/channel';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';

/**
 * `npm run admin -- grant-role` while a server holds the embedded database open: the command goes
 * through the server's local channel instead of opening the PGlite files itself.
 */
let dataDir: string;
let port: number;
let app: FastifyInstance;
let database: Database;
let stopChannel: () => Promise<void>;
let user: TestUser;

function runCli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      'npm',
      ['run', '--silent', 'admin', '--', ...args],
      { env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'hv-roles-'));
  port = await freePort();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: String(port), DATA_DIR: dataDir });
  database = await openDatabase({ kind: 'pglite', dataDir: config.dbDir });
  await database.migrate();
  app = await buildApp({ config, database });
  stopChannel = await startAdminChannel(database, config);
  await app.listen({ host: '127.0.0.1', port });
  const url = `http://localhost:${port}`;
  user = await createUser({ url, app, database, dataDir, client: () => new TestClient(url) } as TestApp);
});

afterAll(async () => {
  await stopChannel?.();
  await app?.close();
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('roles and the command line against a running embedded server', () => {
  it('keeps the channel secret readable by the server user only', async () => {
    const info = await stat(channelFilePath(dataDir));
    expect(info.mode & 0o077).toBe(0);
    const channel = JSON.parse(await readFile(channelFilePath(dataDir), 'utf8'));
    const wrong = await fetch(`http://127.0.0.1:${channel.port}/`, {
      method: 'POST',
      headers: { authorization: 'Bearer not-the-secret' },
      body: JSON.stringify({ command: 'grant-role', args: [user.email, 'admin'] }),
    });
    expect(wrong.status).toBe(401);
  });

  it('answers 400 to a command it does not know, including names every object inherits', async () => {
    const channel = JSON.parse(await readFile(channelFilePath(dataDir), 'utf8'));
    for (const command of ['__proto__', 'constructor', 'toString', 'no-such-command']) {
      const res = await fetch(`http://127.0.0.1:${channel.port}/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${channel.token}` },
        body: JSON.stringify({ command, args: [] }),
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ ok: false, status: 400, error: `Unknown command '${command}'.` });
    }
  });

  it('refuses a traveller the console', async () => {
    const res = await user.client.get('/api/ops/me');
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
  });

  it('grants support while the server runs, audits it, and holds open sessions to 12 hours idle', async () => {
    const granted = await runCli(['grant-role', user.email, 'support']);
    expect(granted.stderr).toBe('');
    expect(granted.code).toBe(0);
    expect(granted.stdout).toContain(`${user.email} is now 'support' (was 'traveller')`);

    const me = await user.client.get('/api/ops/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: user.email, role: 'support', twoFAEnabled: false });

    const rows = await database.db.select().from(opsAudit).where(eq(opsAudit.targetId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      operatorId: null,
      operatorEmail: 'command line',
      action: 'role.grant',
      targetType: 'user',
      before: { role: 'traveller' },
      after: { role: 'support' },
    });
    const open = await database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(open.every((session) => session.idleTimeoutSeconds <= 12 * 3600)).toBe(true);
  });

  it('signs an operator in with the 12-hour idle timeout', async () => {
    const client = new TestClient(`http://localhost:${port}`);
    const login = await client.post('/api/auth/login', { email: user.email, password: user.password });
    expect(login.status).toBe(200);
    const newest = (await database.db.select().from(sessions).where(eq(sessions.userId, user.id))).at(-1);
    const all = await database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(newest).toBeDefined();
    expect(all.every((session) => session.idleTimeoutSeconds === 12 * 3600)).toBe(true);
  });

  it('answers a bad role or an unknown user with an error and changes nothing', async () => {
    const badRole = await runCli(['grant-role', user.email, 'owner']);
    expect(badRole.code).toBe(1);
    expect(badRole.stderr).toContain('Role');
    const unknown = await runCli(['grant-role', 'nobody@example.com', 'admin']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No user with the e-mail');
    expect((await user.client.get('/api/ops/me')).body.role).toBe('support');
  });

  it('takes the role back at once', async () => {
    expect((await runCli(['grant-role', user.email, 'traveller'])).code).toBe(0);
    expect((await user.client.get('/api/ops/me')).status).toBe(403);
  });

  it('never lets the application change or remove an audit row', async () => {
    await expect(database.db.update(opsAudit).set({ action: 'tampered' })).rejects.toThrow();
    await expect(database.db.delete(opsAudit)).rejects.toThrow();
    expect((await database.db.select().from(opsAudit)).every((row) => row.action === 'role.grant')).toBe(true);
  });
});
