import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { applications } from './apply';
import { users } from './users';

/**
 * Consents by purpose (docs/privacy.md): one row per consent given, under the notice version shown then;
 * withdrawing stamps the row, giving it again adds a new row. The latest row of a (user, purpose,
 * application) says whether the consent stands.
 */
export const consents = pgTable(
  'consents',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** application-processing | embassy-sharing | marketing (contract/src/account/notices.ts). */
    purpose: text('purpose').notNull(),
    /** The application an application-processing or embassy-sharing consent was given for. */
    applicationId: text('application_id').references(() => applications.id, { onDelete: 'cascade' }),
    /** The destination named in the notice (embassy-sharing), as the traveller read it. */
    destination: text('destination'),
    noticeVersion: text('notice_version').notNull(),
    /** web | api */
    channel: text('channel').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawnChannel: text('withdrawn_channel'),
  },
  (t) => [
    index('consents_user_idx').on(t.userId, t.grantedAt),
    index('consents_application_idx').on(t.applicationId, t.purpose, t.grantedAt),
  ],
);

/**
 * "Download my data" (docs/privacy.md): one row per export asked for. The job fills storageKey with the ZIP
 * (an encrypted stored file); the link carries a random token of which only the SHA-256 is kept, and works for
 * the same signed-in user until expiresAt.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    storageKey: text('storage_key'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [index('data_exports_user_idx').on(t.userId, t.requestedAt), index('data_exports_token_idx').on(t.tokenHash)],
);
