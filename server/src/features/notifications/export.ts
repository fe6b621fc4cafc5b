import type { DbOrTx } from '@db/client';
import { knownDevices, notifications } from '@db/schema/index';
import { asc, eq } from 'drizzle-orm';

/** "Download my data" (privacy module): the user's in-app notifications and the devices they signed in from. */
export async function notificationsForExport(db: DbOrTx, userId: string) {
  const devices = await db.select().from(knownDevices).where(eq(knownDevices.userId, userId));
  return {
    notifications: await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(asc(notifications.createdAt)),
    devices: devices.map(({ deviceHash: _hash, ...device }) => device),
  };
}
