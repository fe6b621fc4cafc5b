import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db, DbOrTx } from '@db/client';
import { whatsappWebhookEvents } from '@db/schema/index';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { receiveWhatsappMessage } from '../contact';
import { findUserByMobile } from '../identity';
import { recordWhatsappStatus, WHATSAPP_STATUSES, type WhatsappStatus } from '../notifications';

export interface WebhookSettings {
  appSecret: string;
  verifyToken: string;
}

const NOT_IN_USE = 'WhatsApp is not in use.';

/** What Meta's webhook sends that we read (docs/channels.md#the-webhook). */
interface WebhookBody {
  entry?: Array<{ changes?: Array<{ field?: string; value?: ChangeValue }> }>;
}
interface ChangeValue {
  contacts?: Array<{ wa_id?: string; profile?: { name?: string } }>;
  messages?: Array<{ id?: string; from?: string; timestamp?: string; type?: string; text?: { body?: string } }>;
  statuses?: Array<{
    id?: string;
    status?: string;
    timestamp?: string;
    errors?: Array<{ code?: number; title?: string }>;
  }>;
}

/** The verification handshake: Meta's `hub.challenge` echoed when the verify token is ours. */
export function verifyHandshake(
  settings: WebhookSettings | undefined,
  query: { 'hub.mode'?: string; 'hub.verify_token'?: string; 'hub.challenge'?: string },
): string {
  if (!settings) throw notFound(NOT_IN_USE);
  if (query['hub.mode'] !== 'subscribe' || !query['hub.challenge']) {
    throw badRequest('Expected hub.mode=subscribe with a hub.challenge.');
  }
  if (!sameSecret(query['hub.verify_token'] ?? '', settings.verifyToken)) {
    throw new AppError('FORBIDDEN', 'The verify token does not match.');
  }
  return query['hub.challenge'];
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** X-Hub-Signature-256: `sha256=` and the hex HMAC-SHA256 of the exact body with the app secret, compared in constant time. */
function validSignature(appSecret: string, rawBody: Buffer, header: string | undefined): boolean {
  const given = /^sha256=([0-9a-f]{64})$/i.exec(header ?? '')?.[1];
  if (!given) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return timingSafeEqual(Buffer.from(given, 'hex'), expected);
}

/** True the first time an event key is seen; a replay of the same message or status answers false. */
async function firstSeen(tx: DbOrTx, key: string): Promise<boolean> {
  const rows = await tx
    .insert(whatsappWebhookEvents)
    .values({ key })
    .onConflictDoNothing()
    .returning({ key: whatsappWebhookEvents.key });
  return rows.length > 0;
}

const momentOf = (timestamp: string | undefined) => {
  const seconds = Number(timestamp);
  return Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : new Date();
};

const isStatus = (value: unknown): value is WhatsappStatus => WHATSAPP_STATUSES.includes(value as WhatsappStatus);

async function handleStatuses(db: Db, value: ChangeValue) {
  for (const status of value.statuses ?? []) {
    if (!status.id || !isStatus(status.status)) continue;
    const { id, status: state } = status;
    const error = status.errors?.map((e) => `${e.code ?? ''} ${e.title ?? ''}`.trim()).join('; ');
    await db.transaction(async (tx) => {
      if (!(await firstSeen(tx, `status:${id}:${state}`))) return;
      await recordWhatsappStatus(tx, {
        providerMessageId: id,
        status: state,
        at: momentOf(status.timestamp),
        ...(error ? { error: `WhatsApp: ${error}` } : {}),
      });
    });
  }
}

/** Words of a message that is not text (a photo, a voice note): the console says what came. */
const textOf = (message: NonNullable<ChangeValue['messages']>[number]) =>
  message.type === 'text' ? (message.text?.body ?? '') : `[${message.type ?? 'unknown'} message: see it in WhatsApp]`;

async function handleMessages(db: Db, value: ChangeValue) {
  for (const message of value.messages ?? []) {
    if (!message.id || !message.from || !/^\d{6,15}$/.test(message.from)) continue;
    const { id } = message;
    const from = `+${message.from}`;
    const name = value.contacts?.find((contact) => contact.wa_id === message.from)?.profile?.name ?? null;
    await db.transaction(async (tx) => {
      if (!(await firstSeen(tx, `message:${id}`))) return;
      const user = await findUserByMobile(tx, from);
      const verified = user?.mobileVerifiedAt ? user : undefined;
      await receiveWhatsappMessage(tx, {
        from,
        name: name?.slice(0, 80) ?? null,
        text: textOf(message).slice(0, 5000),
        at: momentOf(message.timestamp),
        userId: verified?.id ?? null,
        email: verified?.email ?? null,
      });
    });
  }
}

/**
 * An event delivery (statuses of our messages, messages travellers sent): signed over the raw body with the app
 * secret; a missing or wrong signature answers 401 and changes nothing; each message and status is handled once.
 */
export async function receiveWebhook(
  db: Db,
  settings: WebhookSettings | undefined,
  rawBody: Buffer,
  signature: string | undefined,
) {
  if (!settings) throw notFound(NOT_IN_USE);
  if (!validSignature(settings.appSecret, rawBody, signature)) {
    throw new AppError('UNAUTHENTICATED', 'The webhook signature is not valid.');
  }
  let body: WebhookBody;
  try {
    body = JSON.parse(rawBody.toString('utf8')) as WebhookBody;
  } catch {
    throw badRequest('The webhook body is not JSON.');
  }
  if (!body || typeof body !== 'object') throw badRequest('The webhook body is not JSON.');
  for (const entry of body.entry ?? []) {
    for (const change of entry.changes ?? []) {
      if (change.field !== 'messages' || !change.value) continue;
      await handleStatuses(db, change.value);
      await handleMessages(db, change.value);
    }
  }
  return { ok: true as const };
}
