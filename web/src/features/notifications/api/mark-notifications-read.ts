import type { MarkNotificationsRead } from '@contract/account/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { notificationsKey } from './get-notifications';

export const markNotificationsRead = (body: MarkNotificationsRead) =>
  api.post<{ unread: number }>('/api/notifications/read', body);

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}
