import type { DbOrTx } from '@db/client';
import { inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { enqueueJob, type QueueDefinition } from './jobs';
import type { FileStorage } from './storage';

/**
 * Stored files are removed by a durable job, queued in the transaction that drops the row that named
 * them: a file goes exactly when its row does, and a bucket that is down only delays it (the job is
 * retried until it is gone; what is left after the last retry is found by the orphan sweep).
 */
export const FILE_REMOVAL_QUEUE = 'file-removal';

export const fileRemovalQueue = (settings: { retryDelaySeconds: number; timeoutSeconds: number }): QueueDefinition => ({
  name: FILE_REMOVAL_QUEUE,
  // Doubling from the retry delay: ~11 hours of retries with the default 10 s.
  retryLimit: 12,
  retryDelaySeconds: settings.retryDelaySeconds,
  timeoutSeconds: settings.timeoutSeconds,
});

/** Queues the removal of these stored files, in `db`'s transaction when it is one. */
export async function removeStoredFiles(db: DbOrTx, keys: Array<string | null | undefined>): Promise<void> {
  for (const key of keys) if (key) await enqueueJob(db, FILE_REMOVAL_QUEUE, { key });
}

export const fileRemovalJob = (storage: () => FileStorage) => async (data: { key: string }) => {
  await storage().remove(data.key);
};

/**
 * Which of these stored files a module's rows still name. Every module that keeps files gives one
 * (`filesNamedBy(column)`): a file named by none of them is an orphan once it is old enough.
 */
export type FileReferences = (db: DbOrTx, keys: string[]) => Promise<string[]>;

/** The keys among `keys` that this column names. */
export const filesNamedBy =
  (column: AnyPgColumn): FileReferences =>
  async (db, keys) => {
    const rows = await db.select({ key: column }).from(column.table).where(inArray(column, keys));
    return rows.flatMap((row) => (typeof row.key === 'string' ? [row.key] : []));
  };

async function referencedKeys(db: DbOrTx, references: FileReferences[], keys: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (const named of references) for (const key of await named(db, keys)) found.add(key);
  return found;
}

/** A file is written well before its row commits; one unclaimed for a day never will be. */
export const ORPHAN_AGE_MS = 24 * 60 * 60_000;
const BATCH = 500;

/**
 * Removes what no row names: files an interrupted write left half-written, and stored files older
 * than `maxAgeMs` that no row refers to (a crash between the upload and its commit, a removal whose
 * retries ran out). Returns how many went.
 */
export async function sweepOrphanFiles(
  db: DbOrTx,
  storage: FileStorage,
  references: FileReferences[],
  options: { now: Date; maxAgeMs?: number; logger?: FastifyBaseLogger },
): Promise<number> {
  const cutoff = new Date(options.now.getTime() - (options.maxAgeMs ?? ORPHAN_AGE_MS));
  let removed = await storage.removePartials(cutoff);
  const candidates: string[] = [];
  for await (const file of storage.list()) if (file.writtenAt < cutoff) candidates.push(file.key);
  for (let start = 0; start < candidates.length; start += BATCH) {
    const batch = candidates.slice(start, start + BATCH);
    const referenced = await referencedKeys(db, references, batch);
    for (const key of batch) {
      if (referenced.has(key)) continue;
      await storage.remove(key);
      removed += 1;
    }
  }
  if (removed > 0) options.logger?.info({ removed }, 'orphaned files removed');
  return removed;
}
