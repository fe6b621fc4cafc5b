import type { Destination, DestinationsResponse } from '@contract/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** Operators' edits reach every server within 5 seconds: an answer older than that is asked for again. */
export const LIVE_CATALOGUE_STALE_MS = 5_000;

/**
 * GET /api/destinations, the live cards (prices, E-VISA chips): one cache for the home grid and the apply wizard's
 * destination list.
 */
export const destinationsQuery = queryOptions({
  queryKey: ['destinations'] as const,
  queryFn: async (): Promise<Destination[]> => (await api.get<DestinationsResponse>('/api/destinations')).items,
  staleTime: LIVE_CATALOGUE_STALE_MS,
});

export const useDestinations = () => useQuery(destinationsQuery);
