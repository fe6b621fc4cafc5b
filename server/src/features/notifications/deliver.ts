import type { Lang } from '@contract/lang';
import type { Db, DbOrTx } from '@db/client';
import { outgoingMessages } from '@db/schema/index';
import { and, eq, ne, sql } from 'drizzle-orm';
import { mailT } from '../../i18n';
import { enqueueJob, type JobHandler } from '../../lib/jobs';
import { keyset, preciseTime } from '../../lib/keyset';
import {
  type Channels,
  type DeliveryReceipt,
  type EmailAttachment,
  isPermanentFailure,
  type RenderedMessage,
} from './channels';
import { greeting, wordsFor } from './kinds';
import { DELIVERY_QUEUE, type MessageTemplate, type OutgoingMessage } from './notify';
import { type Brand, type EmailContent, renderEmail } from './templates';
import { whatsappTemplateOf } from './whatsapp-words';

type MessageRow = typeof outgoingMessages.$inferSelect;

const absolute = (url: string, brand: Brand) => (url.startsWith('/') ? `${brand.publicUrl}${url}` : url);

function contentOf(
  row: MessageRow,
  brand: Brand,
): {
  email: EmailContent;
  sms: string;
  extra: Partial<RenderedMessage>;
  lang: Lang;
  whatsapp?: RenderedMessage['whatsapp'];
  push?: RenderedMessage['push'];
} {
  const stored = { template: row.template, data: row.data } as MessageTemplate;
  const lang: Lang = stored.data.lang === 'hi' ? 'hi' : 'en';
  if (stored.template === 'notification') {
    const words = wordsFor(stored.data, brand.productName, lang);
    const url = absolute(words.url, brand);
    return {
      lang,
      email: {
        subject: words.subject ?? words.title,
        greeting: greeting(lang, stored.data.name),
        paragraphs: words.paragraphs ?? [words.body],
        action: { label: mailT(lang)('layout.openInAccount'), url },
        details: words.details,
      },
      sms: words.sms ?? `${brand.productName}: ${words.title}. ${words.body}`,
      extra: { link: url },
      whatsapp: whatsappTemplateOf(stored.data, brand.productName, lang),
      push: { title: words.title, body: words.body, url },
    };
  }
  const message = stored.data as Omit<OutgoingMessage, 'channel' | 'to' | 'purpose'>;
  return {
    lang,
    email: {
      subject: message.subject ?? brand.productName,
      greeting: message.name === undefined ? undefined : greeting(lang, message.name),
      paragraphs: message.text.split(/\n{2,}/),
      code: message.code,
      action: message.link && message.linkLabel ? { label: message.linkLabel, url: message.link } : undefined,
      details: message.details,
    },
    sms: message.text,
    whatsapp: message.whatsapp ?? { freeText: true },
    extra: { ...(message.code ? { code: message.code } : {}), ...(message.link ? { link: message.link } : {}) },
  };
}

/**
 * The files an e-mail carries, made from what the message names (e.g. a receipt's tax invoice, rendered
 * from its payment): the job holds a reference, never the bytes.
 */
export type AttachmentSource = (content: MessageTemplate) => Promise<EmailAttachment[]>;

/** The message as it goes out; a fault here fails the job (and its test), never a request. */
export async function renderMessage(
  row: MessageRow,
  brand: Brand,
  attachmentsOf?: AttachmentSource,
): Promise<RenderedMessage> {
  const { email, sms, extra, lang, whatsapp, push } = contentOf(row, brand);
  const base = { channel: row.channel, to: row.to, purpose: row.purpose, lang };
  if (row.channel === 'sms') return { ...base, text: sms, ...extra };
  if (row.channel === 'whatsapp') return { ...base, text: sms, whatsapp, ...extra };
  if (row.channel === 'push') return { ...base, text: push?.body ?? sms, push, ...extra };
  const [rendered, attachments] = await Promise.all([
    renderEmail(email, brand, lang),
    attachmentsOf?.({ template: row.template, data: row.data } as MessageTemplate) ?? [],
  ]);
  return {
    ...base,
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
    ...extra,
    ...(attachments.length > 0 ? { attachments } : {}),
  };
}

/**
 * The delivery job. Claiming the row first makes a message already sent (by this or another
 * process) a no-op; the outbox file and the SMTP Message-ID are derived from the row, so a retry
 * after a crash mid-send rewrites the same file and repeats the same Message-ID.
 */
export function deliveryJob(
  db: Db,
  channels: Channels,
  brand: Brand,
  attachmentsOf?: AttachmentSource,
): JobHandler<{ messageId: string }> {
  return async ({ messageId }, job) => {
    const [row] = await db
      .update(outgoingMessages)
      .set({
        status: 'sending',
        attempts: sql`${outgoingMessages.attempts} + 1`,
        firstAttemptAt: sql`coalesce(${outgoingMessages.firstAttemptAt}, now())`,
      })
      .where(and(eq(outgoingMessages.id, messageId), ne(outgoingMessages.status, 'sent')))
      .returning();
    if (!row) return;
    let receipt: DeliveryReceipt | undefined;
    try {
      const message = await renderMessage(row, brand, attachmentsOf);
      receipt = await channels.deliver(message, {
        id: row.id,
        seq: row.seq,
        queuedAt: row.sendAfter ?? row.createdAt,
      });
    } catch (error) {
      const permanent = isPermanentFailure(error);
      await db
        .update(outgoingMessages)
        .set({
          status: job.finalAttempt || permanent ? 'failed' : 'queued',
          lastError: (error as Error).message.slice(0, 500),
        })
        .where(eq(outgoingMessages.id, row.id));
      // Refused for good (5xx): failed at once, and the job ends without the retries a delay could use.
      if (permanent) return;
      throw error;
    }
    await db
      .update(outgoingMessages)
      .set({
        status: 'sent',
        sentAt: new Date(),
        lastError: null,
        ...(receipt?.providerMessageId ? { providerMessageId: receipt.providerMessageId } : {}),
      })
      .where(eq(outgoingMessages.id, row.id));
  };
}

/** The failed messages' pages, newest first, to the microsecond, then id. */
const failedPages = keyset('ops-failed-messages', ['time', 'id']);

/**
 * Messages that failed for good, newest first (for admins), a page at a time in one query: `limit + 1` after the
 * cursor, on outgoing_messages_failed_idx (created_at, id) where failed.
 */
export async function failedMessages(db: Db, query: { cursor?: string; limit: number } = { limit: 50 }) {
  const page = failedPages.seek(query.cursor, [outgoingMessages.createdAt, outgoingMessages.id], 'desc');
  const rows = await db
    .select({
      id: outgoingMessages.id,
      channel: outgoingMessages.channel,
      to: outgoingMessages.to,
      purpose: outgoingMessages.purpose,
      attempts: outgoingMessages.attempts,
      lastError: outgoingMessages.lastError,
      createdAt: outgoingMessages.createdAt,
      cursorAt: preciseTime(outgoingMessages.createdAt),
    })
    .from(outgoingMessages)
    .where(and(eq(outgoingMessages.status, 'failed'), page.where))
    .orderBy(...page.orderBy)
    .limit(query.limit + 1);
  const { items, nextCursor } = failedPages.page(rows, query.limit, (row) => [row.cursorAt, row.id]);
  return { items: items.map(({ cursorAt: _cursorAt, ...row }) => row), nextCursor };
}

/** Sends a failed message again (a support request); undefined when no failed message has this id. */
export async function resendFailedMessage(tx: DbOrTx, id: string) {
  const [row] = await tx
    .update(outgoingMessages)
    .set({ status: 'queued' })
    .where(and(eq(outgoingMessages.id, id), eq(outgoingMessages.status, 'failed')))
    .returning({ id: outgoingMessages.id, to: outgoingMessages.to, purpose: outgoingMessages.purpose });
  if (row) await enqueueJob(tx, DELIVERY_QUEUE, { messageId: row.id });
  return row;
}
