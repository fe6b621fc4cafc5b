import { z } from 'zod';

/**
 * The public on-time record (docs/on-time.md#the-public-record): how many applications with a promised date were
 * decided (approved or rejected), how many of them on or before that date, the median working days from submission
 * to decision, and every miss with what it was given back. Money in integer paise.
 */

/** A group's figures: a month, a destination in a month, or everything. */
const FiguresShape = {
  decided: z.int().min(0),
  /** Decided on or before the promised date. */
  onTime: z.int().min(0),
  /** onTime / decided as a percentage with one decimal; null when nothing was decided. */
  onTimePercent: z.number().min(0).max(100).nullable(),
  /** Working days (India's calendar, as the promise counts them) from submission to decision; null when none. */
  medianWorkingDays: z.number().min(0).nullable(),
};

export const OnTimeFiguresSchema = z.object(FiguresShape);
export type OnTimeFigures = z.infer<typeof OnTimeFiguresSchema>;

export const OnTimeDestinationSchema = z.object({
  /** ISO 3166-1 alpha-2 code of the destination. */
  country: z.string(),
  countryName: z.string(),
  ...FiguresShape,
});
export type OnTimeDestination = z.infer<typeof OnTimeDestinationSchema>;

export const OnTimeMonthSchema = z.object({
  /** YYYY-MM, the month of the decision (India's calendar). */
  month: z.string(),
  ...FiguresShape,
  destinations: z.array(OnTimeDestinationSchema),
});
export type OnTimeMonth = z.infer<typeof OnTimeMonthSchema>;

export const OnTimeMissSchema = z.object({
  /** The reference masked: the prefix and its last four digits. */
  ref: z.string(),
  country: z.string(),
  countryName: z.string(),
  /** YYYY-MM-DD: the promised date and the day of the decision (India's calendar). */
  promisedBy: z.string(),
  decidedOn: z.string(),
  /** Working days after the promised date, at least 1. */
  daysLate: z.int().min(1),
  /** The service fee and GST given back for the miss (refund reason `late`), in paise. */
  compensationPaise: z.int().min(0),
});
export type OnTimeMiss = z.infer<typeof OnTimeMissSchema>;

export const OnTimeRecordSchema = z
  .object({
    /** When the figures were computed (they are refreshed at least daily). */
    computedAt: z.iso.datetime(),
    total: OnTimeFiguresSchema,
    /** Newest month first; destinations by name. */
    months: z.array(OnTimeMonthSchema),
    /** Newest decision first. */
    misses: z.array(OnTimeMissSchema),
  })
  .meta({ id: 'OnTimeRecord' });
export type OnTimeRecord = z.infer<typeof OnTimeRecordSchema>;

/**
 * The home page's figures: `live: false` until the product has enough data of its own (thresholds in the server's
 * configuration), and the page keeps its standing trio; then the on-time share, the count decided and the average
 * published rating.
 */
export const HomeFiguresSchema = z
  .discriminatedUnion('live', [
    z.object({ live: z.literal(false) }),
    z.object({
      live: z.literal(true),
      onTimePercent: z.number().min(0).max(100),
      decided: z.int().min(0),
      averageRating: z.number().min(1).max(5),
      reviews: z.int().min(0),
    }),
  ])
  .meta({ id: 'HomeFigures' });
export type HomeFigures = z.infer<typeof HomeFiguresSchema>;

/** A share as a percentage with one decimal (2 of 3: 66.7). */
export const percentOf = (part: number, whole: number): number | null =>
  whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;

/** The median of some numbers (the mean of the middle two for an even count); null for none. */
export function medianOf(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
