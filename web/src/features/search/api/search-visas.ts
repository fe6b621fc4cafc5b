import type { VisaSearchResponse } from '@contract/catalogue';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { SearchPayload } from '../lib/search-payload';

export function useVisaSearch(payload: SearchPayload | null) {
  return useQuery({
    queryKey: ['visa-search', payload],
    queryFn: () => api.get<VisaSearchResponse>(`/api/visa/search?${new URLSearchParams({ ...payload! })}`),
    enabled: payload !== null,
    retry: false,
  });
}
