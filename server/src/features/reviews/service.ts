import type { Lang } from '@contract/lang';
import {
  type ApplicationReview,
  type OpsReview,
  type OpsReviewList,
  type ReviewRequest,
  type ReviewStatus,
  reviewAuthorName,
} from '@contract/reviews';
import type { Database, DbOrTx } from '@db/client';
import { conflict, notFound } from '../../lib/app-error';
import { type OperatorActor, recordAudit } from '../../lib/audit';
import { newId } from '../../lib/ids';
import { findOwnedApplication } from '../applications';
import { findUserById } from '../identity';
import * as repo from './repo';
import { announceInTransaction, reloadHere } from './showcase';

export const REVIEW_MESSAGES = {
  applicationNotFound: 'Application not found.',
  notApproved: 'You can rate your visa service once your visa is approved.',
  alreadyReviewed: 'You have already reviewed this application.',
  reviewNotFound: 'Review not found.',
  alreadyPublished: 'This review is already published.',
  alreadyHidden: 'This review is already hidden.',
} as const;

async function ownedApplication(db: DbOrTx, userId: string, ref: string) {
  const application = await findOwnedApplication(db, userId, ref);
  if (!application) throw notFound(REVIEW_MESSAGES.applicationNotFound);
  return application;
}

const ownView = (row: repo.ReviewRow | undefined) =>
  row
    ? {
        rating: row.rating,
        text: row.body,
        status: row.status as ReviewStatus,
        createdAt: row.createdAt.toISOString(),
      }
    : null;

/** The caller's application's review, and whether it can be rated now (approved, not yet reviewed). */
export async function applicationReview(db: DbOrTx, userId: string, ref: string): Promise<ApplicationReview> {
  const application = await ownedApplication(db, userId, ref);
  const review = await repo.findByApplication(db, application.id);
  return { canReview: application.status === 'approved' && !review, review: ownView(review) };
}

/**
 * The owner rates an approved application, once: 404 for anyone else's, 409 before approval or a second time.
 * The review waits for support to publish it.
 */
export async function submitReview(
  db: DbOrTx,
  userId: string,
  ref: string,
  body: ReviewRequest,
  lang: Lang,
  now = new Date(),
): Promise<ApplicationReview> {
  const application = await ownedApplication(db, userId, ref);
  if (application.status !== 'approved') throw conflict(REVIEW_MESSAGES.notApproved);
  const user = await findUserById(db, userId);
  const text = body.text?.trim() || null;
  const row = await repo.insertReview(db, {
    id: newId(),
    applicationId: application.id,
    applicationRef: application.ref,
    userId,
    country: application.country,
    countryName: application.option.countryName,
    rating: body.rating,
    body: text,
    authorName: user ? reviewAuthorName(user.firstName, user.lastName) : null,
    lang,
    status: 'pending',
    createdAt: now,
    updatedAt: now,
  });
  if (!row) throw conflict(REVIEW_MESSAGES.alreadyReviewed);
  return { canReview: false, review: ownView(row) };
}

function toOpsReview(row: repo.ReviewRow): OpsReview {
  return {
    id: row.id,
    applicationRef: row.applicationRef,
    country: row.country,
    countryName: row.countryName,
    rating: row.rating,
    text: row.body,
    author: row.authorName,
    lang: row.lang === 'hi' ? 'hi' : 'en',
    status: row.status as ReviewStatus,
    hiddenReason: row.hiddenReason,
    createdAt: row.createdAt.toISOString(),
    moderatedAt: row.moderatedAt?.toISOString() ?? null,
    moderatedBy: row.moderatedBy,
  };
}

/** A page of the console's reviews with a status, in one query. */
export async function listReviews(
  db: DbOrTx,
  query: { status: ReviewStatus; cursor?: string; limit: number },
): Promise<OpsReviewList> {
  const rows = await repo.reviewsWithStatus(db, query.status, query);
  const { items, nextCursor } = repo.reviewPages[query.status].page(rows, query.limit, (row) => [row.cursorAt, row.id]);
  return { items: items.map(toOpsReview), nextCursor };
}

/**
 * Support's decision on a review, audited in its transaction; destination pages change when it commits (this
 * process reloads before answering, the others on the NOTIFY).
 */
async function moderate(
  database: Database,
  actor: OperatorActor,
  id: string,
  to: 'published' | 'hidden',
  reason: string | null,
  now: Date,
): Promise<OpsReview> {
  const updated = await database.db.transaction(async (tx) => {
    const row = await repo.lockReview(tx, id);
    if (!row) throw notFound(REVIEW_MESSAGES.reviewNotFound);
    if (row.status === to) {
      throw conflict(to === 'published' ? REVIEW_MESSAGES.alreadyPublished : REVIEW_MESSAGES.alreadyHidden);
    }
    const next = await repo.updateReview(tx, id, {
      status: to,
      hiddenReason: reason,
      moderatedAt: now,
      moderatedBy: actor.email,
      updatedAt: now,
    });
    await recordAudit(tx, actor, {
      action: to === 'published' ? 'review.publish' : 'review.hide',
      targetType: 'review',
      targetId: id,
      before: { status: row.status, hiddenReason: row.hiddenReason },
      after: { status: to, hiddenReason: reason },
    });
    // Published, or hidden after being published: what destination pages show changes.
    if (to === 'published' || row.status === 'published') await announceInTransaction(tx);
    return next;
  });
  await reloadHere(database);
  return toOpsReview(updated);
}

export const publishReview = (database: Database, actor: OperatorActor, id: string, now = new Date()) =>
  moderate(database, actor, id, 'published', null, now);

export const hideReview = (database: Database, actor: OperatorActor, id: string, reason: string, now = new Date()) =>
  moderate(database, actor, id, 'hidden', reason, now);

/** "Download my data": the traveller's reviews as written, with their status. */
export async function reviewsForExport(db: DbOrTx, userId: string) {
  return (await repo.reviewsOf(db, userId)).map((row) => ({
    application: row.applicationRef,
    country: row.countryName,
    rating: row.rating,
    text: row.body,
    signedAs: row.authorName,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * "Delete my account", the reviews' part (docs/reviews.md#deleting-an-account): each rating stays and still counts
 * in its destination's average, with no words and no name; it is no longer shown among the latest reviews.
 */
export async function anonymiseReviews(tx: DbOrTx, userId: string, now: Date): Promise<void> {
  if ((await repo.anonymiseReviewsOf(tx, userId, now)) > 0) await announceInTransaction(tx);
}
