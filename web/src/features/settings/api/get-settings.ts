import type { Settings } from '@contract/account/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export const settingsKey = ['account', 'settings'] as const;

export const getSettings = () => api.get<Settings>('/api/settings');

export const settingsQueryOptions = () => queryOptions({ queryKey: settingsKey, queryFn: getSettings });

export const useSettings = () => useQuery(settingsQueryOptions());
