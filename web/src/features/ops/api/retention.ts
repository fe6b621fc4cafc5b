import type { RetentionDue } from '@contract/ops/console';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** What the retention job deletes within the next `days` (docs/retention.md). */
export const retentionDueQueryOptions = (days: number) =>
  queryOptions({
    queryKey: ['ops', 'retention', days],
    queryFn: () => api.get<RetentionDue>(`/api/ops/retention?days=${days}`),
    placeholderData: keepPreviousData,
  });

export const useRetentionDue = (days: number) => useQuery(retentionDueQueryOptions(days));
