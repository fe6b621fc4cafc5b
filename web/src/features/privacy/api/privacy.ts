import type { Consent, GrantConsent } from '@contract/account/privacy';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { privacyKey, privacyQueryOptions } from '@web/lib/queries/privacy';

export const usePrivacy = () => useQuery(privacyQueryOptions());

/** Withdraws one consent; the page reloads the list (marketing and the application's state follow). */
export function useWithdrawConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<Consent>(`/api/account/privacy/consents/${encodeURIComponent(id)}/withdraw`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: privacyKey }),
  });
}

/** Gives a consent under the current notice (marketing from this page). */
export function useGrantConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GrantConsent) => api.post<Consent>('/api/account/privacy/consents', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: privacyKey }),
  });
}
