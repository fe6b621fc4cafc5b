import type { SavedTrip, SaveTrip } from '@contract/trip-check';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLang } from '@web/i18n/use-lang';
import { api } from '@web/lib/api-client';

export const savedTripsKey = ['trip-check', 'saved'] as const;

const savedTripsQuery = (lang: string) =>
  queryOptions({
    queryKey: [...savedTripsKey, lang],
    queryFn: () => api.get<{ items: SavedTrip[] }>('/api/trip-check/saved'),
  });

/** GET /api/trip-check/saved: the signed-in traveller's saved trips with today's verdicts. */
export const useSavedTrips = () => useQuery(savedTripsQuery(useLang()));

/** POST /api/trip-check/saved */
export function useSaveTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveTrip) => api.post<SavedTrip>('/api/trip-check/saved', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedTripsKey }),
  });
}

/** DELETE /api/trip-check/saved/:id */
export function useDeleteSavedTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ ok: true }>(`/api/trip-check/saved/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedTripsKey }),
  });
}
