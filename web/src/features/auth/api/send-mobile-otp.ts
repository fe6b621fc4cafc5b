import type { SendMobileOtpBody, SuccessMessage } from '@contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** POST /api/otpMobile/send-otp-mobile: a login or verification code by SMS. */
export const sendMobileOtp = (body: SendMobileOtpBody) =>
  api.post<SuccessMessage>('/api/otpMobile/send-otp-mobile', body);

export const useSendMobileOtp = () => useMutation({ mutationFn: sendMobileOtp });
