import type { SavedApplicationList } from '@contract/account/applications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export const savedApplicationsKey = ['account', 'saved-applications'] as const;

export const getSavedApplications = () => api.get<SavedApplicationList>('/api/applications/saved');

export const savedApplicationsQueryOptions = () =>
  queryOptions({ queryKey: savedApplicationsKey, queryFn: getSavedApplications });

export const useSavedApplications = () => useQuery(savedApplicationsQueryOptions());
