import type { Document, DocumentList } from '@contract/account/documents';
import type { WalletBalance } from '@contract/account/wallet';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** The same cache keys as the Documents and Wallet screens, so both stay in step. */
const documentsKey = ['account', 'documents'] as const;

export const useVaultDocuments = () =>
  useQuery({ queryKey: documentsKey, queryFn: () => api.get<DocumentList>('/api/documents') });

export const useWalletBalance = () =>
  useQuery({
    queryKey: ['account', 'wallet', 'balance'],
    queryFn: () => api.get<WalletBalance>('/api/wallet/balance'),
  });

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
