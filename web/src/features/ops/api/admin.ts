import type { AuditList, FailedJobs } from '@contract/ops/console';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { filteredPath, pagedQueryOptions, pagePath } from '@web/lib/paged-query';

/** How many audit entries and failed messages the console shows at a time ("Load more" asks for as many again). */
export const ADMIN_PAGE_SIZE = 50;

/** The audit log with its filters, newest first, a page at a time. */
export const auditQueryOptions = (filters: { operator?: string; target?: string; action?: string }) =>
  pagedQueryOptions(['ops', 'audit', filters], (cursor) =>
    api.get<AuditList>(pagePath(filteredPath('/api/ops/audit', filters), ADMIN_PAGE_SIZE, cursor)),
  );
export const useAudit = (filters: { operator?: string; target?: string; action?: string }) =>
  useInfiniteQuery(auditQueryOptions(filters));

/** Messages that failed for good, newest first, a page at a time. */
export const failedJobsQueryOptions = () =>
  pagedQueryOptions(['ops', 'jobs', 'failed'], (cursor) =>
    api.get<FailedJobs>(pagePath('/api/ops/jobs/failed', ADMIN_PAGE_SIZE, cursor)),
  );
export const useFailedJobs = () => useInfiniteQuery(failedJobsQueryOptions());

export const useRetryJob = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post(`/api/ops/jobs/${encodeURIComponent(id)}/retry`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ops', 'jobs'] }),
  });
};
