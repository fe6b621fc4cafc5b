import type { DocumentList } from '@contract/account/documents';
import type { Ok } from '@contract/errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { documentsKey } from './get-documents';

export const deleteDocument = (id: string) => api.delete<Ok>(`/api/documents/${encodeURIComponent(id)}`);

/** Deletes a document and drops it from the list on success (docs/product/my-account.md). */
export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: (_ok, id) => {
      queryClient.setQueryData<DocumentList>(documentsKey, (list) =>
        list ? { items: list.items.filter((item) => item.id !== id) } : list,
      );
    },
  });
}
