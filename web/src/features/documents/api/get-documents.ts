import { useInfiniteQuery } from '@tanstack/react-query';
import { documentPagesQueryOptions } from '@web/lib/queries/documents';

export const useDocumentPages = () => useInfiniteQuery(documentPagesQueryOptions());
