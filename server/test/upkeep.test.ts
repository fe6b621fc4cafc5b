import { utimes } from 'node:fs/promises';
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
});
