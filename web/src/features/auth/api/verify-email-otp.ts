import type { SuccessMessage } from '@contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** POST /api/verify-otp: checks the sign-up code before the account is created. */
export const verifyEmailOtp = ({ email, otp }: { email: string; otp: string }) =>
  api.post<SuccessMessage>('/api/verify-otp', { email, otp });

export const useVerifyEmailOtp = () => useMutation({ mutationFn: verifyEmailOtp });
