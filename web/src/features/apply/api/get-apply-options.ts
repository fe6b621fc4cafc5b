import type { ApplyOptions } from '@contract/apply/applications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export const applyOptionsKey = (to: string, type: string) => ['apply', 'options', to, type] as const;

export const getApplyOptions = (to: string, type: string) =>
  api.get<ApplyOptions>(`/api/apply/options?${new URLSearchParams({ country: to, type }).toString()}`);

/** Every option of the destination and purpose (also where the passport may not need a visa). */
export const applyOptionsQueryOptions = (to: string, type: string) =>
  queryOptions({ queryKey: applyOptionsKey(to, type), queryFn: () => getApplyOptions(to, type) });

export const useApplyOptions = (to: string | null, type: string) =>
  useQuery({ ...applyOptionsQueryOptions(to ?? '', type), enabled: Boolean(to) });
