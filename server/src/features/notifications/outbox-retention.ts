import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Outbox files (messages written to DATA_DIR/outbox instead of being sent) hold codes, names and addresses:
 * those older than `days` are deleted, and so are half-written ones a day old (docs/retention.md).
 * Returns how many went; a missing outbox is nothing to do.
 */
export async function purgeOutbox(outboxDir: string, options: { now: Date; days: number }): Promise<number> {
  const cutoffs: Array<[string, number]> = [
    [outboxDir, options.now.getTime() - options.days * DAY_MS],
    [`${outboxDir}.partial`, options.now.getTime() - DAY_MS],
  ];
  let removed = 0;
  for (const [dir, cutoff] of cutoffs) {
    const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [] as string[];
      throw error;
    });
    for (const name of names) {
      if (!name.endsWith('.json')) continue;
      const file = path.join(dir, name);
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile() || info.mtimeMs >= cutoff) continue;
      await rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}
