import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Grievances about personal data (docs/grievances-and-breaches.md): each a case with the policy's two deadlines,
 * stored with the row so that a later change of policy does not move the promise made to this person.
 */
export const grievances = pgTable(
  'grievances',
  {
    id: text('id').primaryKey(),
    /** What the person quotes: GRV-YYYY-NNNNNN. */
    reference: text('reference').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    topic: text('topic').notNull(),
    details: text('details').notNull(),
    applicationRef: text('application_ref'),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    ip: text('ip'),
    /** The language of the page it came from: the acknowledgement and the reply are written in it. */
    lang: text('lang').notNull().default('en'),
    /** new | acknowledged | resolved */
    status: text('status').notNull().default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    acknowledgeBy: timestamp('acknowledge_by', { withTimezone: true }).notNull(),
    resolveBy: timestamp('resolve_by', { withTimezone: true }).notNull(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedBy: text('acknowledged_by'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: text('resolved_by'),
    /** The reply e-mailed on resolving. */
    resolution: text('resolution'),
  },
  (t) => [
    uniqueIndex('grievances_reference_key').on(t.reference),
    // The console's pages: resolved cases newest first; open ones by their next deadline (grievanceDueAt).
    index('grievances_status_idx').on(t.status, t.createdAt, t.id),
    index('grievances_open_due_idx')
      .on(sql`(case when ${t.status} = 'new' then ${t.acknowledgeBy} else ${t.resolveBy} end)`, t.id)
      .where(sql`${t.status} <> 'resolved'`),
  ],
);

/** Operators' notes on a case (internal) and its history. */
export const grievanceNotes = pgTable(
  'grievance_notes',
  {
    id: text('id').primaryKey(),
    grievanceId: text('grievance_id')
      .notNull()
      .references(() => grievances.id, { onDelete: 'cascade' }),
    authorEmail: text('author_email').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('grievance_notes_grievance_idx').on(t.grievanceId, t.createdAt)],
);

/** One row per reminder sent (a case, a stage): the reminder job sends each at most once. */
export const grievanceReminders = pgTable(
  'grievance_reminders',
  {
    grievanceId: text('grievance_id')
      .notNull()
      .references(() => grievances.id, { onDelete: 'cascade' }),
    /** acknowledge-soon | acknowledge-overdue | resolve-soon | resolve-overdue */
    stage: text('stage').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('grievance_reminders_key').on(t.grievanceId, t.stage)],
);

/** A personal-data breach recorded by an administrator, with what the Data Protection Board's report needs. */
export const dataBreaches = pgTable(
  'data_breaches',
  {
    id: text('id').primaryKey(),
    /** What the notice and the report call it: BR-YYYY-NNNNNN. */
    reference: text('reference').notNull(),
    title: text('title').notNull(),
    /** Nature: what happened. */
    description: text('description').notNull(),
    /** The same in Hindi, for the notices to Hindi readers (English is used when absent). */
    descriptionHi: text('description_hi'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }),
    discoveredAt: timestamp('discovered_at', { withTimezone: true }).notNull(),
    /** Data categories, by code (contract/src/grievances.ts BREACH_DATA_CATEGORIES). */
    categories: text('categories').array().notNull(),
    /** Where: the system, service or place. */
    location: text('location').notNull(),
    likelyImpact: text('likely_impact').notNull(),
    measures: text('measures').notNull(),
    /** For the 72-hour report (DPDP Rules 2025 rule 7(2)(b)): events, circumstances and reasons; findings about who caused it; steps against recurrence. */
    causes: text('causes'),
    findings: text('findings'),
    remedialMeasures: text('remedial_measures'),
    /** Discovery plus 72 hours: the Board's detailed report is due. */
    reportDueAt: timestamp('report_due_at', { withTimezone: true }).notNull(),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('data_breaches_reference_key').on(t.reference),
    // The register's pages, newest discovery first (docs/paging.md).
    index('data_breaches_discovered_idx').on(t.discoveredAt, t.id),
  ],
);

/** The travellers a breach affected, and when each was sent the notice. */
export const dataBreachAffected = pgTable(
  'data_breach_affected',
  {
    breachId: text('breach_id')
      .notNull()
      .references(() => dataBreaches.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** How they were picked: e-mail | documents-uploaded */
    pickedBy: text('picked_by').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    /** The language the notice was written in. */
    noticeLang: text('notice_lang'),
  },
  (t) => [
    uniqueIndex('data_breach_affected_key').on(t.breachId, t.userId),
    // A breach's travellers in the order they were added, a page at a time.
    index('data_breach_affected_added_idx').on(t.breachId, t.addedAt, t.userId),
  ],
);
