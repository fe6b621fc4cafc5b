import type { Db } from '@db/client';
import { pushSubscriptions, vapidKeys } from '@db/schema/index';
import { eq } from 'drizzle-orm';
import webPush from 'web-push';
import { ProviderRefusal } from './whatsapp';

/** A VAPID key pair, base64url (the public key the uncompressed P-256 point, the private key the scalar). */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** What a push notification carries: the service worker shows title and body and opens `url` on a click. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
}

export interface PushSettings {
  /** From configuration (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY); unset: generated once and kept in the database. */
  keys?: VapidKeys;
  /** VAPID_SUBJECT: a mailto: or https: URL. */
  subject: string;
}

const KEY_ROW = 'vapid';
const PUSH_TIMEOUT_MS = 10_000;
/** How long a push service keeps a notification for a browser that is offline (seconds). */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

const generated = new WeakMap<Db, Promise<VapidKeys>>();

async function storedKeys(db: Db): Promise<VapidKeys> {
  const fresh = webPush.generateVAPIDKeys();
  // The first process to start writes the pair; every other one (and every later start) reads that one.
  await db
    .insert(vapidKeys)
    .values({ id: KEY_ROW, ...fresh })
    .onConflictDoNothing();
  const [row] = await db.select().from(vapidKeys).where(eq(vapidKeys.id, KEY_ROW));
  if (!row) throw new Error('The VAPID keys could not be stored.');
  return { publicKey: row.publicKey, privateKey: row.privateKey };
}

/** The VAPID keys: the configured pair, or the one generated on first start and shared through the database. */
export function vapidKeysOf(db: Db, configured?: VapidKeys): Promise<VapidKeys> {
  if (configured) return Promise.resolve(configured);
  let keys = generated.get(db);
  if (!keys) {
    keys = storedKeys(db).catch((error) => {
      generated.delete(db);
      throw error;
    });
    generated.set(db, keys);
  }
  return keys;
}

/** Sends a push to one stored subscription (its id is the message's address). */
export interface PushSender {
  send(subscriptionId: string, payload: PushPayload): Promise<void>;
}

/**
 * Web Push (RFC 8030) with the payload encrypted for the browser (RFC 8291, aes128gcm) and signed for the push service
 * (VAPID, RFC 8292) by `web-push`, and posted with fetch. A 404 or 410 means the subscription is gone: it is deleted
 * and the message fails; 429 and 5xx are retried; any other answer fails the message at once.
 */
export function webPushSender(db: Db, settings: PushSettings): PushSender {
  return {
    async send(subscriptionId, payload) {
      const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId));
      if (!row) throw new ProviderRefusal('The browser turned push notifications off (no such subscription).');
      const keys = await vapidKeysOf(db, settings.keys);
      const request = webPush.generateRequestDetails(
        { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: { subject: settings.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: PUSH_TTL_SECONDS,
          contentEncoding: 'aes128gcm',
        },
      );
      const { 'Content-Length': _length, ...headers } = request.headers as Record<string, string>;
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers,
        body: request.body ? new Uint8Array(request.body) : undefined,
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.ok) return;
      const detail = `The push service answered ${response.status}`;
      if (response.status === 404 || response.status === 410) {
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, row.id));
        throw new ProviderRefusal(`${detail}: the subscription has expired and was removed.`);
      }
      const retryable = response.status === 429 || response.status >= 500;
      throw retryable ? new Error(detail) : new ProviderRefusal(detail);
    },
  };
}
