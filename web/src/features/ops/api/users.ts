import type { WalletTransactions } from '@contract/account/wallet';
import { type OpsUser, type OpsUserApplications, USER_SEARCH_MIN } from '@contract/ops/console';
import type { Role } from '@contract/ops/roles';
import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { afterFirstPageOptions, type Page, pagePath } from '@web/lib/paged-query';

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
const userPath = (id: string) => `/api/ops/users/${encodeURIComponent(id)}`;
export const opsUserQueryOptions = (id: string) =>
  queryOptions({ queryKey: userKey(id), queryFn: () => api.get<OpsUser>(userPath(id)) });
export const useOpsUser = (id: string) => useQuery({ ...opsUserQueryOptions(id), enabled: Boolean(id) });

/** How many of a user's applications and wallet entries the user page adds at a time ("Load more"). */
export const USER_LIST_PAGE_SIZE = 50;

/** A list of the user page: its first page embedded in the user's answer, under the user's key. */
function useUserList<P extends Page<unknown>>(id: string, list: string, path: string, first: P, updatedAt: number) {
  return useInfiniteQuery(
    afterFirstPageOptions(
      [...userKey(id), list],
      (cursor) => api.get<P>(pagePath(path, USER_LIST_PAGE_SIZE, cursor)),
      first,
      updatedAt,
    ),
  );
}

/** The user's applications past the draft, newest first: the first page from the user's answer, then more. */
export const useUserApplications = (id: string, user: OpsUser, updatedAt: number) =>
  useUserList<OpsUserApplications>(
    id,
    'applications',
    `${userPath(id)}/applications`,
    { items: user.applications, nextCursor: user.applicationsNextCursor },
    updatedAt,
  );

/** The user's wallet ledger, newest first: the first page from the user's answer, then more. */
export const useUserWallet = (id: string, user: OpsUser, updatedAt: number) =>
  useUserList<WalletTransactions>(
    id,
    'wallet',
    `${userPath(id)}/wallet/transactions`,
    { items: user.wallet.transactions, nextCursor: user.wallet.nextCursor },
    updatedAt,
  );

function useUserAction<T, R>(id: string, send: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKey(id) }),
  });
}

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
