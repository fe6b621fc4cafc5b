import type { Contradiction } from '@contract/catalogue-contradictions';
import type { DestinationEdit, RequirementOverrideInput, VisaOptionEdit } from '@contract/catalogue-facts';
import type { CatalogueHistory, OpsCatalogue } from '@contract/ops/catalogue';
import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { pagedQueryOptions, pagePath } from '@web/lib/paged-query';

const KEY = ['ops', 'catalogue'] as const;

export const catalogueQueryOptions = () =>
  queryOptions({ queryKey: [...KEY, 'facts'], queryFn: () => api.get<OpsCatalogue>('/api/ops/catalogue') });
export const useConsoleCatalogue = () => useQuery(catalogueQueryOptions());

/** How many changes the console shows at a time ("Load more" asks for as many again). */
export const CATALOGUE_HISTORY_PAGE_SIZE = 50;

/** The catalogue's changes, newest first, a page at a time. */
export const catalogueHistoryQueryOptions = () =>
  pagedQueryOptions([...KEY, 'history'], (cursor) =>
    api.get<CatalogueHistory>(pagePath('/api/ops/catalogue/history', CATALOGUE_HISTORY_PAGE_SIZE, cursor)),
  );
export const useCatalogueHistory = () => useInfiniteQuery(catalogueHistoryQueryOptions());

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
