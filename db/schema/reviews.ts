import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { applications } from './apply';
import { users } from './users';

/**
 * Reviews from travellers whose visa was approved here (docs/reviews.md): one per application, by its owner,
 * shown on the destination's page once support publishes it.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: text('id').primaryKey(),
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** HV-<year>-<6 digits>, as the traveller and operators know the application. */
    applicationRef: text('application_ref').notNull(),
    /** The destination's country code and name (the application's), so a destination page reads its reviews directly. */
    country: text('country').notNull(),
    countryName: text('country_name').notNull(),
    /** 1 to 5. */
    rating: integer('rating').notNull(),
    /** Optional, at most 1000 characters; null once the account is deleted. */
    body: text('body'),
    /** "Asha K.": first name and initial when written; null once the account is deleted. */
    authorName: text('author_name'),
    /** The language it was written in. */
    lang: text('lang').notNull().default('en'),
    /** pending | published | hidden */
    status: text('status').notNull().default('pending'),
    hiddenReason: text('hidden_reason'),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    moderatedBy: text('moderated_by'),
    /** Set when the author deleted their account: the rating still counts, the words and the name are gone. */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('reviews_application_key').on(t.applicationId),
    index('reviews_user_idx').on(t.userId),
    index('reviews_country_published_idx').on(t.country, t.createdAt).where(sql`${t.status} = 'published'`),
    // The console's pages: pending oldest first, the others most recently moderated first.
    index('reviews_status_idx').on(t.status, t.createdAt, t.id),
    index('reviews_moderated_idx').on(t.status, t.moderatedAt, t.id),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('reviews_status_known', sql`${t.status} in ('pending', 'published', 'hidden')`),
  ],
);
