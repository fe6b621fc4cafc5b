import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { verifications } from '@db/schema/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '../src/lib/jobs';
import { fileStorage } from '../src/lib/storage';
import { uniqueEmail } from './fixtures';
import { startTestApp, type TestApp } from './test-app';

const DAY_MS = 24 * 60 * 60_000;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function until(done: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 15_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within 15 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the hourly upkeep job', () => {
  it('is on the queue scheduler every hour, once across processes', async () => {
    const { rows } = await t.database.query(
      `select name, cron, options from pgboss.schedule where name = 'upkeep'`,
      [],
    );
    expect(rows).toEqual([expect.objectContaining({ name: 'upkeep', cron: '0 * * * *' })]);
  });

  it('purges spent secrets and sweeps orphaned files when it runs', async () => {
    const old = uniqueEmail('old');
    const live = uniqueEmail('live');
    await t.client().post('/api/send-otp', { email: old });
    await t.client().post('/api/send-otp', { email: live });
    await t.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 2 * DAY_MS) })
      .where(eq(verifications.target, old));
    const storage = fileStorage(`${t.dataDir}/files`);
    const orphan = (await storage.put(Readable.from([Buffer.from('%PDF-1.4 nobody names me')]))).key;
    const twoDaysAgo = new Date(Date.now() - 2 * DAY_MS);
    await utimes(`${t.dataDir}/files/${orphan.slice(0, 2)}/${orphan}`, twoDaysAgo, twoDaysAgo);

    await enqueueJob(t.database.db, 'upkeep', {});

    const rowsFor = (target: string) =>
      t.database.db.select().from(verifications).where(eq(verifications.target, target));
    await until(async () => (await rowsFor(old)).length === 0, 'the purge');
    expect(await rowsFor(live)).toHaveLength(1);
    await until(async () => {
      const keys: string[] = [];
      for await (const file of storage.list()) keys.push(file.key);
      return !keys.includes(orphan);
    }, 'the sweep');
  });

  it('deletes outbox files older than RETENTION_OUTBOX_DAYS (30) and keeps newer ones', async () => {
    const outbox = path.join(t.dataDir, 'outbox');
    await mkdir(outbox, { recursive: true });
    const old = path.join(outbox, '2020-01-01T00-00-00-000Z-0000000001-email-signup.json');
    const recent = path.join(outbox, '2020-01-02T00-00-00-000Z-0000000002-email-signup.json');
    await writeFile(old, '{"to":"old@example.com"}');
    await writeFile(recent, '{"to":"recent@example.com"}');
    await utimes(old, new Date(Date.now() - 31 * DAY_MS), new Date(Date.now() - 31 * DAY_MS));
    await utimes(recent, new Date(Date.now() - 29 * DAY_MS), new Date(Date.now() - 29 * DAY_MS));

    await enqueueJob(t.database.db, 'upkeep', {});

    await until(async () => !(await readdir(outbox)).includes(path.basename(old)), 'the outbox purge');
    expect(await readdir(outbox)).toContain(path.basename(recent));
  });
});
