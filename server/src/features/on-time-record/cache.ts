import type { HomeFigures, OnTimeRecord } from '@contract/on-time-record';
import type { Database } from '@db/client';
import { perDatabase } from '../../lib/per-database';
import { decidedPromises } from '../applications';
import { lateCompensationsOf } from '../payments';
import { reviewShowcaseFor } from '../reviews';
import { buildRecord } from './record';

/** How long a computed record is served before it is computed again: well within the promised daily refresh. */
export const RECORD_TTL_MS = 60 * 60 * 1000;

/** When the home page shows its own figures: this many applications decided and this many published reviews. */
export interface HomeFigureThresholds {
  minDecided: number;
  minReviews: number;
}

/**
 * The public on-time record, computed from the database on the first request and again on the first request after
 * RECORD_TTL_MS (by the clock given, the server's by default), so a busy page costs one computation an hour. Two
 * requests that find it stale share one computation.
 */
export class OnTimeRecordCache {
  private current: OnTimeRecord | undefined;
  private computedAt = 0;
  private computing: Promise<OnTimeRecord> | undefined;

  constructor(
    private readonly database: Database,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async record(): Promise<OnTimeRecord> {
    const now = this.clock();
    const age = now.getTime() - this.computedAt;
    // A clock set back (or a test's moved forward and back) counts as stale too.
    if (this.current && age >= 0 && age < RECORD_TTL_MS) return this.current;
    this.computing ??= this.compute(now).finally(() => {
      this.computing = undefined;
    });
    return this.computing;
  }

  private async compute(now: Date): Promise<OnTimeRecord> {
    const db = this.database.db;
    const decided = await decidedPromises(db);
    const missed = decided.filter((row) => row.decidedOn > row.promisedBy).map((row) => row.id);
    const record = buildRecord(decided, await lateCompensationsOf(db, missed), now);
    this.current = record;
    this.computedAt = now.getTime();
    return record;
  }

  /**
   * The home page's figures: its own once enough applications were decided and enough reviews published (both
   * thresholds met), otherwise `live: false` and the page keeps its standing figures.
   */
  async homeFigures(thresholds: HomeFigureThresholds): Promise<HomeFigures> {
    const { total } = await this.record();
    const rating = reviewShowcaseFor(this.database).overall();
    if (
      total.decided < thresholds.minDecided ||
      rating.count < thresholds.minReviews ||
      total.onTimePercent === null ||
      rating.average === null
    ) {
      return { live: false };
    }
    return {
      live: true,
      onTimePercent: total.onTimePercent,
      decided: total.decided,
      averageRating: rating.average,
      reviews: rating.count,
    };
  }
}

/** One record per database (the server's, a test's). */
export const onTimeRecordFor = perDatabase((database) => new OnTimeRecordCache(database));
