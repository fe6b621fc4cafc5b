import type { OnTimeRecord } from '@contract/on-time-record';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** The server recomputes the record at most hourly: a visit asks again after a few minutes at most. */
const STALE_MS = 5 * 60 * 1000;

export const onTimeRecordQueryOptions = () =>
  queryOptions({
    queryKey: ['on-time-record'],
    queryFn: () => api.get<OnTimeRecord>('/api/on-time'),
    staleTime: STALE_MS,
  });

/** The public on-time record (docs/on-time.md#the-public-record), asked for in the browser. */
export const useOnTimeRecord = () => useQuery(onTimeRecordQueryOptions());
