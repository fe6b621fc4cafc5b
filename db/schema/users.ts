import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    /** Always stored lower-cased and trimmed. */
    email: text('email').notNull(),
    /** The mailbox behind the address (no +tag, no Gmail dots): tells people apart for referrals. */
    emailCanonical: text('email_canonical').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** argon2id; null for accounts that only ever signed in with Google. */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    country: text('country'),
    picture: text('picture'),
    /** E.164, e.g. +919876543210. */
    mobile: text('mobile'),
    mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true }),
    googleSub: text('google_sub'),
    referralCode: text('referral_code').notNull(),
    referredBy: text('referred_by'),
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last authenticator time step accepted: a code is never accepted twice (RFC 6238 §5.2). */
    totpLastStep: integer('totp_last_step'),
    /** traveller | support | admin (docs/product/console.md#roles). */
    role: text('role').notNull().default('traveller'),
    /** 'en' or 'hi': the language of the traveller's e-mails and SMS (the switcher's last choice). */
    language: text('language').notNull().default('en'),
    /** When the home page's welcome pop-up was first shown to the account: it is shown once per account, not per browser. */
    welcomedAt: timestamp('welcomed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_mobile_key').on(t.mobile).where(sql`${t.mobile} is not null`),
    uniqueIndex('users_google_sub_key').on(t.googleSub).where(sql`${t.googleSub} is not null`),
    uniqueIndex('users_referral_code_key').on(t.referralCode),
    index('users_referred_by_idx').on(t.referredBy),
    index('users_email_canonical_idx').on(t.emailCanonical),
    index('users_operators_idx').on(t.role).where(sql`${t.role} <> 'traveller'`),
    // Staff search (features/identity/users.ts searchUsers): fragments by trigram (pg_trgm). No index on
    // created_at, though the search lists newest first: PostgreSQL would walk it backwards filtering every
    // row for a rare match (bench/RESULTS.md "At scale"), where the bitmap of the few matches is then sorted.
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    index('users_name_trgm_idx').using('gin', sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`),
    index('users_mobile_trgm_idx').using('gin', sql`${t.mobile} gin_trgm_ops`),
  ],
);

/** Single-use recovery codes for two-factor authentication (hashed). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);
