import type { DbOrTx } from '@db/client';
import { notifications } from '@db/schema/index';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';

export type NotificationRow = typeof notifications.$inferSelect;

export async function latest(db: DbOrTx, userId: string, limit: number): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function unreadCount(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/** How many of these ids are the user's own. */
export async function ownedCount(db: DbOrTx, userId: string, ids: string[]): Promise<number> {
  const [row] = await db
    .select({ owned: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), inArray(notifications.id, ids)));
  return row?.owned ?? 0;
}

export async function markRead(db: DbOrTx, userId: string, ids: string[] | 'all'): Promise<void> {
  const mine = eq(notifications.userId, userId);
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(mine, isNull(notifications.readAt), ids === 'all' ? undefined : inArray(notifications.id, ids)));
}
