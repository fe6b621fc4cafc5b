import { type OpsUser, USER_SEARCH_MIN } from '@contract/ops/console';
import type { Role } from '@contract/ops/roles';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

interface Hit {
  id: string;
  email: string;
  name: string;
  mobile: string | null;
  role: Role;
}

export const userSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['ops', 'users', q],
    queryFn: () => api.get<{ items: Hit[] }>(`/api/ops/users?q=${encodeURIComponent(q)}`),
    enabled: q.trim().length >= USER_SEARCH_MIN,
  });
export const useUserSearch = (q: string) => useQuery(userSearchQueryOptions(q));

const userKey = (id: string) => ['ops', 'user', id] as const;
export const opsUserQueryOptions = (id: string) =>
  queryOptions({ queryKey: userKey(id), queryFn: () => api.get<OpsUser>(`/api/ops/users/${encodeURIComponent(id)}`) });
export const useOpsUser = (id: string) => useQuery({ ...opsUserQueryOptions(id), enabled: Boolean(id) });

function useUserAction<T, R>(id: string, send: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKey(id) }),
  });
}

const userPath = (id: string) => `/api/ops/users/${encodeURIComponent(id)}`;

export const useReveal = (id: string) =>
  useMutation({
    mutationFn: (field: 'passportNo' | 'pan') =>
      api.post<{ field: string; value: string | null }>(`${userPath(id)}/reveal`, { field }),
  });

export const useRevokeSession = (id: string) =>
  useUserAction(id, (sessionId: string) => api.delete(`${userPath(id)}/sessions/${encodeURIComponent(sessionId)}`));
export const useRevokeAll = (id: string) => useUserAction(id, () => api.delete(`${userPath(id)}/sessions`));
export const useAdjustWallet = (id: string) =>
  useUserAction(id, (body: { type: 'credit' | 'debit'; amount: number; reason: string; idempotencyKey: string }) =>
    api.post(`${userPath(id)}/wallet`, body),
  );
export const useChangeRole = (id: string) =>
  useUserAction(id, (role: Role) => api.post(`${userPath(id)}/role`, { role }));
