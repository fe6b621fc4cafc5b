import type { DocumentList } from '@contract/account/documents';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { accountKey } from './account';

/** The one cache of the document vault: the Documents page and the apply wizard's document step read it. */
export const documentsKey = [...accountKey, 'documents'] as const;

export const getDocuments = () => api.get<DocumentList>('/api/documents');

export const documentsQueryOptions = () => queryOptions({ queryKey: documentsKey, queryFn: getDocuments });
