import type { QueuePage } from '@contract/ops/console';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export type QueueFilters = Record<
  'status' | 'country' | 'purpose' | 'minAgeDays' | 'overdue' | 'promise' | 'sort' | 'cursor',
  string
>;

const search = (filters: Partial<QueueFilters>) =>
  new URLSearchParams(Object.entries(filters).filter(([, value]) => value) as Array<[string, string]>).toString();

export const queueQueryOptions = (filters: Partial<QueueFilters>) =>
  queryOptions({
    queryKey: ['ops', 'queue', filters],
    queryFn: () => api.get<QueuePage>(`/api/ops/applications?${search(filters)}`),
    placeholderData: keepPreviousData,
  });

export const useQueue = (filters: Partial<QueueFilters>) => useQuery(queueQueryOptions(filters));
