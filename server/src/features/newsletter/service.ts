import type { NewsletterResponse } from '@contract/newsletter';
import type { Db, DbOrTx } from '@db/client';
import { notFound } from '../../lib/app-error';
import { newId, randomToken, sha256 } from '../../lib/ids';
import type { LimitRule, RateLimits } from '../../lib/rate-limiter';
import { type OutgoingMessage, queueMessage } from '../notifications';
import {
  confirmSubscriber,
  findSubscriberByConfirmHash,
  findSubscriberByEmail,
  findSubscriberByTokenHash,
  markUnsubscribed,
  startConfirmation,
} from './repo';

/** What subscribing works with; the routes hand it over. */
export interface NewsletterDeps {
  db: Db;
  rateLimits: RateLimits;
  productName: string;
  /** The confirmation and unsubscribe links start with it. */
  publicUrl: string;
}

export const NEWSLETTER_PER_IP: LimitRule = { name: 'newsletter-ip', points: 10, durationSeconds: 15 * 60 };
/** Each sign-up e-mails a confirmation link; cap it so an address cannot be flooded. */
export const NEWSLETTER_PER_ADDRESS: LimitRule = {
  name: 'newsletter-address',
  points: 3,
  durationSeconds: 24 * 60 * 60,
};

export const CONFIRM_SENT = 'Almost done! Please open the link we just e-mailed you to confirm your subscription.';
export const SUBSCRIBED = 'Thanks for subscribing! Check your inbox for a welcome e-mail.';
export const ALREADY_SUBSCRIBED = 'You are already subscribed to our newsletter.';
export const UNSUBSCRIBED = 'You have been unsubscribed. You will not receive any more newsletters from us.';
const CONFIRM_LINK_INVALID =
  'This confirmation link is not valid. It may be from an older e-mail: please subscribe again.';

function unsubscribeLink(publicUrl: string, token: string): string {
  return `${publicUrl}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
}

function confirmLink(publicUrl: string, token: string): string {
  return `${publicUrl}/newsletter/confirm?token=${encodeURIComponent(token)}`;
}

function confirmationEmail(name: string, email: string, link: string): OutgoingMessage {
  return {
    channel: 'email',
    to: email,
    purpose: 'newsletter-confirm',
    subject: `Confirm your ${name} newsletter subscription`,
    text: [
      `Someone, hopefully you, asked to receive the ${name} newsletter at this address.`,
      `To confirm, open this link: ${link}`,
      'If it was not you, ignore this e-mail: you will not be subscribed.',
    ].join('\n\n'),
    link,
    linkLabel: 'Confirm my subscription',
  };
}

function welcomeEmail(name: string, email: string, link: string): OutgoingMessage {
  const intro = `Welcome to the ${name} newsletter. Once a month we send visa rule changes that matter to Indian passport holders, document checklists, processing-time tips and offers on visa, flight and holiday bookings.`;
  return {
    channel: 'email',
    to: email,
    purpose: 'newsletter',
    subject: `Welcome to the ${name} newsletter`,
    text: `${intro}\n\nNot for you? You can unsubscribe here: ${link}`,
    link,
  };
}

/** Double opt-in: a new address gets a confirmation link and joins only once it is opened. */
export async function subscribe(
  deps: NewsletterDeps,
  email: string,
  ip: string,
): Promise<{ created: boolean; body: NewsletterResponse }> {
  await deps.rateLimits.consume([NEWSLETTER_PER_IP, ip]);
  const existing = await findSubscriberByEmail(deps.db, email);
  if (existing && !existing.unsubscribedAt && !existing.pendingSince) return alreadySubscribed();

  await deps.rateLimits.consume([NEWSLETTER_PER_ADDRESS, email]);
  const token = randomToken();
  const started = await deps.db.transaction(async (tx) => {
    const row = await startConfirmation(tx, {
      id: newId(),
      email,
      // Replaced on confirmation: nobody holds a link for it.
      unsubscribeTokenHash: sha256(randomToken()),
      confirmTokenHash: sha256(token),
    });
    if (row) await queueMessage(tx, confirmationEmail(deps.productName, email, confirmLink(deps.publicUrl, token)));
    return row;
  });
  if (!started && !existing?.pendingSince && existing) return alreadySubscribed();
  return { created: Boolean(started), body: { status: 'confirm-sent', message: CONFIRM_SENT } };
}

/** Opening the confirmation link subscribes the address (once; the same link again says so). */
export async function confirm(deps: Omit<NewsletterDeps, 'rateLimits'>, token: string): Promise<NewsletterResponse> {
  const row = await findSubscriberByConfirmHash(deps.db, sha256(token));
  if (!row || row.unsubscribedAt) throw notFound(CONFIRM_LINK_INVALID);
  if (!row.pendingSince) return alreadySubscribed().body;
  const unsubscribeToken = randomToken();
  const confirmed = await deps.db.transaction(async (tx) => {
    const updated = await confirmSubscriber(tx, row.id, sha256(unsubscribeToken));
    if (updated) {
      await queueMessage(tx, {
        ...welcomeEmail(deps.productName, row.email, unsubscribeLink(deps.publicUrl, unsubscribeToken)),
        dedupeKey: `newsletter-welcome:${row.id}:${row.pendingSince?.toISOString()}`,
      });
    }
    return updated;
  });
  return confirmed ? { status: 'subscribed', message: SUBSCRIBED } : alreadySubscribed().body;
}

function alreadySubscribed() {
  return { created: false, body: { status: 'already-subscribed' as const, message: ALREADY_SUBSCRIBED } };
}

/** Idempotent: the same link works again after it has been used. */
export async function unsubscribe(db: DbOrTx, token: string): Promise<NewsletterResponse> {
  const row = await findSubscriberByTokenHash(db, sha256(token));
  if (!row) throw notFound('This unsubscribe link is not valid. It may be from an older e-mail.');
  if (!row.unsubscribedAt) await markUnsubscribed(db, row.id);
  return { status: 'unsubscribed', message: UNSUBSCRIBED };
}
