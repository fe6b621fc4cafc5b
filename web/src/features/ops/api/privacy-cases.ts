import type {
  Breach,
  BreachAffectedBody,
  BreachCreate,
  BreachDetail,
  BreachList,
  BreachReport,
  BreachTravellers,
  GrievanceCase,
  GrievanceList,
} from '@contract/ops/grievances';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { afterFirstPageOptions, filteredPath, pagedQueryOptions, pagePath } from '@web/lib/paged-query';

const path = (id: string) => `/api/ops/grievances/${encodeURIComponent(id)}`;
const breachPath = (id: string) => `/api/ops/breaches/${encodeURIComponent(id)}`;

// ---- Grievance cases ---------------------------------------------------------------------------

/** How many cases the console shows at a time ("Load more" asks for as many again). */
export const GRIEVANCES_PAGE_SIZE = 50;

/** Open cases by their next deadline, then resolved ones newest first, a page at a time. */
export const grievancesQueryOptions = (filters: { status?: string; overdue?: string }) =>
  pagedQueryOptions(['ops', 'grievances', 'list', filters], (cursor) =>
    api.get<GrievanceList>(pagePath(filteredPath('/api/ops/grievances', filters), GRIEVANCES_PAGE_SIZE, cursor)),
  );
export const useGrievances = (filters: { status?: string; overdue?: string }) =>
  useInfiniteQuery(grievancesQueryOptions(filters));

export const useGrievanceCase = (id: string) =>
  useQuery({ queryKey: ['ops', 'grievances', 'case', id], queryFn: () => api.get<GrievanceCase>(path(id)) });

function useCaseAction<T>(send: (input: T) => Promise<GrievanceCase>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ops', 'grievances'] }),
  });
}

export const useAcknowledgeGrievance = () =>
  useCaseAction((id: string) => api.post<GrievanceCase>(`${path(id)}/acknowledge`, {}));
export const useGrievanceNote = () =>
  useCaseAction(({ id, body }: { id: string; body: string }) => api.post<GrievanceCase>(`${path(id)}/notes`, { body }));
export const useResolveGrievance = () =>
  useCaseAction(({ id, reply }: { id: string; reply: string }) =>
    api.post<GrievanceCase>(`${path(id)}/resolve`, { reply }),
  );

// ---- Breaches ----------------------------------------------------------------------------------

/** How many breaches the console shows at a time ("Load more" asks for as many again). */
export const BREACHES_PAGE_SIZE = 50;

/** The breach register, newest discovery first, a page at a time. */
export const breachesQueryOptions = () =>
  pagedQueryOptions(['ops', 'breaches', 'list'], (cursor) =>
    api.get<BreachList>(pagePath('/api/ops/breaches', BREACHES_PAGE_SIZE, cursor)),
  );
export const useBreaches = () => useInfiniteQuery(breachesQueryOptions());
const breachKey = (id: string) => ['ops', 'breaches', 'detail', id] as const;
export const useBreach = (id: string) =>
  useQuery({ queryKey: breachKey(id), queryFn: () => api.get<BreachDetail>(breachPath(id)) });

/** How many affected travellers the breach page adds at a time ("Load more"). */
export const BREACH_TRAVELLERS_PAGE_SIZE = 50;

/** A breach's affected travellers in the order they were added: the first page from the breach's answer, then more. */
export const useBreachTravellers = (breach: BreachDetail, updatedAt: number) =>
  useInfiniteQuery(
    afterFirstPageOptions(
      [...breachKey(breach.id), 'travellers'],
      (cursor) =>
        api.get<BreachTravellers>(pagePath(`${breachPath(breach.id)}/travellers`, BREACH_TRAVELLERS_PAGE_SIZE, cursor)),
      { items: breach.travellers, nextCursor: breach.travellersNextCursor },
      updatedAt,
    ),
  );
export const useBreachReport = (id: string) =>
  useQuery({
    queryKey: ['ops', 'breaches', 'report', id],
    queryFn: () => api.get<BreachReport>(`${breachPath(id)}/report`),
  });

function useBreachAction<T, R>(send: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ops', 'breaches'] }),
  });
}

export const useRecordBreach = () =>
  useBreachAction((body: BreachCreate) => api.post<Breach>('/api/ops/breaches', body));
export const useAddAffected = () =>
  useBreachAction(({ id, body }: { id: string; body: BreachAffectedBody }) =>
    api.post<{ added: number; alreadyListed: number; unknown: string[] }>(`${breachPath(id)}/affected`, body),
  );
export const useNotifyBreach = () =>
  useBreachAction((id: string) => api.post<{ sent: number; alreadySent: number }>(`${breachPath(id)}/notify`, {}));
export const useMarkReported = () =>
  useBreachAction((id: string) => api.post<Breach>(`${breachPath(id)}/reported`, {}));
