import type { AccountDeletionRequest, Consent, DataExportRequest, GrantConsent } from '@contract/account/privacy';
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

/** "Download my data": asked for again with the password; the link to the ZIP comes by e-mail. */
export function useRequestExport() {
  return useMutation({
    mutationFn: (body: DataExportRequest) =>
      api.post<{ queued: true; linkValidHours: number }>('/api/account/privacy/export', body),
  });
}

/** "Delete my account": with the password again; the server erases the account and ends every session. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: AccountDeletionRequest) => api.post<{ deleted: true }>('/api/account/privacy/delete', body),
  });
}
