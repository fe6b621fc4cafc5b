import type { Confirm2faResponse } from '@contract/account/settings';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { useApplyTwoFactorState } from './toggle-2fa';

/** Step two of enrolment: the first authenticator code switches 2FA on and returns the recovery codes once. */
export const confirmTwoFactor = (code: string) => api.post<Confirm2faResponse>('/api/settings/2fa/confirm', { code });

export function useConfirmTwoFactor() {
  const apply = useApplyTwoFactorState();
  return useMutation({ mutationFn: confirmTwoFactor, onSuccess: (result) => apply(result.enabled) });
}
