import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { documents } from './account';

/**
 * The latest read of each passport document (docs/documents.md#passport-reading): the traveller's own read of a
 * vault passport, the read made when it was attached to an application, or an operator's "Read again" — gone with
 * the document. `reading` is the API's PassportReading as it was answered, or null with `problem` (the 422's
 * message) when no zone could be read.
 */
export const passportReadings = pgTable('passport_readings', {
  documentId: text('document_id')
    .primaryKey()
    .references(() => documents.id, { onDelete: 'cascade' }),
  reading: jsonb('reading'),
  problem: text('problem'),
  readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
});
