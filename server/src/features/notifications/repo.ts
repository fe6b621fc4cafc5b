import type { DbOrTx } from '@db/client';
import { notifications } from '@db/schema/index';
import { and, count, eq, getTableColumns, inArray, isNull } from 'drizzle-orm';
import { keyset, preciseTime } from '../../lib/keyset';

export type NotificationRow = typeof notifications.$inferSelect;

/** The notification centre's pages: newest first, by creation to the microsecond, then id. */
export const notificationPages = keyset('notifications', ['time', 'id']);

/** `limit + 1` notifications after the cursor, on notifications_user_created_idx (user_id, created_at, id). */
export async function latest(db: DbOrTx, userId: string, query: { cursor?: string; limit: number }) {
  const page = notificationPages.seek(query.cursor, [notifications.createdAt, notifications.id], 'desc');
  return db
    .select({ ...getTableColumns(notifications), cursorAt: preciseTime(notifications.createdAt) })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), page.where))
    .orderBy(...page.orderBy)
    .limit(query.limit + 1);
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
