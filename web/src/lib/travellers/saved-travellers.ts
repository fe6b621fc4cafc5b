import type {
  SAVED_RELATIONSHIPS,
  SavedTraveller,
  SavedTravellerInput,
  SavedTravellerList,
} from '@contract/account/travellers';
import type { Ok } from '@contract/errors';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/**
 * The account's saved travellers, shared by the Travellers page and the apply wizard (which offers them).
 * Every change reloads the list, so both screens stay in step.
 */
export const savedTravellersKey = ['account', 'travellers'] as const;

export const useSavedTravellers = (enabled = true) =>
  useQuery({ queryKey: savedTravellersKey, queryFn: () => api.get<SavedTravellerList>('/api/travellers'), enabled });

function useTravellerMutation<Input, Answer>(call: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedTravellersKey }),
  });
}

export const useAddTraveller = () =>
  useTravellerMutation((input: SavedTravellerInput) => api.post<SavedTraveller>('/api/travellers', input));

export const useUpdateTraveller = () =>
  useTravellerMutation(({ id, ...input }: SavedTravellerInput & { id: string }) =>
    api.put<SavedTraveller>(`/api/travellers/${encodeURIComponent(id)}`, input),
  );

export const useDeleteTraveller = () =>
  useTravellerMutation((id: string) => api.delete<Ok>(`/api/travellers/${encodeURIComponent(id)}`));

/** The words of each relationship (the value stays the contract's English word). */
export const RELATIONSHIP_KEYS: Record<(typeof SAVED_RELATIONSHIPS)[number], string> = {
  Spouse: 'apply.travellers.relationships.Spouse',
  Child: 'apply.travellers.relationships.Child',
  Parent: 'apply.travellers.relationships.Parent',
  Sibling: 'apply.travellers.relationships.Sibling',
  Friend: 'apply.travellers.relationships.Friend',
  Colleague: 'apply.travellers.relationships.Colleague',
  Other: 'apply.travellers.relationships.Other',
};
