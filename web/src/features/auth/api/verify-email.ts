import type { SuccessMessage } from '@contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** POST /api/auth/verify-email: confirms the signed-in account's address with its code. */
export const verifyEmail = ({ email, otp }: { email: string; otp: string }) =>
  api.post<SuccessMessage>('/api/auth/verify-email', { email, otp });

export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });
