import type { VisaHistory } from '@contract/account/applications';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { pagedQueryOptions, pagePath } from '@web/lib/paged-query';

export const visaHistoryKey = ['account', 'visa-history'] as const;

/** How many entries the Visa history page shows at a time ("Load more" asks for as many again). */
export const VISA_HISTORY_PAGE_SIZE = 20;

export const getVisaHistory = (cursor?: string) =>
  api.get<VisaHistory>(pagePath('/api/visa/history', VISA_HISTORY_PAGE_SIZE, cursor));

export const visaHistoryPagesQueryOptions = () =>
  pagedQueryOptions([...visaHistoryKey, 'pages', VISA_HISTORY_PAGE_SIZE], getVisaHistory);

export const useVisaHistoryPages = () => useInfiniteQuery(visaHistoryPagesQueryOptions());
