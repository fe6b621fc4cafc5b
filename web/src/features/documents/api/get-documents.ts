import { useQuery } from '@tanstack/react-query';
import { documentsQueryOptions } from '@web/lib/queries/documents';

export const useDocuments = () => useQuery(documentsQueryOptions());
