import { todayInIndia } from '@contract/dates';
import { averageRating, type DestinationReviews, LATEST_REVIEWS, type PublicReview } from '@contract/reviews';
import type { Database, DbOrTx } from '@db/client';
import { sql } from 'drizzle-orm';
import { coalescedReload, followChannel } from '../../lib/followed-table';
import { latestPublished, publishedTotals } from './repo';

/** NOTIFY channel: a review published, hidden or anonymised changes what destination pages show. */
const REVIEWS_CHANNEL = 'hv_reviews';

const EMPTY = (country: string): DestinationReviews => ({ country, average: null, count: 0, latest: [] });

/**
 * The published reviews of every destination (average, count, newest few), held in memory like the catalogue and
 * reloaded whenever any process announces a change on REVIEWS_CHANNEL: destination pages and their API read it
 * without a query, and its version drops the pages' cache (docs/reviews.md).
 */
export class ReviewShowcase {
  private byCountry = new Map<string, DestinationReviews>();
  private everywhere: { average: number | null; count: number } = { average: null, count: 0 };
  private loaded = 0;
  private starting: Promise<void> | undefined;

  constructor(private readonly database: Database) {}

  start(): Promise<void> {
    this.starting ??= followChannel(this.database, REVIEWS_CHANNEL, this.reload);
    return this.starting;
  }

  readonly reload = coalescedReload(async () => {
    const db = this.database.db;
    const [totals, latest] = await Promise.all([publishedTotals(db), latestPublished(db, LATEST_REVIEWS)]);
    const next = new Map<string, DestinationReviews>();
    for (const row of totals) {
      next.set(row.country, {
        country: row.country,
        average: averageRating(row.total, row.count),
        count: row.count,
        latest: [],
      });
    }
    for (const row of latest) {
      const entry = next.get(row.country);
      if (!entry || !row.authorName) continue;
      const review: PublicReview = {
        id: row.id,
        author: row.authorName,
        rating: row.rating,
        text: row.body,
        date: todayInIndia(row.createdAt),
      };
      entry.latest.push(review);
    }
    this.byCountry = next;
    const sum = totals.reduce((acc, row) => ({ total: acc.total + row.total, count: acc.count + row.count }), {
      total: 0,
      count: 0,
    });
    this.everywhere = { average: averageRating(sum.total, sum.count), count: sum.count };
    this.loaded++;
  });

  /** Changes whenever the published reviews do. */
  get version(): number {
    return this.loaded;
  }

  /** Every destination's published reviews together: their average rating and count (the home page's figure). */
  overall(): { average: number | null; count: number } {
    return this.everywhere;
  }

  of(country: string): DestinationReviews {
    return this.byCountry.get(country.toUpperCase()) ?? EMPTY(country.toUpperCase());
  }
}

const showcases = new WeakMap<Database, ReviewShowcase>();

/** One showcase per database (the server's, a test's). */
export function reviewShowcaseFor(database: Database): ReviewShowcase {
  let showcase = showcases.get(database);
  if (!showcase) {
    showcase = new ReviewShowcase(database);
    showcases.set(database, showcase);
  }
  return showcase;
}

/** Inside the changing transaction: every process hears of it when the transaction commits, never before. */
export async function announceInTransaction(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_notify(${REVIEWS_CHANNEL}, 'changed')`);
}

/** After a change committed: this process reloads now (its answer shows the change), the others on the NOTIFY. */
export async function reloadHere(database: Database): Promise<void> {
  const showcase = showcases.get(database);
  if (showcase) await showcase.reload();
}
