import type { ApplicationReview, ReviewRequest } from '@contract/reviews';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

const reviewUrl = (ref: string) => `/api/applications/${encodeURIComponent(ref)}/review`;

export const applicationReviewQueryOptions = (ref: string) =>
  queryOptions({
    queryKey: ['applications', ref, 'review'],
    queryFn: () => api.get<ApplicationReview>(reviewUrl(ref)),
  });

/** Whether the traveller can rate this application now, and their review once written. */
export const useApplicationReview = (ref: string) => useQuery(applicationReviewQueryOptions(ref));

/** Rates the application once; the answer replaces the cached review. */
export function useSubmitReview(ref: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: ReviewRequest) => api.post<ApplicationReview>(reviewUrl(ref), values),
    onSuccess: (answer) => client.setQueryData(applicationReviewQueryOptions(ref).queryKey, answer),
  });
}
