import type { ResetPasswordCheckBody, ResetPasswordCheckResult } from '@contract/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** POST /api/reset-password/check: whether a reset link is still usable (it changes nothing on the server). */
export const checkPasswordResetLink = (body: ResetPasswordCheckBody) =>
  api.post<ResetPasswordCheckResult>('/api/reset-password/check', body);

export const resetLinkQueryOptions = (body: ResetPasswordCheckBody) =>
  queryOptions({
    queryKey: ['auth', 'reset-link', body.email, body.token],
    queryFn: () => checkPasswordResetLink(body),
    enabled: Boolean(body.email && body.token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useResetLinkCheck = (body: ResetPasswordCheckBody) => useQuery(resetLinkQueryOptions(body));
