import type { Database } from '@db/client';
import PgBoss10 from 'pg-boss-10';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob, JobRunner, listFailedJobs, type QueueDefinition } from '../src/lib/jobs';
import { freshDatabase } from './test-app';

const queue: QueueDefinition = { name: 'upgrade-test', retryLimit: 0, retryDelaySeconds: 1, timeoutSeconds: 60 };
const inAnHour = () => new Date(Date.now() + 3_600_000);

/** A database as the product left it on pg-boss 10: a failed job, one that was running, one queued, one held. */
async function writeWithVersion10(database: Database) {
  await database.query('drop schema pgboss cascade');
  const boss = new PgBoss10({ db: { executeSql: (text, values) => database.query(text, values) }, schedule: false });
  await boss.start();
  await boss.createQueue(queue.name, { name: queue.name, retryLimit: 0, retryDelay: 1, retryBackoff: true });
  const failedId = (await boss.send(queue.name, { label: 'failed' }))!;
  const [failing] = await boss.fetch(queue.name);
  await boss.fail(queue.name, failing!.id, { message: 'SMTP server down' });
  const runningId = (await boss.send(queue.name, { label: 'was running' }))!;
  await boss.fetch(queue.name);
  const queuedId = (await boss.send(queue.name, { label: 'queued' }))!;
  const heldId = (await boss.send(queue.name, { label: 'held' }, { startAfter: inAnHour() }))!;
  await boss.stop({ graceful: false, close: false, wait: true });
  const { rows } = await database.query('select version from pgboss.version');
  expect(rows).toEqual([{ version: 24 }]);
  return { failedId, runningId, queuedId, heldId };
}

describe('upgrading the job queue from pg-boss 10', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await freshDatabase());
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('keeps queued and failed jobs, runs the queued ones and queues new ones', async () => {
    const ids = await writeWithVersion10(database);

    const runner = new JobRunner(database, { timeoutSeconds: 60, pollingSeconds: 1 });
    const ran: string[] = [];
    const waiting = new Map<string, () => void>();
    const hasRun = (label: string) => new Promise<void>((resolve) => waiting.set(label, resolve));
    runner.register<{ label: string }>(queue, async ({ label }) => {
      ran.push(label);
      waiting.get(label)?.();
    });
    const queuedRan = hasRun('queued');
    const runningRan = hasRun('was running');
    await runner.start();
    try {
      await Promise.all([queuedRan, runningRan]);
      const newRan = hasRun('new');
      await enqueueJob(database.db, queue.name, { label: 'new' });
      await newRan;
    } finally {
      await runner.stop();
    }

    expect(ran.sort()).toEqual(['new', 'queued', 'was running']);
    const failed = await listFailedJobs(database);
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ id: ids.failedId, queue: queue.name, data: { label: 'failed' }, retryCount: 0 });
    expect(JSON.stringify(failed[0]!.output)).toContain('SMTP server down');
    const { rows: held } = await database.query('select state, start_after from pgboss.job where id = $1', [
      ids.heldId,
    ]);
    expect(held[0]?.state).toBe('created');
    expect(new Date(held[0]!.start_after as string).getTime()).toBeGreaterThan(Date.now() + 3_000_000);
    const { rows: schemas } = await database.query(
      `select nspname from pg_namespace where nspname like 'pgboss%' order by nspname`,
    );
    expect(schemas.map((row) => row.nspname)).toEqual(['pgboss']);
    const { rows: version } = await database.query('select version from pgboss.version');
    expect(Number(version[0]?.version)).toBeGreaterThan(24);
  }, 60_000);
});
