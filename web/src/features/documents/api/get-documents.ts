import type { DocumentList } from '@contract/account/documents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export const documentsKey = ['account', 'documents'] as const;

export const getDocuments = () => api.get<DocumentList>('/api/documents');

export const documentsQueryOptions = () => queryOptions({ queryKey: documentsKey, queryFn: getDocuments });

export const useDocuments = () => useQuery(documentsQueryOptions());
