import type { SuccessMessage } from '@contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** POST /api/reset-password: mails a reset link (the answer is the same for unknown addresses). */
export const requestPasswordReset = (email: string) => api.post<SuccessMessage>('/api/reset-password', { email });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
