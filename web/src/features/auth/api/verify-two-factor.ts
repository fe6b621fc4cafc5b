import type { SignedIn } from '@contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** POST /api/auth/2fa/verify: the authenticator code that completes a login. */
export const verifyTwoFactor = (code: string) => api.post<SignedIn>('/api/auth/2fa/verify', { code });

export const useVerifyTwoFactor = () => useMutation({ mutationFn: verifyTwoFactor });
