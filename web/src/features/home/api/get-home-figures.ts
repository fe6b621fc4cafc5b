import type { HomeFigures } from '@contract/on-time-record';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export const homeFiguresQueryOptions = () =>
  queryOptions({
    queryKey: ['home-figures'],
    queryFn: () => api.get<HomeFigures>('/api/home-figures'),
    staleTime: 5 * 60 * 1000,
  });

/**
 * The home page's own figures once the product has enough data (docs/on-time.md#home-figures). Asked for in the
 * browser only: the prerendered page, and the page while hydrating, show the standing figures.
 */
export const useHomeFigures = () => useQuery(homeFiguresQueryOptions()).data;
