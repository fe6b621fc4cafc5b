import type { ConfirmFact, OpsTripRule, StaleFacts, TripRuleChange, TripRuleEdit } from '@contract/ops/trip-rules';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

const KEY = ['ops', 'trip-rules'] as const;

export const tripRulesQueryOptions = () =>
  queryOptions({ queryKey: [...KEY, 'list'], queryFn: () => api.get<{ items: OpsTripRule[] }>('/api/ops/trip-rules') });
export const useTripRules = () => useQuery(tripRulesQueryOptions());

export const useTripRuleHistory = (id: string) =>
  useQuery({
    queryKey: [...KEY, 'history', id],
    queryFn: () => api.get<{ items: TripRuleChange[] }>(`/api/ops/trip-rules/${encodeURIComponent(id)}/history`),
  });

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
