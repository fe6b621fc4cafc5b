import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob, JobRunner, type QueueDefinition } from '../src/lib/jobs';
import { startTestApp, type TestApp } from './test-app';

const queue: QueueDefinition = { name: 'slow-test-job', retryLimit: 0, retryDelaySeconds: 1, timeoutSeconds: 60 };

describe('stopping the job runner', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('lets a job under way finish and record it before the database may close', async () => {
    const runner = new JobRunner(t.database, { timeoutSeconds: 60, pollingSeconds: 1 });
    const finished: string[] = [];
    let started!: () => void;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    let stopBegun!: () => void;
    const stopping = new Promise<void>((resolve) => {
      stopBegun = resolve;
    });
    runner.register<{ label: string }>(queue, async ({ label }) => {
      started();
      // The job is still under way when the stop begins, and has database work left.
      await stopping;
      const { rows } = await t.database.query(`select $1::text as label`, [label]);
      finished.push(String(rows[0]?.label));
    });
    await runner.start();
    await enqueueJob(t.database.db, queue.name, { label: 'slow' });
    await running;

    const stopped = runner.stop();
    expect(runner.running).toBe(false);
    expect(finished).toEqual([]);
    stopBegun();
    await stopped;

    expect(finished).toEqual(['slow']);
    const { rows } = await t.database.query(`select state from pgboss.job where name = $1`, [queue.name]);
    expect(rows.map((row) => row.state)).toEqual(['completed']);
  }, 30_000);
});
