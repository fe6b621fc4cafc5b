import type { Lang } from '@contract/lang';
import { countryIn, statusIn } from '../../i18n/stored-words';
import { type NotificationData, type NotificationKind, type UserNotification, wordsFor } from './kinds';

/** The security notices WhatsApp carries: changes to how the account is reached or signed in to. */
const SECURITY_NOTICES: ReadonlySet<NotificationKind> = new Set([
  'new-device',
  'password-changed',
  'email-changed',
  'mobile-changed',
  'two-factor-changed',
  'mobile-login-locked',
]);

/** A WhatsApp template by its key in the configuration (WHATSAPP_TEMPLATES), and its body's values in order. */
export interface WhatsappTemplateChoice {
  templateKey: string;
  parameters: string[];
}

/** Whether WhatsApp carries a kind: status updates and the security notices above. */
export const goesOnWhatsapp = (kind: NotificationKind) =>
  kind === 'application-status' || kind === 'documents-requested' || SECURITY_NOTICES.has(kind);

/** Whether a kind goes out as a browser push notification: the status updates (security notices do not). */
export const goesOnPush = (kind: NotificationKind) => kind === 'application-status' || kind === 'documents-requested';

/**
 * The template a notification goes out as on WhatsApp: status updates and security notices
 * (docs/channels.md#templates); undefined for every other kind, which WhatsApp does not carry.
 */
export function whatsappTemplateOf(
  event: Pick<UserNotification, 'kind' | 'data'>,
  product: string,
  lang: Lang,
): WhatsappTemplateChoice | undefined {
  if (event.kind === 'application-status') {
    const { ref, country, status } = event.data as NotificationData['application-status'];
    return { templateKey: 'application-status', parameters: [ref, countryIn(country, lang), statusIn(status, lang)] };
  }
  if (event.kind === 'documents-requested') {
    const { ref, country } = event.data as NotificationData['documents-requested'];
    return { templateKey: 'documents-requested', parameters: [ref, countryIn(country, lang)] };
  }
  if (SECURITY_NOTICES.has(event.kind)) {
    return { templateKey: 'security', parameters: [wordsFor(event, product, lang).title] };
  }
  return undefined;
}
