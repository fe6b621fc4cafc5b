import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** WhatsApp webhook events already handled (a message id, or a status of a message): a replay changes nothing. */
export const whatsappWebhookEvents = pgTable('whatsapp_webhook_events', {
  key: text('key').primaryKey(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
