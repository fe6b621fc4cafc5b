import type { OpsPhotoSpec, PhotoSpecEdit, PhotoSpecHistory } from '@contract/photo-check';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { pagedQueryOptions, pagePath } from '@web/lib/paged-query';

const KEY = ['ops', 'photo-specs'] as const;

export const usePhotoSpecs = () =>
  useQuery({ queryKey: [...KEY, 'list'], queryFn: () => api.get<{ items: OpsPhotoSpec[] }>('/api/ops/photo-specs') });

/** How many changes of a specification the console shows at a time ("Load more" asks for as many again). */
export const PHOTO_SPEC_HISTORY_PAGE_SIZE = 50;

/** A specification's changes, newest first, a page at a time (no revert: an edit back is a change like any other). */
export const usePhotoSpecHistory = (id: string) =>
  useInfiniteQuery(
    pagedQueryOptions([...KEY, 'history', id], async (cursor) => {
      const page = await api.get<PhotoSpecHistory>(
        pagePath(`/api/ops/photo-specs/${encodeURIComponent(id)}/history`, PHOTO_SPEC_HISTORY_PAGE_SIZE, cursor),
      );
      return { ...page, items: page.items.map((change) => ({ ...change, revertOf: null })) };
    }),
  );

/** A saved change refreshes the specifications and their histories. */
export function useSavePhotoSpec() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, edit }: { id: string; edit: PhotoSpecEdit }) =>
      api.put<{ changeId: number }>(`/api/ops/photo-specs/${encodeURIComponent(id)}`, edit),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
