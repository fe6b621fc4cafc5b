import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database, DbOrTx } from '@db/client';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type ConstructorOptions, type JobResult, type JobWithMetadata, PgBoss } from 'pg-boss';
import { moveVersion10Jobs, QUEUE_SCHEMA, setAsideVersion10 } from './jobs-upgrade';

/**
 * The durable job queue: pg-boss 12 on the product's own database (PGlite or PostgreSQL), reached
 * through our connection rather than a pool of its own, so a job can be queued inside the
 * transaction of the change that causes it. Jobs survive restarts, are retried with exponential
 * back-off, and a job that fails for the last time stays in the queue's tables in state `failed`.
 */

export interface QueueDefinition {
  name: string;
  retryLimit: number;
  /** First retry after this many seconds, doubling each time. */
  retryDelaySeconds: number;
  /** A job still running after this long is taken as lost (e.g. its process was killed) and retried. */
  timeoutSeconds: number;
  /**
   * Workers of this queue in each process, each fetching and running one job at a time: a slow job (a
   * stalled mail server) holds up its own worker only. Each idle worker polls, so only queues with slow
   * jobs that others must not wait behind get more than one (default 1).
   */
  workers?: number;
  /**
   * A cron expression (UTC): the queue also gets a job on this schedule, once across every process
   * (pg-boss's scheduler), and once at start for an occurrence missed while no server ran.
   */
  cron?: string;
}

interface JobContext {
  id: string;
  /** True when a failure now leaves the job failed for good. */
  finalAttempt: boolean;
}

export type JobHandler<T> = (data: T, job: JobContext) => Promise<void>;

interface JobSettings {
  /** A job running longer than this is taken as lost (e.g. its process was killed) and retried. */
  timeoutSeconds: number;
  pollingSeconds: number;
  logger?: FastifyBaseLogger;
}

type Rows = { rows: Array<Record<string, unknown>> };
type Executor = { executeSql(text: string, values?: unknown[]): Promise<Rows> };

/** pg-boss statements use $1…$n placeholders; Drizzle takes them as bound parameters. */
function toDrizzleSql(text: string, values: unknown[] = []): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    // A parameter, arrays too (a template's `${array}` would spread into a list of parameters).
    chunks.push(sql`${sql.param(values[Number(match[1]) - 1] ?? null)}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks, sql.raw(''));
}

function executorFor(db: DbOrTx): Executor {
  return {
    async executeSql(text, values) {
      const result = (await db.execute(toDrizzleSql(text, values))) as unknown as Rows;
      return { rows: result.rows };
    },
  };
}

const databaseExecutor = (database: Database): Executor => ({
  executeSql: (text, values) => database.query(text, values),
});

/** The connection or transaction of the enqueueJob call under way. */
const callerExecutor = new AsyncLocalStorage<Executor>();

/** What every pg-boss instance here leaves off: cron schedules (the runner's own turns them on), an instance registry, tracing. */
const QUIET: ConstructorOptions = {
  schema: QUEUE_SCHEMA,
  schedule: false,
  registerInstance: false,
  openTelemetry: { enabled: false },
};

/**
 * Only builds and sends statements, through the caller's connection or transaction: sending needs no
 * running queue. pg-boss looks a queue up once (its table and policy) and caches it; that lookup goes
 * through the caller's transaction too, which on the single-connection embedded database is the only
 * connection that can answer while the transaction is open.
 */
const statements = new PgBoss({
  ...QUIET,
  db: {
    executeSql: (text, values) => {
      const executor = callerExecutor.getStore();
      if (!executor) return Promise.reject(new Error('jobs are queued through a caller-given connection'));
      return executor.executeSql(text, values);
    },
  },
  supervise: false,
  migrate: false,
});

const wakers = new Set<() => void>();
const WAKE_AFTER_MS = [5, 200];

interface EnqueueOptions {
  /** Not before this time (e.g. an SMS held until the end of quiet hours). */
  startAfter?: Date;
}

/** Queues a job, inside `db`'s transaction when it is one: the job exists exactly when the change does. */
export async function enqueueJob(db: DbOrTx, queue: string, data: object, options: EnqueueOptions = {}) {
  const executor = executorFor(db);
  const id = await callerExecutor.run(executor, () =>
    statements.send(queue, data, {
      db: executor,
      ...(options.startAfter ? { startAfter: options.startAfter.toISOString() } : {}),
    }),
  );
  if (!id) throw new Error(`The job queue '${queue}' does not exist.`);
  if (!options.startAfter) for (const wake of wakers) wake();
}

const backendOf = (database: Database) => (database.kind === 'pglite' ? 'pglite' : 'postgres');

/**
 * Creates or migrates the queue's tables and the named queues; idempotent and safe with several processes.
 * A database last run with pg-boss 10 keeps its queued and failed jobs (see upgradeFromVersion10). The
 * server also sets existing queues' settings from its configuration; `createOnly` (the command line)
 * leaves them as the server set them, so one process's environment never changes every process's queues.
 */
export async function prepareJobQueues(
  database: Database,
  queues: QueueDefinition[],
  options: { createOnly?: boolean } = {},
): Promise<void> {
  await setAsideVersion10(database);
  const boss = new PgBoss({
    ...QUIET,
    db: databaseExecutor(database),
    backend: backendOf(database),
    migrate: true,
    supervise: false,
  });
  await boss.start();
  try {
    for (const queue of queues) {
      const settings = {
        retryLimit: queue.retryLimit,
        retryDelay: queue.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: queue.timeoutSeconds,
      };
      await boss.createQueue(queue.name, settings);
      if (!options.createOnly) await boss.updateQueue(queue.name, settings);
    }
    await moveVersion10Jobs(database, boss);
  } finally {
    await boss.stop({ graceful: false, close: false });
  }
}

interface FailedJob {
  id: string;
  queue: string;
  data: unknown;
  output: unknown;
  retryCount: number;
  createdOn: Date;
  completedOn: Date | null;
}

/** Jobs that failed for good, newest first (kept by the queue for the console and the CLI). */
export async function listFailedJobs(database: Database, limit = 50): Promise<FailedJob[]> {
  const { rows } = await database.query(
    `select id, name, data, output, retry_count, created_on, completed_on from ${QUEUE_SCHEMA}.job
      where state = 'failed' order by completed_on desc nulls last limit $1`,
    [limit],
  );
  return rows.map((row) => ({
    id: String(row.id),
    queue: String(row.name),
    data: row.data,
    output: row.output,
    retryCount: Number(row.retry_count),
    createdOn: new Date(row.created_on as string),
    completedOn: row.completed_on ? new Date(row.completed_on as string) : null,
  }));
}

interface Registration {
  queue: QueueDefinition;
  /** Job data comes back from the database as it was queued for this queue. */
  handler: JobHandler<unknown>;
}

/** How long a stop waits for jobs under way to finish before it lets the database close. */
const STOP_WAIT_MS = 10_000;

/**
 * The runner's own statements, counted so a stop can wait for them. pg-boss records a batch's
 * outcome without awaiting it, so once the runner has stopped a late statement is dropped rather
 * than sent to a closed connection: its job stays active, expires, and runs again, as after a crash.
 */
class RunnerExecutor implements Executor {
  private inFlight = 0;
  closed = false;

  constructor(
    private readonly database: Database,
    private readonly logger?: FastifyBaseLogger,
  ) {}

  get idle(): boolean {
    return this.inFlight === 0;
  }

  async executeSql(text: string, values?: unknown[]): Promise<Rows> {
    if (this.closed) {
      this.logger?.warn('job queue statement after stop dropped; its job runs again after it expires');
      return { rows: [] };
    }
    this.inFlight += 1;
    try {
      return await this.database.query(text, values);
    } finally {
      this.inFlight -= 1;
    }
  }
}

/** Runs the workers of this process; started and stopped with the server. */
export class JobRunner {
  private boss: PgBoss | undefined;
  private executor: RunnerExecutor | undefined;
  private readonly registrations: Registration[] = [];
  private readonly workerIds: string[] = [];
  private readonly runningBatches = new Set<Promise<unknown>>();
  private readonly wake = () => this.wakeSoon();
  private wakeTimers: NodeJS.Timeout[] = [];

  constructor(
    private readonly database: Database,
    private readonly settings: JobSettings,
  ) {}

  /** True while this process's workers run (health). */
  get running(): boolean {
    return this.boss !== undefined;
  }

  get queues(): QueueDefinition[] {
    return this.registrations.map((registration) => registration.queue);
  }

  /** How often the supervisor looks for expired jobs: as often as a job can expire, at most every minute. */
  private get superviseSeconds(): number {
    return Math.max(1, Math.min(60, this.settings.timeoutSeconds));
  }

  register<T>(queue: QueueDefinition, handler: JobHandler<T>): void {
    this.registrations.push({ queue, handler: handler as JobHandler<unknown> });
  }

  async start(): Promise<void> {
    if (this.boss) return;
    await prepareJobQueues(this.database, this.queues);
    const executor = new RunnerExecutor(this.database, this.settings.logger);
    const boss = new PgBoss({
      ...QUIET,
      db: executor,
      backend: backendOf(this.database),
      migrate: false,
      supervise: true,
      schedule: this.queues.some((queue) => queue.cron),
      // Jobs of a process that died are failed (and retried) by the supervisor once expired: look as often. The
      // expiry runs in the monitor's pass, which pg-boss throttles per queue (across processes) on its own interval.
      superviseIntervalSeconds: this.superviseSeconds,
      monitorIntervalSeconds: this.superviseSeconds,
    });
    boss.on('error', (error) => this.settings.logger?.error({ err: error }, 'job queue error'));
    await boss.start();
    this.boss = boss;
    this.executor = executor;
    for (const { queue, handler } of this.registrations) {
      for (let worker = 0; worker < (queue.workers ?? 1); worker++) {
        let id = '';
        id = await boss.work(
          queue.name,
          {
            batchSize: 1,
            includeMetadata: true,
            perJobResults: true,
            pollingIntervalSeconds: this.settings.pollingSeconds,
          },
          (jobs: JobWithMetadata<object>[]) =>
            this.track(this.runJobs(queue, handler, jobs, () => boss.notifyWorker(id))),
        );
        this.workerIds.push(id);
      }
      if (queue.cron) await boss.schedule(queue.name, queue.cron, {}, { tz: 'UTC', missed: 'once' });
    }
    wakers.add(this.wake);
  }

  /** Each job succeeds or fails on its own; pg-boss records the outcomes. */
  private async runJobs(
    queue: QueueDefinition,
    handler: JobHandler<unknown>,
    jobs: JobWithMetadata<object>[],
    fetchAgain: () => void,
  ): Promise<JobResult[]> {
    const results: JobResult[] = [];
    for (const job of jobs) {
      try {
        await handler(job.data, { id: job.id, finalAttempt: job.retryCount >= job.retryLimit });
        results.push({ id: job.id, status: 'completed' });
      } catch (error) {
        this.settings.logger?.warn({ err: error, queue: queue.name, job: job.id }, 'job failed');
        results.push({ id: job.id, status: 'failed', output: { message: (error as Error).message } });
      }
    }
    // More may be waiting: this worker fetches again at once rather than after the polling interval.
    fetchAgain();
    return results;
  }

  private async track<T>(batch: Promise<T>): Promise<T> {
    this.runningBatches.add(batch);
    try {
      return await batch;
    } finally {
      this.runningBatches.delete(batch);
    }
  }

  /**
   * Fetch now rather than at the next poll: a job was just queued by this process. Once at once and
   * once a little later, for a job queued in a transaction that had not committed yet.
   */
  wakeSoon(): void {
    if (this.wakeTimers.length > 0 || !this.boss) return;
    this.wakeTimers = WAKE_AFTER_MS.map((delay, index) =>
      setTimeout(() => {
        if (index === WAKE_AFTER_MS.length - 1) this.wakeTimers = [];
        for (const id of this.workerIds) this.boss?.notifyWorker(id);
      }, delay),
    );
  }

  async stop(): Promise<void> {
    const boss = this.boss;
    if (!boss) return;
    wakers.delete(this.wake);
    for (const timer of this.wakeTimers) clearTimeout(timer);
    this.wakeTimers = [];
    this.boss = undefined;
    await boss.stop({ graceful: true, close: false, timeout: STOP_WAIT_MS }).catch((error) => {
      this.settings.logger?.error({ err: error }, 'job queue stop failed');
    });
    await this.settle();
  }

  /**
   * A fetch under way when the stop began may still hand out a batch, and pg-boss records each
   * batch's outcome after it: wait for both before the database may close.
   */
  private async settle(): Promise<void> {
    const executor = this.executor;
    this.executor = undefined;
    const deadline = Date.now() + STOP_WAIT_MS / 2;
    while (Date.now() < deadline) {
      await new Promise((resolve) => setImmediate(resolve));
      if (this.runningBatches.size === 0 && (executor?.idle ?? true)) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    if (executor) executor.closed = true;
  }
}
