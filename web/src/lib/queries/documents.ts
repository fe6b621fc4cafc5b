import type { DocumentList } from '@contract/account/documents';
import { api } from '@web/lib/api-client';
import { pagedQueryOptions, pagePath } from '@web/lib/paged-query';
import { accountKey } from './account';

/** The one cache of the document vault: the Documents page's pages and the apply wizard's choices live under it. */
export const documentsKey = [...accountKey, 'documents'] as const;

/** How many documents the Documents page shows at a time ("Load more" asks for as many again). */
export const DOCUMENTS_PAGE_SIZE = 20;

/** The Documents page's pages, newest first. */
export const documentPagesKey = [...documentsKey, 'pages', DOCUMENTS_PAGE_SIZE] as const;

export const getDocuments = (cursor?: string) =>
  api.get<DocumentList>(pagePath('/api/documents', DOCUMENTS_PAGE_SIZE, cursor));

export const documentPagesQueryOptions = () => pagedQueryOptions(documentPagesKey, getDocuments);
