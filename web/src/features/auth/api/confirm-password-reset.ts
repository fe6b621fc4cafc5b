import type { ResetPasswordConfirmBody, SuccessMessage } from '@contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** POST /api/reset-password/confirm: sets the new password from a reset link. */
export const confirmPasswordReset = (body: ResetPasswordConfirmBody) =>
  api.post<SuccessMessage>('/api/reset-password/confirm', body);

export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });
