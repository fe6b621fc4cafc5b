import type { SendOtpBody, SuccessMessage } from '@contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** POST /api/send-otp: a sign-up or verify-e-mail code to the address. */
export const sendEmailOtp = (body: SendOtpBody) => api.post<SuccessMessage>('/api/send-otp', body);

export const useSendEmailOtp = () => useMutation({ mutationFn: sendEmailOtp });
