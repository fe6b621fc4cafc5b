import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { AppError } from './app-error';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  to: string;
  /** e.g. signup | login | reset | verify-mobile | verify-email | contact | newsletter */
  purpose: string;
  subject?: string;
  text: string;
  html?: string;
  code?: string;
  link?: string;
}

export interface Delivery {
  send(message: OutgoingMessage): Promise<void>;
}

export interface DeliveryOptions {
  outboxDir: string;
  /** Write messages as JSON files (development, tests, or OUTBOX=1). */
  outboxEnabled: boolean;
  smtpUrl?: string;
  mailFrom: string;
  logger: FastifyBaseLogger;
}

let sequence = 0;

/** File name that sorts by creation time under `ls`, unique across processes. */
function outboxFileName(message: OutgoingMessage): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  sequence = (sequence + 1) % 10_000;
  const unique = `${String(sequence).padStart(4, '0')}-${randomBytes(3).toString('hex')}`;
  return `${stamp}-${unique}-${message.channel}-${message.purpose}.json`;
}

export function createDelivery(options: DeliveryOptions): Delivery {
  const smtp = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;

  async function writeOutbox(message: OutgoingMessage) {
    await mkdir(options.outboxDir, { recursive: true });
    const record = { ...message, createdAt: new Date().toISOString() };
    await writeFile(path.join(options.outboxDir, outboxFileName(message)), JSON.stringify(record, null, 2));
  }

  return {
    async send(message) {
      options.logger.info(
        { channel: message.channel, to: message.to, purpose: message.purpose },
        `${message.channel} message queued`,
      );
      if (message.channel === 'email' && smtp) {
        await smtp.sendMail({
          from: options.mailFrom,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
        return;
      }
      if (options.outboxEnabled) return writeOutbox(message);
      throw new AppError(
        'UNAVAILABLE',
        `We could not send the ${message.channel === 'sms' ? 'SMS' : 'e-mail'} right now. Please try again later.`,
      );
    },
  };
}
