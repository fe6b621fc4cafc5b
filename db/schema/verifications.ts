import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every one-time secret lives here, keyed by (type, target): e-mail and mobile codes,
 * password-reset tokens, pending two-factor logins and booking-site hand-off tokens.
 * Only a hash of the secret is stored.
 */
export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    /** e.g. signup | login-mobile | verify-mobile | verify-email | change-email | reset | 2fa-login | sso */
    type: text('type').notNull(),
    /** What the secret proves: an e-mail address, an E.164 number or a user id. */
    target: text('target').notNull(),
    secretHash: text('secret_hash').notNull(),
    userId: text('user_id'),
    attempts: integer('attempts').notNull().default(0),
    /** Extra context for the flow (e.g. the login method of a pending 2FA login). */
    data: jsonb('data'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the secret was proven (e-mail verified before sign-up). */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** When the secret was spent; a used secret never works again. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('verifications_type_target_idx').on(t.type, t.target),
    index('verifications_secret_idx').on(t.secretHash),
  ],
);
