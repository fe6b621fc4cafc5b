import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Popular destinations shown on the home page and as /visa/:slug pages. */
export const destinations = pgTable(
  'destinations',
  {
    code: text('code').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    image: text('image').notNull(),
    pricePaise: integer('price_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    eVisa: boolean('e_visa').notNull(),
    processingDays: integer('processing_days').notNull(),
    summary: text('summary').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    isEstimate: boolean('is_estimate').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('destinations_slug_key').on(t.slug)],
);

/** A visa product for one destination and purpose (tourist, business, family, student, transit). */
export const visaOptions = pgTable(
  'visa_options',
  {
    id: text('id').primaryKey(),
    countryCode: text('country_code')
      .notNull()
      .references(() => destinations.code, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    name: text('name').notNull(),
    feesPaise: integer('fees_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    processingDays: integer('processing_days').notNull(),
    validity: text('validity').notNull(),
    stay: text('stay').notNull(),
    requirements: jsonb('requirements').$type<string[]>().notNull(),
    eVisa: boolean('e_visa').notNull(),
    isEstimate: boolean('is_estimate').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('visa_options_country_purpose_idx').on(t.countryCode, t.purpose)],
);
