import type { InboxMessage } from '@contract/ops/console';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, request } from '@web/lib/api-client';

export const inboxQueryOptions = (filters: { status?: string; subject?: string }) =>
  queryOptions({
    queryKey: ['ops', 'inbox', filters],
    queryFn: () =>
      api.get<{ items: InboxMessage[] }>(
        `/api/ops/contact?${new URLSearchParams(Object.entries(filters).filter(([, v]) => v) as Array<[string, string]>)}`,
      ),
  });

export const useInbox = (filters: { status?: string; subject?: string }) => useQuery(inboxQueryOptions(filters));

function useInboxAction<T>(send: (input: T) => Promise<InboxMessage>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ops', 'inbox'] }),
  });
}

export const useUpdateMessage = () =>
  useInboxAction(({ id, ...body }: { id: string; status?: string; assigneeId?: string | null }) =>
    request<InboxMessage>('PATCH', `/api/ops/contact/${encodeURIComponent(id)}`, body),
  );

export const useReply = () =>
  useInboxAction(({ id, body }: { id: string; body: string }) =>
    api.post<InboxMessage>(`/api/ops/contact/${encodeURIComponent(id)}/reply`, { body }),
  );
