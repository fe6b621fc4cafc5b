import type { Database } from '@db/client';
import type { FastifyBaseLogger } from 'fastify';
import { purgeStale } from './features/identity';
import { sweepOrphanFiles } from './lib/file-removal';
import type { QueueDefinition } from './lib/jobs';
import type { FileStorage } from './lib/storage';
import { STORED_FILES } from './wiring';

/**
 * Hourly, in one process of however many run: spent and long-expired one-time secrets are removed,
 * and so are stored files no row names (see sweepOrphanFiles).
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
  (database: Database, storage: () => FileStorage, logger?: FastifyBaseLogger) =>
  async (_data: unknown, job: { id: string }) => {
    await purgeStale(database.db);
    const removed = await sweepOrphanFiles(database.db, storage(), STORED_FILES, { now: new Date(), logger });
    logger?.debug({ job: job.id, removed }, 'upkeep done');
  };
