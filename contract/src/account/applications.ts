import { z } from 'zod';
import { NextCursorSchema, pageQuerySchema } from '../paging';

/** A visa-history entry (docs/product/my-account.md#visa-history), written by the booking site or an operator. */
export const VisaApplicationSchema = z
  .object({
    id: z.string(),
    /** The booking site's application reference. */
    ref: z.string(),
    country: z.string(),
    type: z.string(),
    appliedAt: z.iso.datetime(),
    /** Free text; approved / pending / rejected get colours, anything else is neutral. */
    status: z.string(),
    remarks: z.string().nullable(),
    documentUrl: z.string().nullable(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'VisaApplication' });
export type VisaApplication = z.infer<typeof VisaApplicationSchema>;

/** GET /api/visa/history (newest first), a page at a time. */
export const VisaHistorySchema = z.object({
  items: z.array(VisaApplicationSchema),
  /** Asks for the next page (`?cursor=`); null on the last. */
  nextCursor: NextCursorSchema,
});
export type VisaHistory = z.infer<typeof VisaHistorySchema>;

/** GET /api/visa/history?cursor=…&limit=… (20 by default, at most 100). */
export const VisaHistoryQuerySchema = pageQuerySchema(20);

/** A saved application (docs/product/my-account.md#saved-applications). Missing type shows 'Visa', missing status 'Pending'. */
export const SavedApplicationSchema = z
  .object({
    /** Use this id for DELETE /api/applications/{id}. */
    id: z.string(),
    /** The booking site's reference: the 'Application ID' column. */
    ref: z.string(),
    type: z.string().nullable(),
    country: z.string(),
    status: z.string().nullable(),
    url: z.string().nullable(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'SavedApplication' });
export type SavedApplication = z.infer<typeof SavedApplicationSchema>;

/**
 * GET /api/applications/saved (most recently updated first), a page at a time. DELETE /api/applications/{id} →
 * { ok: true }.
 */
export const SavedApplicationListSchema = z.object({
  items: z.array(SavedApplicationSchema),
  /** Asks for the next page (`?cursor=`); null on the last. */
  nextCursor: NextCursorSchema,
});

/** GET /api/applications/saved?cursor=…&limit=… (20 by default, at most 100). */
export const SavedApplicationsQuerySchema = pageQuerySchema(20);

/**
 * DELETE /api/applications/{ref}: the web app's call sends the saved application's `id` at the place where the
 * other operations on /api/applications/{ref} take an application's ref, and the path can name it only once.
 */
export const SavedApplicationPathSchema = z.object({
  ref: z.string().min(1).max(64).describe("The saved application's `id` (as listed by GET /api/applications/saved)"),
});
export type SavedApplicationList = z.infer<typeof SavedApplicationListSchema>;

/**
 * A visa-history entry's status: the booking site's (or operator tool's) own words, any text up to 40
 * characters; not the status of an application made on this site (apply/applications' ApplicationStatus).
 */
export const VisaHistoryStatusSchema = z
  .string({ error: 'Enter a status' })
  .trim()
  .min(1, 'Enter a status')
  .max(40, 'Status is too long');
export type VisaHistoryStatus = z.infer<typeof VisaHistoryStatusSchema>;
