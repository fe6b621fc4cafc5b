import type { VisaHistory } from '@contract/account/applications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export const visaHistoryKey = ['account', 'visa-history'] as const;

export const getVisaHistory = () => api.get<VisaHistory>('/api/visa/history');

export const visaHistoryQueryOptions = () => queryOptions({ queryKey: visaHistoryKey, queryFn: getVisaHistory });

export const useVisaHistory = () => useQuery(visaHistoryQueryOptions());
