import type {
  MarkNotificationsRead,
  NotificationItem,
  NotificationList,
  NotificationPreferences,
  NotificationPreferencesUpdate,
} from '@contract/account/notifications';
import type { Lang } from '@contract/lang';
import type { Db } from '@db/client';
import { notFound, unprocessable } from '../../lib/app-error';
import { NOTIFICATION_CATEGORIES, type NotificationKind, wordsFor } from './kinds';
import { isLocked, preferencesOf, savePreferences } from './preferences';
import * as repo from './repo';

/** The centre shows notifications in the page's language (e-mail and SMS follow the profile's). */
function toItem(row: repo.NotificationRow, productName: string, lang: Lang = 'en'): NotificationItem {
  const words = wordsFor({ kind: row.kind as NotificationKind, data: row.data as never }, productName, lang);
  return {
    id: row.id,
    category: row.category as NotificationItem['category'],
    title: words.title,
    body: words.body,
    url: words.url,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function list(
  db: Db,
  userId: string,
  query: { cursor?: string; limit: number },
  productName: string,
  lang: Lang = 'en',
): Promise<NotificationList> {
  const [rows, unread] = await Promise.all([repo.latest(db, userId, query), repo.unreadCount(db, userId)]);
  const { items, nextCursor } = repo.notificationPages.page(rows, query.limit, (row) => [row.cursorAt, row.id]);
  return { items: items.map((row) => toItem(row, productName, lang)), unread, nextCursor };
}

/** Marks the caller's notifications read; an id that is unknown or another user's changes nothing and answers 404. */
export async function markRead(db: Db, userId: string, request: MarkNotificationsRead) {
  await db.transaction(async (tx) => {
    if ('all' in request) return repo.markRead(tx, userId, 'all');
    const ids = [...new Set(request.ids)];
    if ((await repo.ownedCount(tx, userId, ids)) !== ids.length) throw notFound('No such notification.');
    await repo.markRead(tx, userId, ids);
  });
  return { unread: await repo.unreadCount(db, userId) };
}

export async function preferences(db: Db, userId: string): Promise<NotificationPreferences> {
  return {
    preferences: await preferencesOf(db, userId),
    locked: NOTIFICATION_CATEGORIES.filter(isLocked),
  };
}

const SECURITY_LOCKED = 'Account security messages cannot be turned off.';

export async function updatePreferences(db: Db, userId: string, changes: NotificationPreferencesUpdate) {
  if (Object.values(changes.security ?? {}).some((enabled) => enabled === false)) throw unprocessable(SECURITY_LOCKED);
  await savePreferences(db, userId, changes);
  return preferences(db, userId);
}
