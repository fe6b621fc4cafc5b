import type { DocumentList } from '@contract/account/documents';
import type { Ok } from '@contract/errors';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { documentPagesKey } from '@web/lib/queries/documents';

export const deleteDocument = (id: string) => api.delete<Ok>(`/api/documents/${encodeURIComponent(id)}`);

/** Deletes a document and drops it from the list on success (docs/product/my-account.md). */
export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: (_ok, id) => {
      queryClient.setQueryData<InfiniteData<DocumentList, string | undefined>>(documentPagesKey, (data) =>
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
