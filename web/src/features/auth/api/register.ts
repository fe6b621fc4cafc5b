import type { RegisterBody, SignedIn } from '@contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** POST /api/auth/register: creates the account and signs in. */
export const register = (body: RegisterBody) => api.post<SignedIn>('/api/auth/register', body);

export const useRegister = () => useMutation({ mutationFn: register });
