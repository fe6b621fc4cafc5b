import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Co-travellers an account keeps to fill its next applications (the account holder is the profile). */
export const savedTravellers = pgTable(
  'saved_travellers',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    relationship: text('relationship').notNull(),
    dob: text('dob'),
    /** ISO 3166-1 alpha-2 code. */
    nationality: text('nationality'),
    passportNo: text('passport_no'),
    passportExpiry: text('passport_expiry'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_travellers_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('saved_travellers_passport_key').on(t.userId, t.passportNo).where(sql`${t.passportNo} is not null`),
  ],
);
