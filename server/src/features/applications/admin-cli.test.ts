import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Database, openDatabase } from '@db/client';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/fixtures';
import { withDatabase } from '../../../test/global-setup';
import { type CliResult, freePort, runAdminCli } from '../../../test/server-process';
import { partnerClient, uniqueKey } from '../../../test/support/partner';
import { type TestApp, TestClient } from '../../../test/test-app';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';

/**
 * The operator command line against the same database as a running server: a file-backed PGlite
 * directory (the server steps aside while the command runs: PGlite is single-process) or the
 * PostgreSQL database of this test.
 */
const postgresUrl = process.env.DATABASE_URL;
let dataDir: string;
let databaseUrl: string | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
let port: number;
let server: { app: FastifyInstance; database: Database } | undefined;

const env = () => ({
  ...process.env,
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl ?? '',
  REDIS_URL: '',
});

async function startServer() {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    PARTNER_API_KEY: 'test-partner-key-0123456789abcdef01',
  });
  const database = databaseUrl
    ? await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 3 })
    : await openDatabase({ kind: 'pglite', dataDir: config.dbDir });
  await database.migrate();
  const app = await buildApp({ config, database });
  await app.listen({ host: '127.0.0.1', port });
  server = { app, database };
}

async function stopServer() {
  await server?.app.close();
  await server?.database.close();
  server = undefined;
}

/** Just enough of TestApp for the fixtures. */
function harness(): TestApp {
  const url = `http://localhost:${port}`;
  return {
    url,
    app: server!.app,
    database: server!.database,
    dataDir,
    client: () => new TestClient(url),
  } as TestApp;
}

function runCli(args: string[], extraEnv: Record<string, string> = {}): Promise<CliResult> {
  return runAdminCli(args, { ...env(), ...extraEnv });
}

/** Runs commands while the server steps aside (PGlite) or keeps running (PostgreSQL). */
async function withCli<T>(work: () => Promise<T>): Promise<T> {
  if (!databaseUrl) await stopServer();
  try {
    return await work();
  } finally {
    if (!server) await startServer();
  }
}

let user: TestUser;
const appRef = uniqueKey('CLI-APP');
const savedRef = uniqueKey('CLI-SAVED');

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'hv-cli-'));
  port = await freePort();
  if (postgresUrl) {
    const name = `hv_t_cli_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
    databaseUrl = withDatabase(postgresUrl, name);
    dropDatabase = async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  await startServer();
  const t = harness();
  user = await createUser(t);
  const partner = partnerClient(t);
  const application = { email: user.email, country: 'Thailand', type: 'Tourist Visa', status: 'pending' };
  expect((await partner.put(`/api/partner/applications/${appRef}`, application)).status).toBe(201);
  expect(
    (await partner.put(`/api/partner/saved-applications/${savedRef}`, { email: user.email, country: 'Japan' })).status,
  ).toBe(201);
  const contact = await t.client().post('/api/contact', {
    firstName: 'Meera',
    lastName: 'Iyer',
    email: 'meera@example.com',
    subject: 'vaa',
    message: 'Which documents do I need for Japan?',
  });
  expect(contact.status).toBe(201);
}, 120_000);

afterAll(async () => {
  await stopServer();
  await dropDatabase?.();
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm run admin', () => {
  it('changes what the API then shows: wallet credit and debit, application statuses', async () => {
    const results = await withCli(async () => ({
      credit: await runCli(['wallet-credit', user.email, '250.50', '--remark', 'Goodwill credit']),
      debit: await runCli(['wallet-debit', user.email, '50', '--remark', 'Correction']),
      tooMuch: await runCli(['wallet-debit', user.email, '100000', '--remark', 'Too much']),
      status: await runCli(['set-status', appRef, 'approved', '--remarks', 'Visa granted']),
      saved: await runCli(['set-status', savedRef, 'completed', '--saved']),
    }));
    expect(results.credit).toMatchObject({ code: 0 });
    expect(results.credit.stdout).toContain(`Credited ₹250.50 to ${user.email}. New balance: ₹250.50.`);
    expect(results.debit.stdout).toContain('New balance: ₹200.50.');
    expect(results.tooMuch.code).toBe(1);
    expect(results.tooMuch.stderr).toContain('Error: Insufficient wallet balance');
    expect(results.status).toMatchObject({ code: 0 });
    expect(results.status.stdout).toContain(`Application ${appRef} is now 'approved'.`);
    expect(results.saved.code).toBe(0);

    const client = harness().client();
    client.cookies.set('hv_session', user.token);
    expect((await client.get('/api/wallet/balance')).body).toEqual({ balance: 200.5 });
    const transactions = (await client.get('/api/wallet/transactions')).body.items;
    expect(transactions).toEqual([
      expect.objectContaining({ type: 'debit', amount: 50, remarks: 'Correction' }),
      expect.objectContaining({ type: 'credit', amount: 250.5, remarks: 'Goodwill credit' }),
    ]);
    const history = (await client.get('/api/visa/history')).body.items;
    expect(history[0]).toMatchObject({ ref: appRef, status: 'approved', remarks: 'Visa granted' });
    // The command queued the traveller's notification; the server delivers it once it is back.
    const notices = (await client.get('/api/notifications')).body.items.map((item: { title: string }) => item.title);
    expect(notices.filter((title: string) => title.endsWith(`${appRef}: approved`))).toHaveLength(1);
    expect(notices).toContain('₹250.50 added to your wallet');
    expect((await client.get('/api/applications/saved')).body.items[0]).toMatchObject({
      ref: savedRef,
      status: 'completed',
    });
  }, 120_000);

  it('finds users and lists contact messages', async () => {
    const results = await withCli(async () => ({
      text: await runCli(['find-user', user.email]),
      json: await runCli(['find-user', user.email.split('@')[0]!, '--json']),
      none: await runCli(['find-user', 'nobody-like-this']),
      messages: await runCli(['contact-messages', '--limit', '5']),
      failed: await runCli(['failed-messages']),
    }));
    expect(results.failed).toMatchObject({ code: 0 });
    expect(results.failed.stdout.trim()).toBe('No failed messages.');
    expect(results.text.code).toBe(0);
    expect(results.text.stdout).toContain(user.id);
    expect(results.text.stdout).toContain(user.email);
    expect(JSON.parse(results.json.stdout)).toEqual([expect.objectContaining({ id: user.id, email: user.email })]);
    // Which data it read: the directory, or the PostgreSQL database by host and name.
    const url = databaseUrl ? new URL(databaseUrl) : undefined;
    const source = url
      ? `the PostgreSQL database ${url.pathname.slice(1)} on ${url.host}`
      : `the embedded database in ${dataDir}`;
    expect(results.none.stdout.trim()).toBe(`No matching users in ${source}.`);
    expect(results.messages.stdout).toContain('Meera Iyer <meera@example.com>  [vaa]');
    expect(results.messages.stdout).toContain('Which documents do I need for Japan?');
  }, 120_000);

  it("leaves the job queues' settings as the server set them, whatever its own environment says", async () => {
    const settings = async () =>
      (
        await server!.database.query(
          'select name, retry_limit, retry_delay, expire_seconds from pgboss.queue order by name',
        )
      ).rows;
    const before = await settings();
    expect(before.length).toBeGreaterThan(0);
    const result = await withCli(() =>
      runCli(['find-user', user.email], {
        JOB_TIMEOUT_SECONDS: '997',
        JOB_RETRY_LIMIT: '1',
        JOB_RETRY_DELAY_SECONDS: '3',
      }),
    );
    expect(result.code).toBe(0);
    expect(await settings()).toEqual(before);
  }, 120_000);

  it('explains its usage and refuses bad input without changing anything', async () => {
    const results = await withCli(async () => ({
      usage: await runCli([]),
      unknownUser: await runCli(['wallet-credit', 'ghost@example.com', '10', '--remark', 'x']),
      noRemark: await runCli(['wallet-credit', user.email, '10']),
      badAmount: await runCli(['wallet-credit', user.email, '0', '--remark', 'x']),
      notANumber: await runCli(['wallet-credit', user.email, 'ten', '--remark', 'x']),
      badOption: await runCli(['wallet-credit', user.email, '10', '--remark', 'x', '--force']),
      unknownRef: await runCli(['set-status', 'NO-SUCH-REF', 'approved']),
    }));
    expect(results.usage.code).toBe(2);
    expect(results.usage.stdout).toContain('npm run admin -- wallet-credit <e-mail> <rupees> --remark "reason"');
    expect(results.unknownUser).toMatchObject({ code: 1 });
    expect(results.unknownUser.stderr).toContain('Error: No user with this e-mail.');
    expect(results.noRemark.stderr).toContain('Missing --remark "why".');
    expect(results.badAmount.stderr).toContain('Amount: The amount must be more than zero');
    expect(results.notANumber.code).toBe(1);
    expect(results.badOption.code).toBe(2);
    expect(results.badOption.stderr).toContain("Error: Unknown option '--force'");
    expect(results.unknownRef.stderr).toContain('Error: No visa application with reference NO-SUCH-REF.');

    const client = harness().client();
    client.cookies.set('hv_session', user.token);
    expect((await client.get('/api/wallet/balance')).body.balance).toBe(200.5);
  }, 120_000);

  it('on the embedded database: names the directory it opened, and refuses one that holds no database', async () => {
    const elsewhere = await mkdtemp(path.join(os.tmpdir(), 'hv-cli-elsewhere-'));
    try {
      const wrong = await runCli(['find-user', 'asha'], { DATA_DIR: elsewhere, DATABASE_URL: '' });
      expect(wrong.code).toBe(1);
      expect(wrong.stderr).toContain(`No server is running on ${elsewhere} and it holds no database: `);
      expect(wrong.stderr).toContain('DATA_DIR=');
      expect(existsSync(path.join(elsewhere, 'db'))).toBe(false);
      // On PostgreSQL the command line opens the database itself and there is no directory to name.
      if (!databaseUrl) {
        const direct = await withCli(() => runCli(['find-user', user.email]));
        expect(direct.code).toBe(0);
        expect(direct.stderr).toContain(`No server answered for ${dataDir}: opening its database directly.`);
        expect(direct.stdout).toContain(user.email);
      }
    } finally {
      await rm(elsewhere, { recursive: true, force: true });
    }
  }, 120_000);
});
