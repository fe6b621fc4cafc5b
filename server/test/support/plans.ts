import type { Database } from '@db/client';
import { type SQLWrapper, sql } from 'drizzle-orm';

/**
 * The plan PostgreSQL (or PGlite) chooses for a query, as EXPLAIN's text, with the scans it must not fall back
 * to turned off: on a test's small tables a sequential scan is cheapest, so only with it off does the plan show
 * which index can answer the query at all (and a branch no index answers still shows as `Seq Scan`).
 */
export async function planOf(database: Database, query: SQLWrapper, off: Array<'indexscan' | 'bitmapscan'> = []) {
  return database.db.transaction(async (tx) => {
    for (const scan of ['seqscan', ...off]) await tx.execute(sql.raw(`set local enable_${scan} = off`));
    const rows = await tx.execute(sql`explain ${query}`);
    return (rows as unknown as { rows: Array<Record<string, string>> }).rows
      .map((row) => Object.values(row)[0])
      .join('\n');
  });
}
