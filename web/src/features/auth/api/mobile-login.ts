import type { LoginResult } from '@contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** POST /api/auth/mobile-login: signs in with the mobile whose code was just verified. */
export const mobileLogin = (mobile: string) => api.post<LoginResult>('/api/auth/mobile-login', { mobile });

export const useMobileLogin = () => useMutation({ mutationFn: mobileLogin });
