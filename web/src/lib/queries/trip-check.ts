import type { Lang } from '@contract/lang';
import type { TripCheckRequest, TripCheckResponse } from '@contract/trip-check';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLang } from '@web/i18n/use-lang';
import { api } from '@web/lib/api-client';

/** POST /api/trip-check: nothing is stored, so the answer is a query keyed by the trip (and the page's language). */
export const tripCheckQuery = (trip: TripCheckRequest, lang: Lang) =>
  queryOptions({
    queryKey: ['trip-check', lang, trip],
    queryFn: () => api.post<TripCheckResponse>('/api/trip-check', trip),
    retry: false,
  });

export function useTripCheck(trip: TripCheckRequest | undefined) {
  const lang = useLang();
  return useQuery({ ...tripCheckQuery(trip ?? { passport: 'IN', legs: [] }, lang), enabled: trip !== undefined });
}
