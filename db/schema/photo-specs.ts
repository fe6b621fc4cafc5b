import { bigserial, boolean, index, integer, jsonb, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A destination's visa photo specification (DESIGN 14): print size, the pixels a digital copy needs, the
 * background, the head's share of the photo height, with its source and the date it was last checked.
 * `countries` lists the ISO codes it applies to; '*' marks the default for every other destination.
 * Owned by the photo-check module.
 */
export const photoSpecs = pgTable('photo_specs', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  countries: jsonb('countries').$type<string[]>().notNull(),
  widthMm: real('width_mm').notNull(),
  heightMm: real('height_mm').notNull(),
  minWidthPx: integer('min_width_px').notNull(),
  minHeightPx: integer('min_height_px').notNull(),
  background: text('background').notNull(),
  /** The least CIE L* (0–100) the background may have. */
  minBackgroundLightness: real('min_background_lightness').notNull(),
  /** Chin to crown as a share of the photo height, inclusive bounds (0–1). */
  headMin: real('head_min').notNull(),
  headMax: real('head_max').notNull(),
  sourceName: text('source_name').notNull(),
  sourceUrl: text('source_url').notNull(),
  verifiedAt: text('verified_at').notNull(),
  unverified: boolean('unverified').notNull().default(false),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every change to a photo specification: who, when, the row before and after (null = absent). */
export const photoSpecHistory = pgTable(
  'photo_spec_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    specId: text('spec_id').notNull(),
    actor: text('actor').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('photo_spec_history_spec_idx').on(t.specId, t.id)],
);
