import type { ApplicationStatus } from '@contract/apply/applications';
import type { PassportCheck } from '@contract/apply/passport-check';
import type { OpsApplication, OpsRefunded, QueueNeighbours } from '@contract/ops/console';
import type { ApplicationTripCheck } from '@contract/trip-check';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

const base = (ref: string) => `/api/ops/applications/${encodeURIComponent(ref)}`;
export const applicationKey = (ref: string) => ['ops', 'application', ref] as const;

export const opsApplicationQueryOptions = (ref: string) =>
  queryOptions({ queryKey: applicationKey(ref), queryFn: () => api.get<OpsApplication>(base(ref)) });

export const useOpsApplication = (ref: string) => useQuery(opsApplicationQueryOptions(ref));

/** Every action answers the whole application: the cache takes it, and the queue refetches. */
function useApplicationAction<T>(ref: string, send: (input: T) => Promise<OpsApplication>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (data) => {
      queryClient.setQueryData(applicationKey(ref), data);
      void queryClient.invalidateQueries({ queryKey: ['ops', 'queue'] });
    },
  });
}

export const useChangeStatus = (ref: string) =>
  useApplicationAction(
    ref,
    (input: { status: ApplicationStatus; note?: string; from: ApplicationStatus; override?: string }) =>
      api.post<OpsApplication>(`${base(ref)}/status`, input),
  );

export const useAcceptRemaining = (ref: string) =>
  useApplicationAction(ref, () => api.post<OpsApplication>(`${base(ref)}/accept-remaining`, {}));

/** The previous and next application of the queue the operator came from (its filters are in `search`). */
export const neighboursQueryOptions = (ref: string, search: string) =>
  queryOptions({
    queryKey: ['ops', 'queue', 'neighbours', ref, search],
    queryFn: () => api.get<QueueNeighbours>(`${base(ref)}/neighbours${search}`),
  });

export const useNeighbours = (ref: string, search: string) => useQuery(neighboursQueryOptions(ref, search));

export const useDecideItem = (ref: string) =>
  useApplicationAction(
    ref,
    ({ itemId, ...body }: { itemId: string; decision: 'accepted' | 'rejected'; note?: string }) =>
      api.post<OpsApplication>(`${base(ref)}/checklist/${encodeURIComponent(itemId)}`, body),
  );

export const useAttachVisa = (ref: string) =>
  useApplicationAction(ref, (form: FormData) => api.upload<OpsApplication>(`${base(ref)}/visa`, form));

export const useAddNote = (ref: string) =>
  useApplicationAction(ref, (body: string) => api.post<OpsApplication>(`${base(ref)}/notes`, { body }));

export const documentUrl = (ref: string, documentId: string) =>
  `${base(ref)}/documents/${encodeURIComponent(documentId)}`;

export interface RefundInput {
  ref: string;
  kind: 'full' | 'service-fee';
  destination: 'wallet' | 'provider';
  reason: string;
}

/** Admin: refunds a paid application; its detail refetches to show the refund with its payment. */
export const useRefund = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ref, ...body }: RefundInput) => api.post<OpsRefunded>(`${base(ref)}/refund`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ops', 'application'] }),
  });
};

/** The application's trip check for each traveller: the traveller's ready-to-fly panel, in the console. */
export const useOpsApplicationTripCheck = (ref: string) =>
  useQuery({
    queryKey: [...applicationKey(ref), 'trip-check'],
    queryFn: () => api.get<ApplicationTripCheck>(`${base(ref)}/trip-check`),
  });

const passportCheckKey = (ref: string) => [...applicationKey(ref), 'passport-check'] as const;

/** The document review: each traveller's attached passport as read against the application. */
export const useOpsPassportCheck = (ref: string) =>
  useQuery({
    queryKey: passportCheckKey(ref),
    queryFn: () => api.get<PassportCheck>(`${base(ref)}/passport-check`),
  });

/** "Read again": the passport is read anew and the review answers with it. */
export const useReadPassportAgain = (ref: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) =>
      api.post<PassportCheck>(`${base(ref)}/documents/${encodeURIComponent(documentId)}/read`, {}),
    onSuccess: (data) => queryClient.setQueryData(passportCheckKey(ref), data),
  });
};
