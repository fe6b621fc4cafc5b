import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sessions } from './sessions';
import { users } from './users';

/**
 * Every e-mail and SMS the product sends: written in the transaction of the change that causes it,
 * delivered by a queue job. `dedupeKey` makes one event one message, however often it is queued.
 */
export const outgoingMessages = pgTable(
  'outgoing_messages',
  {
    id: text('id').primaryKey(),
    /** Orders outbox files that share a millisecond. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    channel: text('channel', { enum: ['email', 'sms', 'whatsapp', 'push'] }).notNull(),
    /** The address: an e-mail, a number, or a push subscription's id. */
    to: text('to').notNull(),
    purpose: text('purpose').notNull(),
    /** Template name and its data: rendered by the job, so a template fault never fails a request. */
    template: text('template').notNull(),
    data: jsonb('data').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['queued', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sendAfter: timestamp('send_after', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    firstAttemptAt: timestamp('first_attempt_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The provider's id of the message (WhatsApp's wamid): its status events find the message by it. */
    providerMessageId: text('provider_message_id'),
    /** What the provider last reported: sent | delivered | read | failed (WhatsApp status events). */
    deliveryStatus: text('delivery_status'),
    deliveryStatusAt: timestamp('delivery_status_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('outgoing_messages_dedupe_key').on(t.dedupeKey),
    uniqueIndex('outgoing_messages_provider_id_key')
      .on(t.providerMessageId)
      .where(sql`${t.providerMessageId} is not null`),
    // The admins' failed messages, newest first, a keyset page at a time.
    index('outgoing_messages_failed_idx').on(t.createdAt, t.id).where(sql`${t.status} = 'failed'`),
  ],
);

/** The in-app notification centre. */
export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    category: text('category').notNull(),
    /** The kind's data; its words are written when read, by the kind's definition. */
    data: jsonb('data').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notifications_user_dedupe_key').on(t.userId, t.dedupeKey),
    // The centre's keyset pages (newest first, then id), and its unread count.
    index('notifications_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

/** A user's choices per category and channel; a missing row means the default. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    channel: text('channel').notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.category, t.channel] })],
);

/** Browsers a user has signed in from (by User-Agent hash): a sign-in from a new one is announced. */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceHash] })],
);

/**
 * WhatsApp opt-ins (docs/channels.md#opt-in): one row per opt-in, with the number it was given for and the exact
 * wording shown; revoking stamps the row, opting in again adds a new one. The latest row says whether it stands.
 */
export const whatsappOptIns = pgTable(
  'whatsapp_opt_ins',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mobile: text('mobile').notNull(),
    wording: text('wording').notNull(),
    lang: text('lang').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('whatsapp_opt_ins_user_idx').on(t.userId, t.grantedAt)],
);

/**
 * A browser's Web Push subscription (docs/channels.md#browser-push): the push service's endpoint and the browser's
 * keys, for the user and the session it was made from. Signing out of that session ends it (cascade).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key (65 bytes) and auth secret (16 bytes), base64url (RFC 8291). */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/** The VAPID key pair generated on first start when none is configured: one row, shared by every process. */
export const vapidKeys = pgTable('vapid_keys', {
  id: text('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
