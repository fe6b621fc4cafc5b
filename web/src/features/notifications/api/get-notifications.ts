import type { NotificationList } from '@contract/account/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

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

/** How many notifications the bell lists; the menu buttons read the unread count from the same query. */
export const LATEST_NOTIFICATIONS = 5;

/** The unread count for a menu button's badge (0 until known, or while `enabled` is false). */
export function useUnreadCount(enabled: boolean): number {
  const { data } = useQuery({ ...notificationsQueryOptions(LATEST_NOTIFICATIONS), enabled });
  return data?.unread ?? 0;
}
