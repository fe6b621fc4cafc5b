import { createHash } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Lang } from '@contract/lang';
import type { FastifyBaseLogger } from 'fastify';
import type { PushPayload, PushSender } from './push';
import type { DltFields, SmsProvider } from './sms';
import { ProviderRefusal, type WhatsappProvider, type WhatsappTemplate } from './whatsapp';

/** A message ready to go: what the outbox file holds (docs/product/notifications.md#outbox-files), less its time. */
export interface RenderedMessage {
  channel: 'email' | 'sms' | 'whatsapp' | 'push';
  /** An e-mail address, a number, or (push) the subscription's id. */
  to: string;
  purpose: string;
  /** The language it is written in: chooses the DLT template id and the WhatsApp template. */
  lang?: Lang;
  subject?: string;
  text: string;
  html?: string;
  code?: string;
  link?: string;
  /** Files the e-mail carries (rendered at send time, never stored with the message). */
  attachments?: EmailAttachment[];
  /** A WhatsApp message: a template (by its key in the configuration, e.g. application-status) or free text. */
  whatsapp?: { templateKey: string; parameters: string[] } | { freeText: true };
  /** A push notification's title, body and the page it opens. */
  push?: PushPayload;
}

/** How a message was handed over: the provider's id of it, when it gives one (its status events name it). */
export interface DeliveryReceipt {
  providerMessageId?: string;
}

export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

/** An attachment as the outbox file shows it: what it is, its size and hash, and its bytes in base64 (last). */
const outboxAttachment = ({ filename, contentType, content }: EmailAttachment) => ({
  filename,
  contentType,
  size: content.byteLength,
  sha256: createHash('sha256').update(content).digest('hex'),
  base64: Buffer.from(content).toString('base64'),
});

/** Identifies one message across retries: a retry rewrites the same outbox file, never a second one. */
export interface MessageIdentity {
  id: string;
  seq: number;
  /** When it was queued (or held until): orders the outbox. */
  queuedAt: Date;
}

export interface ChannelOptions {
  outboxDir: string;
  outboxEnabled: boolean;
  smtpUrl?: string;
  mailFrom: string;
  /** The host part of Message-IDs. */
  messageIdHost: string;
  sms?: SmsProvider;
  /** India's DLT registrations (docs/channels.md#sms-to-india-dlt); template ids by `purpose` or `purpose:lang`. */
  dlt?: { entityId?: string; header?: string; templates: Map<string, string> };
  /** Production: an SMS to +91 without a registered DLT template is refused (failed), never sent unregistered. */
  requireDltForIndia?: boolean;
  whatsapp?: WhatsappProvider;
  /** WhatsApp templates by `key:lang`, as `name/language`. */
  whatsappTemplates?: Map<string, string>;
  /** Web Push to the stored subscriptions (docs/channels.md#browser-push). */
  push?: PushSender;
  /** Delivery jobs expire after this long; every SMTP wait is kept well under it. */
  jobTimeoutSeconds: number;
  logger?: FastifyBaseLogger;
}

/**
 * SMTP connection, greeting and socket (silence) timeouts: a quarter of the job timeout, at most
 * 30 s (nodemailer's own socket timeout is 10 minutes). A stalled server is given up on long before
 * the job expires and is retried, so the same message is never being sent by two attempts at once.
 */
export function smtpTimeouts(jobTimeoutSeconds: number) {
  const ms = Math.min(30_000, Math.max(1000, Math.floor((jobTimeoutSeconds * 1000) / 4)));
  return { connectionTimeout: ms, greetingTimeout: ms, socketTimeout: ms };
}

/**
 * A 5xx answer of the mail server (e.g. 550 no such mailbox), or a provider's refusal (a 4xx of WhatsApp's Graph API,
 * an SMS India's DLT rules forbid): trying again cannot help.
 */
export function isPermanentFailure(error: unknown): boolean {
  if (error instanceof ProviderRefusal) return true;
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

export interface Channels {
  deliver(message: RenderedMessage, identity: MessageIdentity): Promise<DeliveryReceipt | undefined>;
  close(): void;
}

/** A name that sorts by time under `ls` and is the same on every retry of one message. */
function outboxFileName(message: RenderedMessage, identity: MessageIdentity): string {
  const stamp = identity.queuedAt.toISOString().replace(/[:.]/g, '-');
  return `${stamp}-${String(identity.seq).padStart(10, '0')}-${message.channel}-${message.purpose}.json`;
}

export class NoChannelError extends Error {}

export function createChannels(options: ChannelOptions): Channels {
  // nodemailer is loaded only when SMTP is configured (the outbox needs none of it).
  const smtpUrl = options.smtpUrl;
  const smtp = smtpUrl
    ? import('nodemailer').then(({ default: mailer }) =>
        mailer.createTransport({ url: smtpUrl, ...smtpTimeouts(options.jobTimeoutSeconds) }),
      )
    : undefined;
  const partialDir = `${options.outboxDir}.partial`;
  let directories: Promise<unknown> | undefined;
  const ensureDirectories = () => {
    directories ??= Promise.all([
      mkdir(options.outboxDir, { recursive: true }),
      mkdir(partialDir, { recursive: true }),
    ]).catch((error) => {
      directories = undefined;
      throw error;
    });
    return directories;
  };

  async function writeOutbox(message: RenderedMessage, identity: MessageIdentity, extra: object = {}) {
    const name = outboxFileName(message, identity);
    await ensureDirectories();
    const { attachments, whatsapp: _whatsapp, lang: _lang, ...rest } = message;
    const record = {
      ...rest,
      ...extra,
      createdAt: identity.queuedAt.toISOString(),
      ...(attachments?.length ? { attachments: attachments.map(outboxAttachment) } : {}),
    };
    // Written aside and renamed in: a reader never sees half a file.
    const partial = path.join(partialDir, `${identity.id}.json`);
    await writeFile(partial, JSON.stringify(record, null, 2));
    await rename(partial, path.join(options.outboxDir, name));
  }

  async function deliver(message: RenderedMessage, identity: MessageIdentity) {
    if (message.channel === 'email' && smtp) {
      await (await smtp).sendMail({
        from: options.mailFrom,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.attachments?.map(({ filename, contentType, content }) => ({
          filename,
          contentType,
          content: Buffer.from(content),
        })),
        messageId: `<${identity.id}@${options.messageIdHost}>`,
      });
      return;
    }
    if (message.channel === 'sms') return deliverSms(message, identity);
    if (message.channel === 'whatsapp') return deliverWhatsapp(message, identity);
    if (message.channel === 'push') return deliverPush(message);
    if (options.outboxEnabled) return writeOutbox(message, identity);
    throw new NoChannelError('No SMTP server is configured.');
  }

  async function deliverSms(message: RenderedMessage, identity: MessageIdentity) {
    const dlt = dltFieldsOf(message);
    if (options.sms) {
      await options.sms.send({ to: message.to, text: message.text, reference: identity.id, dlt });
      return;
    }
    if (options.outboxEnabled) return writeOutbox(message, identity, dlt ? { dlt } : {});
    throw new NoChannelError('No SMS provider is configured.');
  }

  /** The DLT fields of an SMS to India; a kind without a registered template is refused where the rules apply. */
  function dltFieldsOf(message: RenderedMessage): DltFields | undefined {
    if (!message.to.startsWith('+91')) return undefined;
    const templates = options.dlt?.templates;
    const templateId = templates?.get(`${message.purpose}:${message.lang ?? 'en'}`) ?? templates?.get(message.purpose);
    if (!templateId && options.requireDltForIndia) {
      options.logger?.warn(
        { purpose: message.purpose, lang: message.lang ?? 'en' },
        'SMS to an Indian number refused: no DLT template is registered for its kind',
      );
      throw new ProviderRefusal(
        `No DLT template id is registered for "${message.purpose}" (${message.lang ?? 'en'}): not sent to an Indian number (SMS_DLT_TEMPLATES).`,
      );
    }
    const fields = { entityId: options.dlt?.entityId, header: options.dlt?.header, templateId };
    return Object.values(fields).some(Boolean) ? fields : undefined;
  }

  async function deliverPush(message: RenderedMessage) {
    if (!options.push) throw new NoChannelError('Push notifications are not configured.');
    if (!message.push) throw new ProviderRefusal(`"${message.purpose}" is not sent as a push notification.`);
    await options.push.send(message.to, message.push);
  }

  function whatsappTemplate(message: RenderedMessage): WhatsappTemplate | undefined {
    const spec = message.whatsapp;
    if (!spec || 'freeText' in spec) return undefined;
    const lang = message.lang ?? 'en';
    const configured = options.whatsappTemplates?.get(`${spec.templateKey}:${lang}`);
    if (!configured) throw new ProviderRefusal(`No WhatsApp template is configured for "${spec.templateKey}:${lang}".`);
    const [name = '', language = lang] = configured.split('/');
    return { name, language, parameters: spec.parameters };
  }

  async function deliverWhatsapp(
    message: RenderedMessage,
    identity: MessageIdentity,
  ): Promise<DeliveryReceipt | undefined> {
    const template = whatsappTemplate(message);
    if (options.whatsapp) {
      const sent = await options.whatsapp.send({
        to: message.to,
        ...(template ? { template } : { text: message.text }),
        reference: identity.id,
      });
      return { providerMessageId: sent.id };
    }
    if (!options.outboxEnabled) throw new NoChannelError('WhatsApp is not configured.');
    await writeOutbox(message, identity, template ? { template } : {});
    return undefined;
  }

  return {
    async deliver(message, identity) {
      const receipt = await deliver(message, identity);
      options.logger?.info(
        { channel: message.channel, to: message.to, purpose: message.purpose, message: identity.id },
        `${message.channel} message sent`,
      );
      return receipt ?? undefined;
    },
    close: () => void smtp?.then((transport) => transport.close()),
  };
}
