import type { UserResponse } from '@contract/user';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** POST /api/auth/add-mobile: attaches the verified mobile to the signed-in account. */
export const addMobile = (mobile: string) => api.post<UserResponse>('/api/auth/add-mobile', { mobile });

export const useAddMobile = () => useMutation({ mutationFn: addMobile });
