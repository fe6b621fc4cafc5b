import type { ProfileResponse } from '@contract/account/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export const profileKey = ['account', 'profile'] as const;

export const getProfile = () => api.get<ProfileResponse>('/api/profile');

export const profileQueryOptions = () => queryOptions({ queryKey: profileKey, queryFn: getProfile, retry: false });

export const useProfile = () => useQuery(profileQueryOptions());
