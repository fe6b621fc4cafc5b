import type { CountriesResponse, Country } from '@contract/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** GET /api/countries, cached for the session: the search autocomplete, the booking panel and sign-up share it. */
export const countriesQuery = queryOptions({
  queryKey: ['countries'] as const,
  queryFn: async (): Promise<Country[]> => (await api.get<CountriesResponse>('/api/countries')).items,
  staleTime: Number.POSITIVE_INFINITY,
  retry: 1,
});

/** The ~199 countries with their aliases; `enabled` defers the load to the first use of an autocomplete. */
export function useCountries(enabled = true) {
  return useQuery({ ...countriesQuery, enabled });
}
