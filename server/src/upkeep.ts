import type { Database } from '@db/client';
import type { FastifyBaseLogger } from 'fastify';
import { applyRetention, type RetentionPolicy } from './features/applications';
import { purgeStale } from './features/identity';
import { purgeOutbox } from './features/notifications';
import { purgeExpiredExports } from './features/privacy';
import { sweepOrphanFiles } from './lib/file-removal';
import type { QueueDefinition } from './lib/jobs';
import type { FileStorage } from './lib/storage';
import { STORED_FILES } from './wiring';

/**
 * Hourly, in one process of however many run: spent and long-expired one-time secrets are removed,
 * so are stored files no row names (see sweepOrphanFiles) and outbox files past their days (docs/retention.md).
 */
export const upkeepQueue = (settings: { retryDelaySeconds: number; timeoutSeconds: number }): QueueDefinition => ({
  name: 'upkeep',
  cron: '0 * * * *',
  // The next hour runs it anyway: one retry, for a database that was briefly away.
  retryLimit: 1,
  retryDelaySeconds: settings.retryDelaySeconds,
  timeoutSeconds: settings.timeoutSeconds,
});

export const upkeepJob =
  (
    database: Database,
    storage: () => FileStorage,
    outbox: { dir: string; days: number },
    logger?: FastifyBaseLogger,
    clock: () => Date = () => new Date(),
  ) =>
  async (_data: unknown, job: { id: string }) => {
    const now = clock();
    await purgeStale(database.db);
    await purgeExpiredExports(database.db, now);
    const removed = await sweepOrphanFiles(database.db, storage(), STORED_FILES, { now, logger });
    const outboxRemoved = await purgeOutbox(outbox.dir, { now, days: outbox.days });
    logger?.debug({ job: job.id, removed, outboxRemoved }, 'upkeep done');
  };

/**
 * Hourly at a quarter past, once across processes: the retention policy (docs/retention.md). Travellers are
 * told before their documents go; closed applications' documents and abandoned drafts are deleted when due.
 */
export const retentionQueue = (settings: { retryDelaySeconds: number; timeoutSeconds: number }): QueueDefinition => ({
  name: 'retention',
  cron: '15 * * * *',
  retryLimit: 1,
  retryDelaySeconds: settings.retryDelaySeconds,
  timeoutSeconds: settings.timeoutSeconds,
});

export const retentionJob =
  (database: Database, policy: RetentionPolicy, logger?: FastifyBaseLogger, clock: () => Date = () => new Date()) =>
  async (_data: unknown, job: { id: string }) => {
    const run = await applyRetention(database.db, { now: clock(), policy });
    const acted = run.noticesSent + run.documentsDeleted + run.draftsDeleted + run.draftsCancelled;
    if (acted > 0) logger?.info({ job: job.id, ...run }, 'retention policy applied');
  };
