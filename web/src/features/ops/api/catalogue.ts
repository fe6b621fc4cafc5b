import type { Contradiction } from '@contract/catalogue-contradictions';
import type {
  CatalogueChange,
  DestinationEdit,
  RequirementOverrideInput,
  VisaOptionEdit,
} from '@contract/catalogue-facts';
import type { OpsCatalogue } from '@contract/ops/catalogue';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

const KEY = ['ops', 'catalogue'] as const;

export const catalogueQueryOptions = () =>
  queryOptions({ queryKey: [...KEY, 'facts'], queryFn: () => api.get<OpsCatalogue>('/api/ops/catalogue') });
export const useConsoleCatalogue = () => useQuery(catalogueQueryOptions());

export const catalogueHistoryQueryOptions = () =>
  queryOptions({
    queryKey: [...KEY, 'history'],
    queryFn: () => api.get<{ items: CatalogueChange[] }>('/api/ops/catalogue/history?limit=50'),
  });
export const useCatalogueHistory = () => useQuery(catalogueHistoryQueryOptions());

export const contradictionsQueryOptions = () =>
  queryOptions({
    queryKey: [...KEY, 'contradictions'],
    queryFn: () => api.get<{ items: Contradiction[] }>('/api/ops/catalogue/contradictions'),
  });
export const useContradictions = () => useQuery(contradictionsQueryOptions());

type Saved = { changeId: number };

/** Every change refreshes the facts, the history and the contradictions together. */
function useCatalogueChange<T>(send: (input: T) => Promise<Saved>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }) });
}

export const useSaveDestination = () =>
  useCatalogueChange(({ code, edit }: { code: string; edit: DestinationEdit }) =>
    api.put<Saved>(`/api/ops/catalogue/destinations/${encodeURIComponent(code)}`, edit),
  );

export const useSaveOption = () =>
  useCatalogueChange(({ id, edit }: { id: string; edit: VisaOptionEdit }) =>
    api.put<Saved>(`/api/ops/catalogue/options/${encodeURIComponent(id)}`, edit),
  );

export const useSaveOverride = () =>
  useCatalogueChange((input: Omit<RequirementOverrideInput, 'note'> & { note?: string }) =>
    api.put<Saved>('/api/ops/catalogue/overrides', input),
  );

export const useRemoveOverride = () =>
  useCatalogueChange(({ passport, destination, version }: { passport: string; destination: string; version: number }) =>
    api.delete<Saved>(`/api/ops/catalogue/overrides/${passport}/${destination}?version=${version}`),
  );

export const useRevertChange = () =>
  useCatalogueChange((id: number) => api.post<Saved>(`/api/ops/catalogue/history/${id}/revert`));
