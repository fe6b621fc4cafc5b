import type { DestinationReviews } from '@contract/reviews';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { LIVE_CATALOGUE_STALE_MS } from '@web/lib/destinations-query';
import { useServerData } from '@web/lib/server-data';

export const destinationReviewsQueryOptions = (country: string) =>
  queryOptions({
    queryKey: ['reviews', country],
    queryFn: () => api.get<DestinationReviews>(`/api/reviews?country=${encodeURIComponent(country)}`),
    staleTime: LIVE_CATALOGUE_STALE_MS,
  });

/**
 * A destination's published reviews. A page the server rendered starts from the reviews it was rendered with (so
 * hydration matches its HTML); a prerendered page, or one opened in the app, asks the API.
 */
export function useDestinationReviews(country: string): DestinationReviews | undefined {
  const rendered = useServerData<DestinationReviews>('reviews');
  const initial = rendered?.country === country ? { initialData: rendered } : {};
  return useQuery({ ...destinationReviewsQueryOptions(country), ...initial }).data;
}
