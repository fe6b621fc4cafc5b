import type { CountriesResponse, Country } from '@contract/catalogue';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const countriesQuery = {
  queryKey: ['countries'] as const,
  queryFn: async (): Promise<Country[]> => (await api.get<CountriesResponse>('/api/countries')).items,
  staleTime: Number.POSITIVE_INFINITY,
  retry: 1,
};

/** The ~199 countries with their aliases; loaded on first use of an autocomplete. */
export function useCountries(enabled: boolean) {
  return useQuery({ ...countriesQuery, enabled });
}
