import type { DbOrTx } from '@db/client';
import { knownDevices } from '@db/schema/index';
import { count, eq } from 'drizzle-orm';
import { sha256 } from '../../lib/ids';
import { deviceNameFrom } from '../identity';
import { notifyUser } from './notify';

/**
 * Remembers the browser a user signed in from; the first sign-in from a browser other than the
 * ones seen before is announced (the very first sign-in of an account is not).
 */
export async function recordSignIn(db: DbOrTx, userId: string, client: { userAgent?: string; ip: string }) {
  const deviceHash = sha256(client.userAgent ?? '');
  await db.transaction(async (tx) => {
    const [added] = await tx
      .insert(knownDevices)
      .values({ userId, deviceHash })
      .onConflictDoNothing()
      .returning({ deviceHash: knownDevices.deviceHash });
    if (!added) return;
    const [known] = await tx.select({ devices: count() }).from(knownDevices).where(eq(knownDevices.userId, userId));
    if ((known?.devices ?? 0) < 2) return;
    await notifyUser(tx, {
      kind: 'new-device',
      userId,
      dedupeKey: `new-device:${userId}:${deviceHash}`,
      data: { device: deviceNameFrom(client.userAgent) ?? 'an unknown browser', ip: client.ip },
    });
  });
}
