import type { SavedApplicationList } from '@contract/account/applications';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { pagedQueryOptions, pagePath } from '@web/lib/paged-query';

/** How many saved applications the page shows at a time ("Load more" asks for as many again). */
export const SAVED_APPLICATIONS_PAGE_SIZE = 20;

export const savedApplicationsKey = ['account', 'saved-applications', 'pages', SAVED_APPLICATIONS_PAGE_SIZE] as const;

export const getSavedApplications = (cursor?: string) =>
  api.get<SavedApplicationList>(pagePath('/api/applications/saved', SAVED_APPLICATIONS_PAGE_SIZE, cursor));

export const savedApplicationsQueryOptions = () => pagedQueryOptions(savedApplicationsKey, getSavedApplications);

export const useSavedApplications = () => useInfiniteQuery(savedApplicationsQueryOptions());
