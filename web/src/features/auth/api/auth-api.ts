import type {
  LoginBody,
  LoginResult,
  RegisterBody,
  ResetPasswordConfirmBody,
  SendMobileOtpBody,
  SendOtpBody,
  SignedIn,
  SuccessMessage,
} from '@contract/auth';
import type { UserResponse } from '@contract/user';
import { ApiError, api } from '../../../lib/api-client';

/** The calls of SPEC 7 (auth rows). The session itself is the httpOnly cookie the server sets. */
export const authApi = {
  sendEmailOtp: (body: SendOtpBody) => api.post<SuccessMessage>('/api/send-otp', body),
  verifyEmailOtp: (email: string, otp: string) => api.post<SuccessMessage>('/api/verify-otp', { email, otp }),
  register: (body: RegisterBody) => api.post<SignedIn>('/api/auth/register', body),
  login: (body: LoginBody) => api.post<LoginResult>('/api/auth/login', body),
  verifyTwoFactor: (code: string) => api.post<SignedIn>('/api/auth/2fa/verify', { code }),
  google: (body: { credential: string; email?: string; name?: string; picture?: string; ref?: string }) =>
    api.post<LoginResult>('/api/auth/google', body),
  sendMobileOtp: (body: SendMobileOtpBody) => api.post<SuccessMessage>('/api/otpMobile/send-otp-mobile', body),
  resendMobileOtp: (mobile: string) =>
    api.post<{ type: string; message: string }>('/api/otpMobile/resend-otp-mobile', { mobile }),
  verifyMobileOtp: (mobile: string, otp: string) =>
    api.post<SuccessMessage>('/api/otpMobile/verify-otp-mobile', { mobile, otp }),
  mobileLogin: (mobile: string) => api.post<LoginResult>('/api/auth/mobile-login', { mobile }),
  addMobile: (mobile: string) => api.post<UserResponse>('/api/auth/add-mobile', { mobile }),
  requestPasswordReset: (email: string) => api.post<SuccessMessage>('/api/reset-password', { email }),
  confirmPasswordReset: (body: ResetPasswordConfirmBody) =>
    api.post<SuccessMessage>('/api/reset-password/confirm', body),
  verifyEmail: (email: string, otp: string) => api.post<SuccessMessage>('/api/auth/verify-email', { email, otp }),
};

/** SPEC 8: the server's message is shown as-is; without one (or without the server), the flow's fixed text. */
export function errorText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.isNetworkError) return fallback;
  return error.code === 'HTTP_ERROR' ? fallback : error.message;
}

/** Seconds the server asked us to wait (429 Retry-After), if any. */
export const retryAfterOf = (error: unknown) => (error instanceof ApiError ? error.retryAfterSeconds : undefined);

export const needsTwoFactor = (result: LoginResult): result is { twoFactorRequired: true } =>
  'twoFactorRequired' in result && result.twoFactorRequired === true;
