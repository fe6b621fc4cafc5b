import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { applications } from './apply';
import { contactMessages } from './contact';

/**
 * Who did what in the operator console or on the command line. Append-only: the application only
 * inserts, and a trigger (migration ops-audit-append-only) refuses updates and deletes. Operator and
 * target are plain ids (no foreign keys) so that the trail outlives deleted accounts.
 */
export const opsAudit = pgTable(
  'ops_audit',
  {
    id: text('id').primaryKey(),
    /** Null for the command line. */
    operatorId: text('operator_id'),
    operatorEmail: text('operator_email').notNull(),
    /** The role the operator acted in (support or admin); null for entries written before it was recorded. */
    operatorRole: text('operator_role'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ops_audit_created_idx').on(t.createdAt),
    index('ops_audit_operator_idx').on(t.operatorId, t.createdAt),
    index('ops_audit_target_idx').on(t.targetType, t.targetId, t.createdAt),
    index('ops_audit_action_idx').on(t.action, t.createdAt),
  ],
);

/** Operators' notes on an application: never shown to the traveller. */
export const applicationNotes = pgTable(
  'application_notes',
  {
    id: text('id').primaryKey(),
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    authorId: text('author_id'),
    authorEmail: text('author_email').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_notes_application_idx').on(t.applicationId, t.createdAt)],
);

/** Replies sent by e-mail from the contact inbox, kept with the message. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: text('id').primaryKey(),
    messageId: text('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    operatorId: text('operator_id'),
    /** Null on a message the traveller sent (direction in). */
    operatorEmail: text('operator_email'),
    body: text('body').notNull(),
    /** out: support's reply; in: a later message of the traveller (WhatsApp). */
    direction: text('direction').notNull().default('out'),
    /** email | whatsapp (free text) | whatsapp-template (outside the 24-hour window). */
    via: text('via').notNull().default('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_replies_message_idx').on(t.messageId, t.createdAt)],
);
