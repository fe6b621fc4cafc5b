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
    /** Bumped on every edit: an edit naming an older version is refused (409), never a silent overwrite. */
    version: integer('version').notNull().default(1),
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
    /** The split of fees_paise (government + service + 18% GST on service); null until recorded. */
    governmentFeePaise: integer('government_fee_paise'),
    serviceFeePaise: integer('service_fee_paise'),
    currency: text('currency').notNull().default('INR'),
    processingDays: integer('processing_days').notNull(),
    validity: text('validity').notNull(),
    stay: text('stay').notNull(),
    requirements: jsonb('requirements').$type<string[]>().notNull(),
    eVisa: boolean('e_visa').notNull(),
    isEstimate: boolean('is_estimate').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Where the fee, times and documents come from, and when they were last checked (YYYY-MM-DD). */
    sourceName: text('source_name').notNull().default('HelloVisa catalogue'),
    sourceUrl: text('source_url').notNull().default(''),
    verifiedAt: text('verified_at').notNull().default('2025-01-12'),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('visa_options_country_purpose_idx').on(t.countryCode, t.purpose)],
);
