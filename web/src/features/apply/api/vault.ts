import type { Document } from '@contract/account/documents';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { documentsKey, documentsQueryOptions } from '@web/lib/queries/documents';
import { walletBalanceQueryOptions } from '@web/lib/queries/wallet';

/** The Documents and Wallet screens' own queries, so both stay in step. */
export const useVaultDocuments = () => useQuery(documentsQueryOptions());

export const useWalletBalance = () => useQuery(walletBalanceQueryOptions());

/** Uploads a new document to the vault (the server checks type by content and size). */
export function useUploadToVault() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('type', 'other');
      form.append('file', file, file.name);
      return api.upload<Document>('/api/documents/upload', form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKey }),
  });
}
