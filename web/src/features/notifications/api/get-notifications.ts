import type { NotificationList } from '@contract/account/notifications';
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { pagedQueryOptions, pagePath } from '@web/lib/paged-query';

export const notificationsKey = ['account', 'notifications'] as const;
const REFRESH_MS = 60_000;

export const getNotifications = (limit: number) => api.get<NotificationList>(`/api/notifications?limit=${limit}`);

/** Refreshed every minute and whenever the window regains focus. */
export const notificationsQueryOptions = (limit = 50) =>
  queryOptions({
    queryKey: [...notificationsKey, limit],
    queryFn: () => getNotifications(limit),
    refetchInterval: REFRESH_MS,
    refetchOnWindowFocus: 'always',
  });

export const useNotifications = (limit?: number) => useQuery(notificationsQueryOptions(limit));

/** The notification centre's list, `pageSize` at a time, grown on demand; refreshed like the bell's. */
export const useNotificationPages = (pageSize: number) =>
  useInfiniteQuery({
    ...pagedQueryOptions([...notificationsKey, 'pages', pageSize], (cursor) =>
      api.get<NotificationList>(pagePath('/api/notifications', pageSize, cursor)),
    ),
    refetchInterval: REFRESH_MS,
    refetchOnWindowFocus: 'always',
  });

/** How many notifications the bell lists; the menu buttons read the unread count from the same query. */
export const LATEST_NOTIFICATIONS = 5;

/** The unread count for a menu button's badge (0 until known, or while `enabled` is false). */
export function useUnreadCount(enabled: boolean): number {
  const { data } = useQuery({ ...notificationsQueryOptions(LATEST_NOTIFICATIONS), enabled });
  return data?.unread ?? 0;
}
