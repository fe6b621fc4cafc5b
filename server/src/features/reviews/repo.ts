import type { ReviewStatus } from '@contract/reviews';
import type { DbOrTx } from '@db/client';
import { reviews } from '@db/schema/index';
import { and, asc, desc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import { type Keyset, keyset, preciseTime } from '../../lib/keyset';

export type ReviewRow = typeof reviews.$inferSelect;

export async function findByApplication(db: DbOrTx, applicationId: string): Promise<ReviewRow | undefined> {
  const [row] = await db.select().from(reviews).where(eq(reviews.applicationId, applicationId));
  return row;
}

/** Inserts unless the application already has a review (the unique index decides a race): undefined then. */
export async function insertReview(db: DbOrTx, values: typeof reviews.$inferInsert): Promise<ReviewRow | undefined> {
  const [row] = await db.insert(reviews).values(values).onConflictDoNothing().returning();
  return row;
}

export async function lockReview(db: DbOrTx, id: string): Promise<ReviewRow | undefined> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id)).for('update');
  return row;
}

export async function updateReview(db: DbOrTx, id: string, values: Partial<typeof reviews.$inferInsert>) {
  const [row] = await db.update(reviews).set(values).where(eq(reviews.id, id)).returning();
  return row!;
}

/**
 * The console's pages, one list per status (a cursor of one does not serve another): pending oldest first (a
 * queue), by the time written; the others most recently moderated first. Either way to the microsecond, then id.
 */
export const reviewPages: Record<ReviewStatus, Keyset> = {
  pending: keyset('ops-reviews-pending', ['time', 'id']),
  published: keyset('ops-reviews-published', ['time', 'id']),
  hidden: keyset('ops-reviews-hidden', ['time', 'id']),
};

/**
 * `limit + 1` reviews with the status after the cursor: pending on reviews_status_idx (status, created_at, id),
 * the others on reviews_moderated_idx (status, moderated_at, id), which moderation always fills.
 */
export async function reviewsWithStatus(db: DbOrTx, status: ReviewStatus, query: { cursor?: string; limit: number }) {
  const pending = status === 'pending';
  const at = pending ? reviews.createdAt : reviews.moderatedAt;
  const direction = pending ? 'asc' : 'desc';
  const page = reviewPages[status].seek(query.cursor, [at, reviews.id], direction);
  return db
    .select({ ...getTableColumns(reviews), cursorAt: preciseTime(at) })
    .from(reviews)
    .where(and(eq(reviews.status, status), page.where))
    .orderBy(...page.orderBy)
    .limit(query.limit + 1);
}

/** Published ratings per destination: how many and their sum. */
export async function publishedTotals(db: DbOrTx) {
  return db
    .select({
      country: reviews.country,
      count: sql<number>`count(*)::int`,
      total: sql<number>`coalesce(sum(${reviews.rating}), 0)::int`,
    })
    .from(reviews)
    .where(eq(reviews.status, 'published'))
    .groupBy(reviews.country);
}

/** The newest published reviews that still have an author (not anonymised), at most `perCountry` a destination. */
export async function latestPublished(db: DbOrTx, perCountry: number) {
  const ranked = db
    .select({
      id: reviews.id,
      country: reviews.country,
      rating: reviews.rating,
      body: reviews.body,
      authorName: reviews.authorName,
      createdAt: reviews.createdAt,
      rank: sql<number>`row_number() over (partition by ${reviews.country} order by ${reviews.createdAt} desc, ${reviews.id})`.as(
        'rank',
      ),
    })
    .from(reviews)
    .where(and(eq(reviews.status, 'published'), isNull(reviews.anonymisedAt)))
    .as('ranked');
  return db
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${perCountry}`)
    .orderBy(asc(ranked.country), desc(ranked.createdAt));
}

export async function reviewsOf(db: DbOrTx, userId: string) {
  return db.select().from(reviews).where(eq(reviews.userId, userId)).orderBy(asc(reviews.createdAt));
}

/** Account deletion: the ratings stay (they count in the averages), the words and the name go. */
export async function anonymiseReviewsOf(db: DbOrTx, userId: string, now: Date): Promise<number> {
  const rows = await db
    .update(reviews)
    .set({ body: null, authorName: null, anonymisedAt: now, updatedAt: now })
    .where(and(eq(reviews.userId, userId), isNull(reviews.anonymisedAt)))
    .returning({ id: reviews.id });
  return rows.length;
}
