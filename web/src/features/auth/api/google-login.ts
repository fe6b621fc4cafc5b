import type { LoginResult } from '@contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export interface GoogleLoginBody {
  credential: string;
  email?: string;
  name?: string;
  picture?: string;
  ref?: string;
}

/** POST /api/auth/google: signs in (or up) with a Google credential. */
export const googleLogin = (body: GoogleLoginBody) => api.post<LoginResult>('/api/auth/google', body);

export const useGoogleLogin = () => useMutation({ mutationFn: googleLogin });
