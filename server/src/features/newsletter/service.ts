import type { NewsletterResponse } from '@contract/newsletter';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/app-error';
import { newId, randomToken, sha256 } from '../../lib/ids';
import type { LimitRule } from '../../lib/rate-limiter';
import { activateSubscriber, findSubscriberByEmail, findSubscriberByTokenHash, markUnsubscribed } from './repo';

export const NEWSLETTER_PER_IP: LimitRule = { name: 'newsletter-ip', points: 10, durationSeconds: 15 * 60 };
/** Leaving and re-joining sends a welcome each time; cap it so an address cannot be flooded. */
export const NEWSLETTER_PER_ADDRESS: LimitRule = {
  name: 'newsletter-address',
  points: 3,
  durationSeconds: 24 * 60 * 60,
};

export const SUBSCRIBED = 'Thanks for subscribing! Check your inbox for a welcome e-mail.';
export const ALREADY_SUBSCRIBED = 'You are already subscribed to our newsletter.';
export const UNSUBSCRIBED = 'You have been unsubscribed. You will not receive any more newsletters from us.';

export function unsubscribeLink(publicUrl: string, token: string): string {
  return `${publicUrl}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
}

function welcomeEmail(app: FastifyInstance, email: string, link: string) {
  const name = app.config.productName;
  const intro = `Welcome to the ${name} newsletter. Once a month we send visa rule changes that matter to Indian passport holders, document checklists, processing-time tips and offers on visa, flight and holiday bookings.`;
  const leave = 'Not for you? You can unsubscribe here:';
  return {
    channel: 'email' as const,
    to: email,
    purpose: 'newsletter',
    subject: `Welcome to the ${name} newsletter`,
    text: `${intro}\n\n${leave} ${link}\n`,
    html: `<p>${intro}</p><p>${leave} <a href="${link}">unsubscribe</a>.</p>`,
    link,
  };
}

export async function subscribe(
  app: FastifyInstance,
  email: string,
  ip: string,
): Promise<{ created: boolean; body: NewsletterResponse }> {
  await app.rateLimits.consume([NEWSLETTER_PER_IP, ip]);
  const existing = await findSubscriberByEmail(app.database.db, email);
  if (existing && !existing.unsubscribedAt) return alreadySubscribed();

  await app.rateLimits.consume([NEWSLETTER_PER_ADDRESS, email]);
  const token = randomToken();
  const row = await activateSubscriber(app.database.db, { id: newId(), email, unsubscribeTokenHash: sha256(token) });
  if (!row) return alreadySubscribed();
  await app.delivery.send(welcomeEmail(app, email, unsubscribeLink(app.config.publicUrl, token)));
  return { created: true, body: { status: 'subscribed', message: SUBSCRIBED } };
}

function alreadySubscribed() {
  return { created: false, body: { status: 'already-subscribed' as const, message: ALREADY_SUBSCRIBED } };
}

/** Idempotent: the same link works again after it has been used. */
export async function unsubscribe(app: FastifyInstance, token: string): Promise<NewsletterResponse> {
  const row = await findSubscriberByTokenHash(app.database.db, sha256(token));
  if (!row) throw notFound('This unsubscribe link is not valid. It may be from an older e-mail.');
  if (!row.unsubscribedAt) await markUnsubscribed(app.database.db, row.id);
  return { status: 'unsubscribed', message: UNSUBSCRIBED };
}
