import type { Document, DocumentChoices } from '@contract/account/documents';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, uploadWithProgress } from '@web/lib/api-client';
import { documentsKey } from '@web/lib/queries/documents';
import { walletBalanceQueryOptions } from '@web/lib/queries/wallet';

/** The vault as an application offers it: each file once, none rejected, with its travellers. */
export const useDocumentChoices = () =>
  useQuery({
    queryKey: [...documentsKey, 'choices'],
    queryFn: () => api.get<DocumentChoices>('/api/documents/choices'),
  });

export const useWalletBalance = () => useQuery(walletBalanceQueryOptions());

/** A visa photo the photo check framed, kept in the vault for the checklist to take from. */
export function useSavePhotoToVault() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('type', 'photo');
      form.append('file', file, file.name);
      return api.upload<Document>('/api/documents/upload', form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKey }),
  });
}

/** Uploads a new document to the vault (the server checks type by content and size), reporting its progress. */
export function useUploadToVault(onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('type', 'other');
      form.append('file', file, file.name);
      return uploadWithProgress<Document>('/api/documents/upload', form, onProgress);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKey }),
  });
}
