import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** POST /api/otpMobile/resend-otp-mobile: the same flow's code again. */
export const resendMobileOtp = (mobile: string) =>
  api.post<{ type: string; message: string }>('/api/otpMobile/resend-otp-mobile', { mobile });

export const useResendMobileOtp = () => useMutation({ mutationFn: resendMobileOtp });
