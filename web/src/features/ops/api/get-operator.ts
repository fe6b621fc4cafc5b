import type { Operator } from '@contract/ops/roles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export const operatorQueryOptions = () =>
  queryOptions({ queryKey: ['ops', 'me'], queryFn: () => api.get<Operator>('/api/ops/me'), retry: false });

export const useOperator = () => useQuery(operatorQueryOptions());
