import type { RetentionDue } from '@contract/ops/console';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { pagedQueryOptions, pagePath } from '@web/lib/paged-query';

/** How many applications due for deletion the console shows at a time ("Load more" asks for as many again). */
export const RETENTION_PAGE_SIZE = 50;

/** What the retention job deletes within the next `days` (docs/retention.md), soonest first, a page at a time. */
export const retentionDueQueryOptions = (days: number) => ({
  ...pagedQueryOptions(['ops', 'retention', days], (cursor) =>
    api.get<RetentionDue>(pagePath(`/api/ops/retention?days=${days}`, RETENTION_PAGE_SIZE, cursor)),
  ),
  placeholderData: keepPreviousData,
});

export const useRetentionDue = (days: number) => useInfiniteQuery(retentionDueQueryOptions(days));
