import { z } from 'zod';
import { CursorSchema, NextCursorSchema, pageSizeSchema } from './paging';

/**
 * Reviews from travellers whose visa was approved here (docs/reviews.md): one per application, by its owner,
 * published by support before a destination page shows it.
 */

/** The longest review text: a short paragraph or two, enough for a real experience, too short for an essay. */
export const REVIEW_TEXT_MAX = 1000;
/** The longest reason an operator gives for hiding a review. */
export const HIDE_REASON_MAX = 500;
/** How many of the newest published reviews a destination page shows. */
export const LATEST_REVIEWS = 5;

export const REVIEW_STATUSES = ['pending', 'published', 'hidden'] as const;
export const ReviewStatusSchema = z.enum(REVIEW_STATUSES, { error: 'Choose pending, published or hidden' });
export type ReviewStatus = z.infer<typeof ReviewStatusSchema>;

const RATING_MESSAGE = 'Choose a rating from 1 to 5 stars';

export const ReviewRequestSchema = z
  .object({
    rating: z.int({ error: RATING_MESSAGE }).min(1, RATING_MESSAGE).max(5, RATING_MESSAGE),
    text: z
      .string({ error: 'Write your review as text' })
      .trim()
      .max(REVIEW_TEXT_MAX, `Your review is too long (at most ${REVIEW_TEXT_MAX} characters)`)
      .optional()
      .nullable(),
  })
  .meta({ id: 'ReviewRequest' });
export type ReviewRequest = z.input<typeof ReviewRequestSchema>;

/** The traveller's own review, as they see it on their application page. */
export const OwnReviewSchema = z.object({
  rating: z.int().min(1).max(5),
  text: z.string().nullable(),
  status: ReviewStatusSchema,
  createdAt: z.iso.datetime(),
});
export type OwnReview = z.infer<typeof OwnReviewSchema>;

/** Whether the application can be rated now, and the review once written. */
export const ApplicationReviewSchema = z
  .object({
    /** Approved and not yet reviewed. */
    canReview: z.boolean(),
    review: OwnReviewSchema.nullable(),
  })
  .meta({ id: 'ApplicationReview' });
export type ApplicationReview = z.infer<typeof ApplicationReviewSchema>;

/** A published review as a destination page shows it: first name and initial, the day it was published. */
export const PublicReviewSchema = z.object({
  id: z.string(),
  author: z.string(),
  rating: z.int().min(1).max(5),
  text: z.string().nullable(),
  /** YYYY-MM-DD, India's date it was published. */
  date: z.string(),
});
export type PublicReview = z.infer<typeof PublicReviewSchema>;

export const DestinationReviewsSchema = z
  .object({
    country: z.string(),
    /** Mean of the published ratings, to one decimal; null without any. */
    average: z.number().nullable(),
    count: z.int(),
    latest: z.array(PublicReviewSchema),
  })
  .meta({ id: 'DestinationReviews' });
export type DestinationReviews = z.infer<typeof DestinationReviewsSchema>;

export const DestinationReviewsQuerySchema = z.object({
  country: z
    .string({ error: 'Give a country code' })
    .regex(/^[A-Za-z]{2}$/, 'Give a two-letter country code')
    .transform((code) => code.toUpperCase()),
});

// ---- Console -------------------------------------------------------------------------------------

export const OpsReviewSchema = z.object({
  id: z.string(),
  applicationRef: z.string(),
  country: z.string(),
  countryName: z.string(),
  rating: z.int().min(1).max(5),
  text: z.string().nullable(),
  author: z.string().nullable(),
  lang: z.enum(['en', 'hi']),
  status: ReviewStatusSchema,
  hiddenReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  moderatedAt: z.iso.datetime().nullable(),
  moderatedBy: z.string().nullable(),
});
export type OpsReview = z.infer<typeof OpsReviewSchema>;

/** GET /api/ops/reviews, a page at a time. */
export const OpsReviewListSchema = z.object({
  items: z.array(OpsReviewSchema),
  /** Asks for the next page (`?cursor=`, with the same status); null on the last. */
  nextCursor: NextCursorSchema,
});
export type OpsReviewList = z.infer<typeof OpsReviewListSchema>;

export const OpsReviewQuerySchema = z.object({
  status: ReviewStatusSchema.default('pending'),
  cursor: CursorSchema.optional(),
  limit: pageSizeSchema(100, 200),
});
export type OpsReviewQuery = z.input<typeof OpsReviewQuerySchema>;

export const HideReviewBodySchema = z.object({
  reason: z
    .string({ error: 'Give the reason for hiding this review' })
    .trim()
    .min(1, 'Give the reason for hiding this review')
    .max(HIDE_REASON_MAX, `The reason is too long (at most ${HIDE_REASON_MAX} characters)`),
});

/** "Asha K.": the first name and the initial of the last name, as a published review is signed. */
export function reviewAuthorName(firstName: string, lastName: string): string | null {
  const first = firstName.trim();
  if (!first) return null;
  const initial = [...lastName.trim()][0];
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

/** The mean of ratings to one decimal (4.333… → 4.3); null without any. */
export function averageRating(total: number, count: number): number | null {
  return count > 0 ? Math.round((total / count) * 10) / 10 : null;
}
