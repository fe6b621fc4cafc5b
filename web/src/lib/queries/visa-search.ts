import type { VisaSearchResponse } from '@contract/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** A search's route and purpose (a SearchPayload); the trip dates are optional (the apply wizard asks for them later). */
export interface VisaSearchParams {
  from: string;
  to: string;
  type: string;
  start?: string;
  end?: string;
}

/** GET /api/visa/search: the requirement for the passport and the options of one purpose. */
export const visaSearchQueryOptions = (params: VisaSearchParams) =>
  queryOptions({
    queryKey: ['visa-search', params],
    queryFn: () => api.get<VisaSearchResponse>(`/api/visa/search?${new URLSearchParams({ ...params })}`),
    retry: false,
  });

/** `null` while the search is not complete yet (no destination chosen). */
export function useVisaSearch(params: VisaSearchParams | null) {
  return useQuery({ ...visaSearchQueryOptions(params ?? { from: '', to: '', type: '' }), enabled: params !== null });
}
