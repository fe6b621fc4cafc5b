import type { HandoffResponse } from '@contract/handoff';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import type { HandoffSearch } from '@web/lib/search-payload';

/** POST /api/handoff: where to send the signed-in traveller to book (a path of ours, or the booking site). */
export const startHandoff = (search: HandoffSearch) => api.post<HandoffResponse>('/api/handoff', search);

export const useStartHandoff = () => useMutation({ mutationFn: startHandoff });
