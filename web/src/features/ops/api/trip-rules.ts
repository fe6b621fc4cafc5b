import type { ConfirmFact, OpsTripRule, StaleFacts, TripRuleEdit, TripRuleHistory } from '@contract/ops/trip-rules';
import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { pagedQueryOptions, pagePath } from '@web/lib/paged-query';

const KEY = ['ops', 'trip-rules'] as const;

export const tripRulesQueryOptions = () =>
  queryOptions({ queryKey: [...KEY, 'list'], queryFn: () => api.get<{ items: OpsTripRule[] }>('/api/ops/trip-rules') });
export const useTripRules = () => useQuery(tripRulesQueryOptions());

/** How many changes of a rule the console shows at a time ("Load more" asks for as many again). */
export const TRIP_RULE_HISTORY_PAGE_SIZE = 50;

/** A rule's changes, newest first, a page at a time. */
export const tripRuleHistoryQueryOptions = (id: string) =>
  pagedQueryOptions([...KEY, 'history', id], (cursor) =>
    api.get<TripRuleHistory>(
      pagePath(`/api/ops/trip-rules/${encodeURIComponent(id)}/history`, TRIP_RULE_HISTORY_PAGE_SIZE, cursor),
    ),
  );
export const useTripRuleHistory = (id: string) => useInfiniteQuery(tripRuleHistoryQueryOptions(id));

export const staleFactsQueryOptions = () =>
  queryOptions({ queryKey: [...KEY, 'stale'], queryFn: () => api.get<StaleFacts>('/api/ops/stale-facts') });
export const useStaleFacts = () => useQuery(staleFactsQueryOptions());

type Saved = { changeId: number };

/** Every change refreshes the rules, their histories, the queue and the catalogue's contradictions together. */
function useFactChange<T>(send: (input: T) => Promise<Saved>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: KEY }),
        queryClient.invalidateQueries({ queryKey: ['ops', 'catalogue'] }),
      ]),
  });
}

export const useSaveTripRule = () =>
  useFactChange(({ id, edit }: { id: string; edit: TripRuleEdit }) =>
    api.put<Saved>(`/api/ops/trip-rules/${encodeURIComponent(id)}`, edit),
  );

export const useRevertTripRuleChange = () =>
  useFactChange((id: number) => api.post<Saved>(`/api/ops/trip-rules/history/${id}/revert`));

export const useConfirmFact = () =>
  useFactChange((input: ConfirmFact) => api.post<Saved>('/api/ops/stale-facts/confirm', input));
