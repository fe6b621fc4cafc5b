import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

const userRef = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** Travel details kept apart from identity: one row per user, created on first save. */
export const profiles = pgTable('profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  dob: text('dob'),
  nationality: text('nationality'),
  maritalStatus: text('marital_status'),
  anniversary: text('anniversary'),
  /** Billing address (street, locality, PIN code): printed on tax invoices with city and state. */
  address: text('address'),
  city: text('city'),
  state: text('state'),
  /** A business GSTIN the traveller's invoices are made out to. */
  gstin: text('gstin'),
  passportNo: text('passport_no'),
  passportExpiry: text('passport_expiry'),
  issuingCountry: text('issuing_country'),
  panCard: text('pan_card'),
  domesticPlan: text('domestic_plan'),
  internationalPlan: text('international_plan'),
  avatarKey: text('avatar_key'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const documents = pgTable(
  'documents',
  {
    id: text('id').primaryKey(),
    userId: userRef(),
    type: text('type').notNull(),
    filename: text('filename').notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  /** Serves the newest-first pages (ORDER BY created_at DESC, id DESC) backwards from the cursor. */
  (t) => [index('documents_user_idx').on(t.userId, t.createdAt, t.id)],
);

/** Visa history, written by the booking site (partner API) or an operator. */
export const visaApplications = pgTable(
  'visa_applications',
  {
    id: text('id').primaryKey(),
    userId: userRef(),
    ref: text('ref').notNull(),
    country: text('country').notNull(),
    type: text('type').notNull(),
    status: text('status').notNull(),
    remarks: text('remarks'),
    documentUrl: text('document_url'),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('visa_applications_ref_key').on(t.ref),
    /** Serves the visa history's newest-first pages (ORDER BY applied_at DESC, id DESC) backwards from the cursor. */
    index('visa_applications_user_idx').on(t.userId, t.appliedAt, t.id),
  ],
);

export const savedApplications = pgTable(
  'saved_applications',
  {
    id: text('id').primaryKey(),
    userId: userRef(),
    ref: text('ref').notNull(),
    country: text('country').notNull(),
    type: text('type'),
    status: text('status'),
    url: text('url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_applications_ref_key').on(t.ref),
    index('saved_applications_user_idx').on(t.userId, t.updatedAt, t.id),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: text('id').primaryKey(),
    userId: userRef(),
    /** destination | visa */
    kind: text('kind').notNull(),
    country: text('country').notNull(),
    optionId: text('option_id'),
    /** 'destination:TH' or 'visa:<optionId>': makes adding the same thing twice a no-op. */
    itemKey: text('item_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wishlist_items_user_item_key').on(t.userId, t.itemKey)],
);

/** The wallet balance, kept equal to the ledger's sum inside the same transaction. */
export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balancePaise: bigint('balance_paise', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('wallet_balance_non_negative', sql`${t.balancePaise} >= 0`)],
);

/** Append-only ledger. amount_paise is signed: credits positive, debits negative. */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: text('id').primaryKey(),
    userId: userRef(),
    /** credit | debit | referral | other */
    type: text('type').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    remarks: text('remarks'),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    /** Serves the newest-first list (ORDER BY created_at DESC, id DESC) from the index alone, backwards. */
    index('wallet_transactions_user_created_id_idx').on(t.userId, t.createdAt, t.id),
    uniqueIndex('wallet_transactions_idempotency_key').on(t.idempotencyKey),
  ],
);

/** One row per referred sign-up; status becomes 'successful' when the referee verifies their e-mail. */
export const referrals = pgTable(
  'referrals',
  {
    id: text('id').primaryKey(),
    referrerId: userRef(),
    refereeId: text('referee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('invited'),
    rewardPaise: integer('reward_paise'),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('referrals_referee_key').on(t.refereeId), index('referrals_referrer_idx').on(t.referrerId)],
);
