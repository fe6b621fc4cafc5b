import type { SavedApplicationList } from '@contract/account/applications';
import type { Ok } from '@contract/errors';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { savedApplicationsKey } from './get-saved-applications';

export const deleteSavedApplication = (id: string) => api.delete<Ok>(`/api/applications/${encodeURIComponent(id)}`);

/** Deletes a saved application and drops it from the list on success (docs/product/my-account.md), without a refetch. */
export function useDeleteSavedApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedApplication,
    onSuccess: (_ok, id) => {
      queryClient.setQueryData<InfiniteData<SavedApplicationList, string | undefined>>(savedApplicationsKey, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({ ...page, items: page.items.filter((item) => item.id !== id) })),
            }
          : data,
      );
    },
  });
}
