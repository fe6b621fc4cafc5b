import type { DbOrTx } from '@db/client';
import { knownDevices, notifications, pushSubscriptions, whatsappOptIns } from '@db/schema/index';
import { asc, eq } from 'drizzle-orm';

/**
 * "Download my data" (privacy module): the user's in-app notifications, the devices they signed in from, and their
 * WhatsApp opt-ins with the words they agreed to, and the browsers that get push notifications (the push service, the
 * session, since when; not the keys).
 */
export async function notificationsForExport(db: DbOrTx, userId: string) {
  const devices = await db.select().from(knownDevices).where(eq(knownDevices.userId, userId));
  return {
    notifications: await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(asc(notifications.createdAt)),
    devices: devices.map(({ deviceHash: _hash, ...device }) => device),
    whatsappOptIns: await db
      .select({
        mobile: whatsappOptIns.mobile,
        wording: whatsappOptIns.wording,
        lang: whatsappOptIns.lang,
        grantedAt: whatsappOptIns.grantedAt,
        revokedAt: whatsappOptIns.revokedAt,
      })
      .from(whatsappOptIns)
      .where(eq(whatsappOptIns.userId, userId))
      .orderBy(asc(whatsappOptIns.grantedAt)),
    pushSubscriptions: (
      await db
        .select({
          endpoint: pushSubscriptions.endpoint,
          sessionId: pushSubscriptions.sessionId,
          createdAt: pushSubscriptions.createdAt,
        })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(asc(pushSubscriptions.createdAt))
    ).map(({ endpoint, ...row }) => ({ pushService: new URL(endpoint).origin, ...row })),
  };
}
