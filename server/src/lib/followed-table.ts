import type { Database } from '@db/client';

/**
 * In-memory copies of tables that every process reloads when any process announces a change (the catalogue,
 * the trip rules), so a request never waits on a query.
 */

/** A load that never runs twice at once: calls during a load are coalesced into one more load. */
export function coalescedReload(load: () => Promise<void>): () => Promise<void> {
  let reloading: Promise<void> | undefined;
  let again = false;
  return () => {
    if (reloading) {
      again = true;
      return reloading;
    }
    reloading = (async () => {
      try {
        do {
          again = false;
          await load();
        } while (again);
      } finally {
        reloading = undefined;
      }
    })();
    return reloading;
  };
}

/** Reloads on every announcement on `channel` and on reconnection, then loads once now. */
export async function followChannel(database: Database, channel: string, reload: () => Promise<void>): Promise<void> {
  const reloadQuietly = () => {
    reload().catch(() => {
      /* the previous copy keeps serving; the next change or reconnection retries */
    });
  };
  await database.listen(channel, reloadQuietly, reloadQuietly);
  await reload();
}
