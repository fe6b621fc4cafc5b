import type { SuccessMessage } from '@contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** POST /api/otpMobile/verify-otp-mobile: checks the SMS code. */
export const verifyMobileOtp = ({ mobile, otp }: { mobile: string; otp: string }) =>
  api.post<SuccessMessage>('/api/otpMobile/verify-otp-mobile', { mobile, otp });

export const useVerifyMobileOtp = () => useMutation({ mutationFn: verifyMobileOtp });
