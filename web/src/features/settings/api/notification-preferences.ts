import type { NotificationPreferences, NotificationPreferencesUpdate } from '@contract/account/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export const preferencesKey = ['account', 'notification-preferences'] as const;

export const preferencesQueryOptions = () =>
  queryOptions({
    queryKey: preferencesKey,
    queryFn: () => api.get<NotificationPreferences>('/api/notifications/preferences'),
  });

export const useNotificationPreferences = () => useQuery(preferencesQueryOptions());

function withChanges(
  current: NotificationPreferences,
  changes: NotificationPreferencesUpdate,
): NotificationPreferences {
  const preferences = { ...current.preferences };
  for (const [category, choices] of Object.entries(changes) as Array<[keyof typeof preferences, object]>) {
    preferences[category] = { ...preferences[category], ...choices };
  }
  return { ...current, preferences };
}

/** Shows the change at once and puts it back if the server refuses it. */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: NotificationPreferencesUpdate) =>
      api.put<NotificationPreferences>('/api/notifications/preferences', changes),
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey: preferencesKey });
      const previous = queryClient.getQueryData<NotificationPreferences>(preferencesKey);
      if (previous) queryClient.setQueryData(preferencesKey, withChanges(previous, changes));
      return { previous };
    },
    onError: (_error, _changes, context) => {
      if (context?.previous) queryClient.setQueryData(preferencesKey, context.previous);
    },
    onSuccess: (saved) => queryClient.setQueryData(preferencesKey, saved),
  });
}
