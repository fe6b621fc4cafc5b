import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A rule of the trip check beyond the passport → destination pair (held documents, purpose, length of stay,
 * passport validity, transit, Schengen): the rule itself as JSON (contract/src/trip-check.ts TripRuleBodySchema),
 * with its source and the date it was last checked. Owned by the trip-check module.
 */
export const tripRules = pgTable(
  'trip_rules',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    /** ISO code of the passport, '*' for every passport. */
    passport: text('passport').notNull(),
    /** ISO code of the country, '*' for the default, 'SCHENGEN' for the area. */
    country: text('country').notNull(),
    rule: jsonb('rule').$type<Record<string, unknown>>().notNull(),
    note: text('note').notNull().default(''),
    sourceName: text('source_name').notNull(),
    sourceUrl: text('source_url').notNull(),
    verifiedAt: text('verified_at').notNull(),
    unverified: boolean('unverified').notNull().default(false),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('trip_rules_passport_country_idx').on(t.passport, t.country)],
);

/** Every change to a trip rule: who, when, the rule before and after (null = absent), and what a revert undid. */
export const tripRuleHistory = pgTable(
  'trip_rule_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ruleId: text('rule_id').notNull(),
    actor: text('actor').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    revertOf: integer('revert_of'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('trip_rule_history_rule_idx').on(t.ruleId, t.id)],
);

/**
 * A trip a signed-in traveller saved from the trip check: the trip as entered (contract TripCheckRequest), the
 * verdict it had when saved and the rules that decided it, so a change of one of those rules alerts the
 * traveller. Deleted with the account; in "Download my data". Owned by the trip-check module.
 */
export const savedTrips = pgTable(
  'saved_trips',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    trip: jsonb('trip').$type<Record<string, unknown>>().notNull(),
    verdict: text('verdict').notNull(),
    /** The ids of the trip rules its answer cited (trip_rules.id). */
    ruleIds: jsonb('rule_ids').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_trips_user_idx').on(t.userId, t.createdAt),
    index('saved_trips_rule_ids_idx').using('gin', t.ruleIds),
  ],
);

/**
 * How many trip checks visited each country (every process counts in memory and adds its counts here now and
 * then): the "most used" order of the console's re-verification queue. Owned by the trip-check module.
 */
export const tripCheckUses = pgTable('trip_check_uses', {
  country: text('country').primaryKey(),
  checks: bigint('checks', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
