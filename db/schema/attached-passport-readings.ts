import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { documents } from './account';

/**
 * Readings of passports attached to an application, made when they were attached or when an operator read them
 * again (docs/documents.md#documents-against-each-other): the latest of each document, gone with the document.
 * `reading` is the API's PassportReading, or null with `problem` (the 422's message) when no zone could be read.
 * The traveller's own vault reads are the passport-reading module's.
 */
export const attachedPassportReadings = pgTable('attached_passport_readings', {
  documentId: text('document_id')
    .primaryKey()
    .references(() => documents.id, { onDelete: 'cascade' }),
  reading: jsonb('reading'),
  problem: text('problem'),
  readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
});
