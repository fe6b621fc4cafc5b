import type { DbOrTx } from '@db/client';
import {
  knownDevices,
  notificationPreferences,
  notifications,
  pushSubscriptions,
  whatsappOptIns,
} from '@db/schema/index';
import { eq } from 'drizzle-orm';

/**
 * "Delete my account", the notifications' part: the in-app inbox, preferences, known devices, WhatsApp opt-ins and push subscriptions. The outbox
 * (messages already queued, the deletion confirmation among them) is purged on its own schedule (docs/retention.md).
 */
export async function eraseNotifications(tx: DbOrTx, userId: string): Promise<void> {
  await tx.delete(notifications).where(eq(notifications.userId, userId));
  await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  await tx.delete(knownDevices).where(eq(knownDevices.userId, userId));
  await tx.delete(whatsappOptIns).where(eq(whatsappOptIns.userId, userId));
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}
