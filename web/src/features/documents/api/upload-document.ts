import type { Document, DocumentList, DocumentType } from '@contract/account/documents';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { documentPagesKey } from '@web/lib/queries/documents';

export interface UploadDocumentInput {
  type: DocumentType;
  file: File;
}

/** Multipart with `type` before `file`, as the server reads the parts in order. */
export function uploadDocument({ type, file }: UploadDocumentInput): Promise<Document> {
  const form = new FormData();
  form.append('type', type);
  form.append('file', file, file.name);
  return api.upload<Document>('/api/documents/upload', form);
}

/** Uploads a document and puts it at the top of the first page (newest first). */
export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: (document) => {
      queryClient.setQueryData<InfiniteData<DocumentList, string | undefined>>(documentPagesKey, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page, index) => {
                const items = page.items.filter((item) => item.id !== document.id);
                return { ...page, items: index === 0 ? [document, ...items] : items };
              }),
            }
          : data,
      );
    },
  });
}
