import type {
  ApplicationResponse,
  CancelApplication,
  CreateApplication,
  SubmitApplication,
  SubmitResponse,
  UpdateApplication,
} from '@contract/apply/applications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { accountKey } from '@web/lib/queries/account';

export const applicationKey = (ref: string) => ['apply', 'application', ref] as const;

const path = (ref: string) => `/api/applications/${encodeURIComponent(ref)}`;

export const applicationQueryOptions = (ref: string) =>
  queryOptions({
    queryKey: applicationKey(ref),
    queryFn: async () => (await api.get<ApplicationResponse>(path(ref))).application,
  });

export const useApplication = (ref: string | null) =>
  useQuery({ ...applicationQueryOptions(ref ?? ''), enabled: Boolean(ref) });

/** Every mutation answers the application: the cache takes it as it is. */
function useApplicationMutation<Input>(call: (input: Input) => Promise<ApplicationResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: ({ application }) => {
      queryClient.setQueryData(applicationKey(application.ref), application);
      queryClient.invalidateQueries({ queryKey: accountKey });
    },
  });
}

export const useCreateApplication = () =>
  useApplicationMutation((input: CreateApplication) => api.post<ApplicationResponse>('/api/applications', input));

export const useUpdateApplication = (ref: string) =>
  useApplicationMutation((input: UpdateApplication) => api.put<ApplicationResponse>(path(ref), input));

export const useAttachDocument = (ref: string) =>
  useApplicationMutation((input: { itemId: string; documentId: string }) =>
    api.put<ApplicationResponse>(`${path(ref)}/checklist/${encodeURIComponent(input.itemId)}`, {
      documentId: input.documentId,
    }),
  );

export const useCancelApplication = (ref: string) =>
  useApplicationMutation((input: CancelApplication) => api.post<ApplicationResponse>(`${path(ref)}/cancel`, input));

export function useSubmitApplication(ref: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitApplication) => api.post<SubmitResponse>(`${path(ref)}/submit`, body),
    onSuccess: ({ application }) => {
      queryClient.setQueryData(applicationKey(application.ref), application);
      queryClient.invalidateQueries({ queryKey: accountKey });
    },
  });
}
