import { bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * An operator's correction of the passport-index answer for one passport → destination pair.
 * It wins over the shipped data; category keeps the dataset's own categories distinct.
 */
export const requirementOverrides = pgTable(
  'requirement_overrides',
  {
    passport: text('passport').notNull(),
    destination: text('destination').notNull(),
    category: text('category').notNull(),
    /** Visa-free stay in days, when the category is visa-free and the source gives one. */
    days: integer('days'),
    note: text('note').notNull().default(''),
    sourceName: text('source_name').notNull(),
    sourceUrl: text('source_url').notNull(),
    verifiedAt: text('verified_at').notNull(),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.passport, t.destination] })],
);

/** Every change to the catalogue facts: who, when, the entry before and after (null = absent). */
export const catalogueHistory = pgTable(
  'catalogue_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'override' | 'option' | 'destination' */
    entity: text('entity').notNull(),
    /** The entry's key: "IN:TH" for an override, the option id, the destination code. */
    entryKey: text('entry_key').notNull(),
    actor: text('actor').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    /** The history entry this change undid, for a revert. */
    revertOf: integer('revert_of'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One entry's changes, newest first (the console's history filtered to an entry).
  (t) => [index('catalogue_history_entry_idx').on(t.entity, t.entryKey, t.id)],
);
