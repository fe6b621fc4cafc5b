import type { OpsPhotoSpec, PhotoSpecEdit } from '@contract/photo-check';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import type { RecordedChange } from '../components/change-history';

const KEY = ['ops', 'photo-specs'] as const;

export const usePhotoSpecs = () =>
  useQuery({ queryKey: [...KEY, 'list'], queryFn: () => api.get<{ items: OpsPhotoSpec[] }>('/api/ops/photo-specs') });

/** A specification's changes (no revert: an edit back is a change like any other). */
export const usePhotoSpecHistory = (id: string) =>
  useQuery({
    queryKey: [...KEY, 'history', id],
    queryFn: async () => {
      const history = await api.get<{ items: Omit<RecordedChange, 'revertOf'>[] }>(
        `/api/ops/photo-specs/${encodeURIComponent(id)}/history`,
      );
      return { items: history.items.map((change) => ({ ...change, revertOf: null })) };
    },
  });

/** A saved change refreshes the specifications and their histories. */
export function useSavePhotoSpec() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, edit }: { id: string; edit: PhotoSpecEdit }) =>
      api.put<{ changeId: number }>(`/api/ops/photo-specs/${encodeURIComponent(id)}`, edit),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
