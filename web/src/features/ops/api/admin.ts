import type { AuditRow } from '@contract/ops/console';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export const auditQueryOptions = (filters: { operator?: string; target?: string; action?: string }) =>
  queryOptions({
    queryKey: ['ops', 'audit', filters],
    queryFn: () =>
      api.get<{ items: AuditRow[] }>(
        `/api/ops/audit?${new URLSearchParams(Object.entries(filters).filter(([, v]) => v) as Array<[string, string]>)}`,
      ),
  });
export const useAudit = (filters: { operator?: string; target?: string; action?: string }) =>
  useQuery(auditQueryOptions(filters));

interface FailedMessage {
  id: string;
  channel: string;
  to: string;
  purpose: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
}
export const failedJobsQueryOptions = () =>
  queryOptions({
    queryKey: ['ops', 'jobs', 'failed'],
    queryFn: () => api.get<{ items: FailedMessage[] }>('/api/ops/jobs/failed'),
  });
export const useFailedJobs = () => useQuery(failedJobsQueryOptions());

export const useRetryJob = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post(`/api/ops/jobs/${encodeURIComponent(id)}/retry`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ops', 'jobs'] }),
  });
};
