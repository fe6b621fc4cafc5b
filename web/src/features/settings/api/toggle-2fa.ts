import type { Settings, TwoFactorEnrolment } from '@contract/account/settings';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@web/app/session';
import { api } from '@web/lib/api-client';
import { settingsKey } from './get-settings';

/** Step one of enrolment: a new secret and its QR code; 2FA stays off until a code is confirmed. */
export const startTwoFactor = () => api.post<TwoFactorEnrolment>('/api/settings/toggle-2fa', { enable: true });

/** Switching off needs a current authenticator code or an unused recovery code. */
export const disableTwoFactor = (code: string) =>
  api.post<{ enabled: boolean }>('/api/settings/toggle-2fa', { enable: false, code });

/** Sets the 2FA state from the server's answer (docs/product/my-account.md#settings) in the settings and the signed-in user. */
export function useApplyTwoFactorState() {
  const queryClient = useQueryClient();
  const { user, setUser } = useSession();
  return (enabled: boolean) => {
    setTwoFactorState(queryClient, enabled);
    if (user) setUser({ ...user, twoFAEnabled: enabled });
  };
}

function setTwoFactorState(queryClient: QueryClient, enabled: boolean) {
  queryClient.setQueryData<Settings>(settingsKey, (settings) =>
    settings ? { ...settings, twoFAEnabled: enabled } : settings,
  );
}

export function useStartTwoFactor() {
  return useMutation({ mutationFn: startTwoFactor });
}

export function useDisableTwoFactor() {
  const apply = useApplyTwoFactorState();
  return useMutation({ mutationFn: disableTwoFactor, onSuccess: (result) => apply(result.enabled) });
}
