import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: text('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    loginMobile: text('login_mobile'),
    loginEmail: text('login_email'),
    userId: text('user_id'),
    ip: text('ip'),
    /** The contact inbox: new | open | resolved, and the operator who has it. */
    status: text('status').notNull().default('new'),
    assigneeId: text('assignee_id'),
    /** form (the contact form) | whatsapp (a conversation started by a WhatsApp message). */
    channel: text('channel').notNull().default('form'),
    /** The WhatsApp number the conversation is with (E.164), and when it last wrote: the 24-hour window. */
    whatsappFrom: text('whatsapp_from'),
    lastInboundAt: timestamp('last_inbound_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt),
    index('contact_messages_inbox_idx').on(t.status, t.createdAt),
    index('contact_messages_whatsapp_idx').on(t.whatsappFrom, t.createdAt),
  ],
);

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** Double opt-in: set while the address has not confirmed yet (rows from before it count as confirmed). */
    pendingSince: timestamp('pending_since', { withTimezone: true }),
    confirmTokenHash: text('confirm_token_hash'),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_key').on(t.email),
    uniqueIndex('newsletter_subscribers_confirm_key').on(t.confirmTokenHash),
  ],
);
