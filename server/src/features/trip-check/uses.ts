import type { Database, DbOrTx } from '@db/client';
import { tripCheckUses } from '@db/schema/index';
import { sql } from 'drizzle-orm';
import { perDatabase } from '../../lib/per-database';

/** How often a process adds its counts to the table; a process that stops adds them on close. */
export const USES_FLUSH_MS = 60_000;

/**
 * Counts the trip checks that visit each country, in memory (a map increment per stop: nothing on the check's
 * path waits on the database), and adds the counts to `trip_check_uses` now and then. The count orders the
 * console's re-verification queue: a stale fact about a country travellers check often comes first.
 */
export class TripCheckUses {
  private pending = new Map<string, number>();
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly database: Database) {}

  /** One trip check that visited these countries (a country visited twice counts once). */
  count(countries: Iterable<string>): void {
    for (const country of new Set(countries)) this.add(country, 1);
  }

  private add(country: string, checks: number) {
    this.pending.set(country, (this.pending.get(country) ?? 0) + checks);
  }

  /** Adds what this process counted since the last flush; counts a failed write keeps for the next one. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      if (this.pending.size === 0) return;
      const counted = this.pending;
      this.pending = new Map();
      try {
        await this.database.db
          .insert(tripCheckUses)
          .values([...counted].map(([country, checks]) => ({ country, checks })))
          .onConflictDoUpdate({
            target: tripCheckUses.country,
            set: { checks: sql`${tripCheckUses.checks} + excluded.checks`, updatedAt: new Date() },
          });
      } catch {
        for (const [country, checks] of counted) this.add(country, checks);
      }
    });
    return this.flushing;
  }
}

/** The one use counter of a database in this process. */
export const tripCheckUsesFor = perDatabase((database) => new TripCheckUses(database));

/** Trip checks per country, all processes' flushed counts. */
export async function usesByCountry(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await db.select({ country: tripCheckUses.country, checks: tripCheckUses.checks }).from(tripCheckUses);
  return new Map(rows.map((row) => [row.country, row.checks]));
}
