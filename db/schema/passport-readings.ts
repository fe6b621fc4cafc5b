import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { documents } from './account';

/**
 * What was read from the zone of a passport in the vault (docs/documents.md#passport-reading): the latest
 * reading of each document, gone with the document. `reading` is the API's PassportReading as it was answered.
 */
export const passportReadings = pgTable('passport_readings', {
  documentId: text('document_id')
    .primaryKey()
    .references(() => documents.id, { onDelete: 'cascade' }),
  reading: jsonb('reading').notNull(),
  readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
});
