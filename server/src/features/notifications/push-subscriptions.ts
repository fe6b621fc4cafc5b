import { createECDH } from 'node:crypto';
import type { PushSubscriptionInput, PushSubscriptionList } from '@contract/account/notifications';
import type { DbOrTx } from '@db/client';
import { pushSubscriptions } from '@db/schema/index';
import { and, eq } from 'drizzle-orm';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { type AuthContext, liveSessionsOf } from '../identity';

type SubscriptionRow = typeof pushSubscriptions.$inferSelect;

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
const TAKEN =
  "This browser's notifications belong to another account that is signed in here. Sign that account out first.";

/** Push services are reached over https; outside production a local one (a test double) may answer on http. */
function checkEndpoint(endpoint: string, allowLocalHttp: boolean) {
  const url = new URL(endpoint);
  const local = allowLocalHttp && url.protocol === 'http:' && LOOPBACK.has(url.hostname);
  if (url.protocol !== 'https:' && !local) throw badRequest('endpoint must be an https URL', { endpoint: 'https' });
}

/** The browser's key must be a point on P-256, or nothing could ever be encrypted for it. */
function checkKey(p256dh: string) {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(p256dh, 'base64url'));
  } catch {
    throw badRequest('keys.p256dh is not a P-256 public key', { 'keys.p256dh': 'invalid' });
  }
}

/**
 * An endpoint already held by another user moves to this one only when that user's session it was made from has ended
 * (signing out deletes it; an expired or idle session leaves it behind): while it lives, 409.
 */
async function releaseEndpoint(tx: DbOrTx, existing: SubscriptionRow | undefined, userId: string) {
  if (!existing || existing.userId === userId) return;
  const live = await liveSessionsOf(tx, existing.userId);
  if (live.some((session) => session.id === existing.sessionId)) throw conflict(TAKEN);
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.id, existing.id));
}

/** Stores this browser's subscription for the signed-in user and session; the same endpoint again updates it. */
export async function subscribe(
  db: DbOrTx,
  auth: AuthContext,
  input: PushSubscriptionInput,
  options: { allowLocalHttp: boolean },
): Promise<{ id: string }> {
  checkEndpoint(input.endpoint, options.allowLocalHttp);
  checkKey(input.keys.p256dh);
  const fields = { userId: auth.userId, sessionId: auth.sessionId, p256dh: input.keys.p256dh, auth: input.keys.auth };
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, input.endpoint))
      .for('update');
    await releaseEndpoint(tx, existing, auth.userId);
    if (existing?.userId === auth.userId) {
      await tx.update(pushSubscriptions).set(fields).where(eq(pushSubscriptions.id, existing.id));
      return { id: existing.id };
    }
    const id = newId();
    await tx.insert(pushSubscriptions).values({ id, endpoint: input.endpoint, ...fields });
    return { id };
  });
}

/** The user's browsers that get push notifications, named by the session each was turned on from. */
export async function subscriptionsOf(db: DbOrTx, auth: AuthContext): Promise<PushSubscriptionList> {
  const [rows, sessions] = await Promise.all([
    db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, auth.userId)),
    liveSessionsOf(db, auth.userId),
  ]);
  const names = new Map(sessions.map((session) => [session.id, session.deviceName]));
  return {
    items: rows
      .filter((row) => names.has(row.sessionId))
      .map((row) => ({
        id: row.id,
        deviceName: names.get(row.sessionId) ?? null,
        current: row.sessionId === auth.sessionId,
        createdAt: row.createdAt.toISOString(),
      })),
  };
}

/** Turns push off for one of the user's own browsers; another user's (or an unknown) id answers 404. */
export async function unsubscribe(db: DbOrTx, userId: string, id: string): Promise<void> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  if (removed.length === 0) throw notFound('No such push subscription.');
}

/** The subscriptions a notification goes to: those of the user's sessions still signed in. */
export async function pushAddressesOf(db: DbOrTx, userId: string): Promise<string[]> {
  const [rows, sessions] = await Promise.all([
    db
      .select({ id: pushSubscriptions.id, sessionId: pushSubscriptions.sessionId })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId)),
    liveSessionsOf(db, userId),
  ]);
  const live = new Set(sessions.map((session) => session.id));
  return rows.filter((row) => live.has(row.sessionId)).map((row) => row.id);
}

/** The sessions (devices) of the user whose browser gets push notifications: the settings' device list shows them. */
export async function pushSessionsOf(db: DbOrTx, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ sessionId: pushSubscriptions.sessionId })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return new Set(rows.map((row) => row.sessionId));
}
