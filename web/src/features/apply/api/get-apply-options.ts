import type { ApplyOptions } from '@contract/apply/applications';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** Every option of the destination and purpose (also where the passport may not need a visa). */
export const useApplyOptions = (to: string | null, type: string) =>
  useQuery({
    queryKey: ['apply', 'options', to, type],
    queryFn: () =>
      api.get<ApplyOptions>(`/api/apply/options?${new URLSearchParams({ country: to ?? '', type }).toString()}`),
    enabled: Boolean(to),
  });
