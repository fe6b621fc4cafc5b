import type { WhatsappSetting } from '@contract/account/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

const whatsappKey = ['account', 'whatsapp-setting'] as const;

export const useWhatsappSetting = () =>
  useQuery(
    queryOptions({
      queryKey: whatsappKey,
      queryFn: () => api.get<WhatsappSetting>('/api/notifications/whatsapp'),
    }),
  );

/** Opts in (the words shown are recorded) or revokes. */
export function useChangeWhatsappSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (optIn: boolean) => api.put<WhatsappSetting>('/api/notifications/whatsapp', { optIn }),
    onSuccess: (saved) => queryClient.setQueryData(whatsappKey, saved),
  });
}
