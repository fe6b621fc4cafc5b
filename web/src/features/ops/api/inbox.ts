import type { InboxList, InboxMessage } from '@contract/ops/console';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, request } from '@web/lib/api-client';
import { filteredPath, pagedQueryOptions, pagePath } from '@web/lib/paged-query';

/** How many messages the inbox shows at a time ("Load more" asks for as many again). */
export const INBOX_PAGE_SIZE = 50;

/** The contact inbox with its filters, newest first, a page at a time. */
export const inboxQueryOptions = (filters: { status?: string; subject?: string }) =>
  pagedQueryOptions(['ops', 'inbox', filters], (cursor) =>
    api.get<InboxList>(pagePath(filteredPath('/api/ops/contact', filters), INBOX_PAGE_SIZE, cursor)),
  );

export const useInbox = (filters: { status?: string; subject?: string }) =>
  useInfiniteQuery(inboxQueryOptions(filters));

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
