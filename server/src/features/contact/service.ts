import type { ContactMessage, ContactRequest } from '@contract/contact';
import type { FastifyInstance } from 'fastify';
import { newId } from '../../lib/ids';
import type { LimitRule } from '../../lib/rate-limiter';
import { senderAcknowledgement, supportNotification } from './emails';
import { type ContactMessageRow, deleteContactMessage, insertContactMessage } from './repo';

/** Generous enough for a family or an office behind one address, tight enough to stop floods. */
export const CONTACT_PER_IP: LimitRule = { name: 'contact-ip', points: 10, durationSeconds: 15 * 60 };
/** Stops one address from being flooded with acknowledgements. */
export const CONTACT_PER_SENDER: LimitRule = { name: 'contact-sender', points: 5, durationSeconds: 15 * 60 };

export const CONTACT_RECEIVED = 'Your query has been submitted. Our support team will reply by e-mail.';

export interface ContactOrigin {
  userId: string | null;
  ip: string;
}

export function toContactMessage(row: ContactMessageRow): ContactMessage {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    subject: row.subject as ContactMessage['subject'],
    message: row.message,
    loginMobile: row.loginMobile,
    loginEmail: row.loginEmail,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Stores the message and mails the support inbox; a message support never hears about is
 * removed again so the sender can retry. The sender's acknowledgement is best effort.
 */
export async function submitContactMessage(
  app: FastifyInstance,
  input: ContactRequest,
  origin: ContactOrigin,
): Promise<ContactMessageRow> {
  await app.rateLimits.consume([CONTACT_PER_IP, origin.ip], [CONTACT_PER_SENDER, input.email]);
  const row = await insertContactMessage(app.database.db, {
    id: newId(),
    ...input,
    userId: origin.userId,
    ip: origin.ip,
  });
  try {
    await app.delivery.send(supportNotification(row, app.config.supportEmail));
  } catch (error) {
    await deleteContactMessage(app.database.db, row.id);
    throw error;
  }
  const acknowledgement = senderAcknowledgement(row, app.config);
  await app.delivery
    .send(acknowledgement)
    .catch((error) => app.log.warn({ err: error, contactId: row.id }, 'contact acknowledgement not sent'));
  return row;
}
