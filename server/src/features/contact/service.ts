import type { ContactMessage, ContactRequest } from '@contract/contact';
import type { Lang } from '@contract/lang';
import type { Db } from '@db/client';
import { newId } from '../../lib/ids';
import type { LimitRule, RateLimits } from '../../lib/rate-limiter';
import { queueMessage } from '../notifications';
import { senderAcknowledgement, supportNotification } from './emails';
import { type ContactMessageRow, insertContactMessage } from './repo';

/** Generous enough for a family or an office behind one address, tight enough to stop floods. */
export const CONTACT_PER_IP: LimitRule = { name: 'contact-ip', points: 10, durationSeconds: 15 * 60 };
/** Stops one address from being flooded with acknowledgements. */
const CONTACT_PER_SENDER: LimitRule = { name: 'contact-sender', points: 5, durationSeconds: 15 * 60 };

export const CONTACT_RECEIVED = 'Your query has been submitted. Our support team will reply by e-mail.';

/** What receiving a message works with; the routes hand it over. */
export interface ContactDeps {
  db: Db;
  rateLimits: RateLimits;
  productName: string;
  /** Where messages go. */
  supportEmail: string;
}

interface ContactOrigin {
  userId: string | null;
  ip: string;
  /** The language of the page the message was sent from: the acknowledgement is written in it. */
  lang: Lang;
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

/** Stores the message and queues the support copy and the acknowledgement in the same transaction. */
export async function submitContactMessage(
  deps: ContactDeps,
  input: ContactRequest,
  origin: ContactOrigin,
): Promise<ContactMessageRow> {
  await deps.rateLimits.consume([CONTACT_PER_IP, origin.ip], [CONTACT_PER_SENDER, input.email]);
  return deps.db.transaction(async (tx) => {
    const row = await insertContactMessage(tx, { id: newId(), ...input, userId: origin.userId, ip: origin.ip });
    await queueMessage(tx, { ...supportNotification(row, deps.supportEmail), dedupeKey: `contact:${row.id}` });
    await queueMessage(tx, {
      ...senderAcknowledgement(row, { ...deps, lang: origin.lang }),
      dedupeKey: `contact-receipt:${row.id}`,
    });
    return row;
  });
}
