import type { TrackQuery, TrackResponse } from '@contract/apply/applications';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** POST /api/track: an application made on this site, by reference plus the account's e-mail. */
export const trackApplication = (body: TrackQuery) => api.post<TrackResponse>('/api/track', body);

export const useTrackApplication = () => useMutation({ mutationFn: trackApplication });
