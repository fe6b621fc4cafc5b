import type { ReferralInfo } from '@contract/account/referrals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export const referralsKey = ['account', 'referrals'] as const;

export const getReferrals = () => api.get<ReferralInfo>('/api/referrals');

export const referralsQueryOptions = () => queryOptions({ queryKey: referralsKey, queryFn: getReferrals });

export const useReferrals = () => useQuery(referralsQueryOptions());
