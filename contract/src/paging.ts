import { z } from 'zod';

/**
 * Keyset paging, the one way every long list pages (docs/paging.md): a page holds at most `limit` items and
 * `nextCursor`, the opaque token that asks for the items after it (null on the last page).
 */
export const PAGE_SIZE_MAX = 100;

/** What a cursor that is not one of the list's answers: malformed, of another list, or keys that do not fit. */
export const INVALID_CURSOR = 'Invalid cursor: ask for the first page again';

/** Opaque: the `nextCursor` of the previous page of the same list. */
export const CursorSchema = z.string().regex(/^[A-Za-z0-9_-]{1,400}$/, INVALID_CURSOR);

/** How many items a page holds: refused outside 1…max, with a message. */
export const pageSizeSchema = (defaultSize: number, max = PAGE_SIZE_MAX) =>
  z.coerce
    .number({ error: `Page size must be a whole number from 1 to ${max}` })
    .int(`Page size must be a whole number from 1 to ${max}`)
    .min(1, `Page size must be a whole number from 1 to ${max}`)
    .max(max, `Page size must be a whole number from 1 to ${max}`)
    .default(defaultSize);

/** `?cursor=…&limit=…` of a paged list. */
export const pageQuerySchema = (defaultSize: number, max = PAGE_SIZE_MAX) =>
  z.object({ cursor: CursorSchema.optional(), limit: pageSizeSchema(defaultSize, max) });

export const NextCursorSchema = z.string().nullable();
