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
