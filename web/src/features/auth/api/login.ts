import type { LoginBody, LoginResult } from '@contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** POST /api/auth/login: signs in, or asks for the second factor. */
export const login = (body: LoginBody) => api.post<LoginResult>('/api/auth/login', body);

export const needsTwoFactor = (result: LoginResult): result is { twoFactorRequired: true } =>
  'twoFactorRequired' in result && result.twoFactorRequired === true;

export const useLogin = () => useMutation({ mutationFn: login });
