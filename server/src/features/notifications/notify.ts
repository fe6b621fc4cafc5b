import type { Lang } from '@contract/lang';
import type { DbOrTx } from '@db/client';
import { notifications, outgoingMessages } from '@db/schema/index';
import { newId } from '../../lib/ids';
import { enqueueJob, type QueueDefinition } from '../../lib/jobs';
import { findUserById } from '../identity';
import { alwaysChannelsOf, categoryOf, type UserNotification } from './kinds';
import { channelsFor } from './preferences';
import { pushAddressesOf } from './push-subscriptions';
import { quietHoursEnd } from './quiet-hours';
import { whatsappNumberOf } from './whatsapp-opt-in';
import { goesOnPush, goesOnWhatsapp, type WhatsappTemplateChoice } from './whatsapp-words';

export type { NotificationData, NotificationKind, UserNotification } from './kinds';

/** A message to an address: an e-mail (paragraphs separated by blank lines), an SMS or a WhatsApp message. */
export interface OutgoingMessage {
  channel: 'email' | 'sms' | 'whatsapp';
  to: string;
  /** Names the trigger, e.g. signup | login | reset | verify-mobile | contact | newsletter. */
  purpose: string;
  subject?: string;
  text: string;
  /** The one-time code the message carries (also shown in the outbox). */
  code?: string;
  /** The link the message carries: shown as a button in e-mails (also in the outbox). */
  link?: string;
  /** The button's label for `link` (e-mail). */
  linkLabel?: string;
  /** Label and value rows shown under the text (e-mail). */
  details?: Array<[label: string, value: string]>;
  /** The language the text is written in (the e-mail's frame follows it); English when absent. */
  lang?: Lang;
  /** The account holder's first name, for an e-mail to a traveller: it then opens with a greeting (neutral when null). */
  name?: string | null;
  /** WhatsApp: a template (outside the 24-hour window) or the text as it is (inside it; the default). */
  whatsapp?: WhatsappTemplateChoice | { freeText: true };
}

/** The queue e-mails and SMS are delivered from; retries are set from the configuration. */
export const DELIVERY_QUEUE = 'deliver-message';
/**
 * Security messages (sign-in and sign-up codes, reset links, security notices) have a queue and
 * workers of their own, so they never wait behind other mail, however slow that is to deliver.
 */
export const SECURITY_DELIVERY_QUEUE = 'deliver-security-message';
export const deliveryQueues = (settings: Omit<QueueDefinition, 'name' | 'workers'>): QueueDefinition[] => [
  { name: DELIVERY_QUEUE, ...settings, workers: 5 },
  { name: SECURITY_DELIVERY_QUEUE, ...settings, workers: 3 },
];

/** What goes on the security queue: a message carrying a code or a reset link, or a security notification. */
const isSecurity = (row: MessageRow, content: MessageTemplate): boolean =>
  content.template === 'notification'
    ? categoryOf(content.data.kind) === 'security'
    : Boolean(content.data.code) || row.purpose === 'reset';

/** What a delivery job finds in `outgoing_messages.data`, by template. */
export type MessageTemplate =
  | { template: 'message'; data: Omit<OutgoingMessage, 'channel' | 'to' | 'purpose'> }
  | {
      template: 'notification';
      /** `name`: the reader's first name when queued (absent from messages queued before greetings). */
      data: Pick<UserNotification, 'kind' | 'data'> & { lang?: Lang; name?: string | null };
    };

interface MessageRow {
  channel: 'email' | 'sms' | 'whatsapp' | 'push';
  to: string;
  purpose: string;
  userId?: string;
  dedupeKey: string;
  sendAfter?: Date;
}

/** Writes the message row and its delivery job together; a second event with the same key adds nothing. */
async function queueRow(db: DbOrTx, row: MessageRow, content: MessageTemplate): Promise<void> {
  await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(outgoingMessages)
      .values({
        id: newId(),
        dedupeKey: row.dedupeKey,
        channel: row.channel,
        to: row.to,
        purpose: row.purpose,
        userId: row.userId ?? null,
        template: content.template,
        data: content.data,
        sendAfter: row.sendAfter ?? null,
      })
      .onConflictDoNothing({ target: outgoingMessages.dedupeKey })
      .returning({ id: outgoingMessages.id });
    if (!inserted) return;
    const queue = isSecurity(row, content) ? SECURITY_DELIVERY_QUEUE : DELIVERY_QUEUE;
    await enqueueJob(tx, queue, { messageId: inserted.id }, { startAfter: row.sendAfter });
  });
}

/**
 * Queue a notification for a user (in-app row + e-mail + SMS per their preferences), inside the caller's
 * transaction when `db` is one. Sent after the request answers; once per dedupeKey.
 */
export async function notifyUser(db: DbOrTx, event: UserNotification): Promise<void> {
  const user = await findUserById(db, event.userId);
  if (!user) return;
  const category = categoryOf(event.kind);
  const channels = { ...(await channelsFor(db, event.userId, category)) };
  for (const channel of alwaysChannelsOf(event.kind)) channels[channel] = true;
  // E-mail and SMS are written in the traveller's profile language (docs/product/notifications.md#language).
  const lang: Lang = user.language === 'hi' ? 'hi' : 'en';
  const content: MessageTemplate = {
    template: 'notification',
    data: { kind: event.kind, data: event.data, lang, name: user.firstName },
  };
  const base = { purpose: event.kind, userId: event.userId };

  await db.transaction(async (tx) => {
    if (channels.inApp) {
      await tx
        .insert(notifications)
        .values({
          id: newId(),
          userId: event.userId,
          kind: event.kind,
          category,
          data: event.data,
          dedupeKey: event.dedupeKey,
        })
        .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] });
    }
    if (channels.email) {
      await queueRow(tx, { ...base, channel: 'email', to: user.email, dedupeKey: `${event.dedupeKey}:email` }, content);
    }
    // Quiet hours hold SMS and WhatsApp alike, except security messages.
    const sendAfter = category === 'security' ? undefined : quietHoursEnd(new Date());
    if (channels.sms && user.mobile && user.mobileVerifiedAt) {
      await queueRow(
        tx,
        { ...base, channel: 'sms', to: user.mobile, dedupeKey: `${event.dedupeKey}:sms`, sendAfter },
        content,
      );
    }
    const whatsappTo = goesOnWhatsapp(event.kind) ? await whatsappNumberOf(tx, user) : undefined;
    if (whatsappTo) {
      await queueRow(
        tx,
        { ...base, channel: 'whatsapp', to: whatsappTo, dedupeKey: `${event.dedupeKey}:whatsapp`, sendAfter },
        content,
      );
    }
    // Status updates go to every browser the traveller turned push on in (one message, and dedupe key, per browser).
    const browsers = goesOnPush(event.kind) ? await pushAddressesOf(tx, event.userId) : [];
    for (const subscription of browsers) {
      await queueRow(
        tx,
        { ...base, channel: 'push', to: subscription, dedupeKey: `${event.dedupeKey}:push:${subscription}`, sendAfter },
        content,
      );
    }
  });
}

/**
 * Queue a message to an address that is not (or not yet) a user's own account (sign-up codes, contact
 * acknowledgements, support copies, newsletter).
 */
export async function queueMessage(db: DbOrTx, message: OutgoingMessage & { dedupeKey?: string }): Promise<void> {
  const { channel, to, purpose, dedupeKey, ...data } = message;
  await queueRow(
    db,
    { channel, to, purpose, dedupeKey: dedupeKey ?? `${purpose}:${newId()}` },
    { template: 'message', data },
  );
}
