import type { OpsReview, OpsReviewList, ReviewStatus } from '@contract/reviews';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

const path = (id: string) => `/api/ops/reviews/${encodeURIComponent(id)}`;

/** Reviews with a status (docs/reviews.md): the pending ones are support's moderation queue. */
export const opsReviewsQueryOptions = (status: ReviewStatus) =>
  queryOptions({
    queryKey: ['ops', 'reviews', status],
    queryFn: () => api.get<OpsReviewList>(`/api/ops/reviews?status=${status}`),
    placeholderData: keepPreviousData,
  });

export const useOpsReviews = (status: ReviewStatus) => useQuery(opsReviewsQueryOptions(status));

function useReviewDecision<T>(send: (input: T) => Promise<OpsReview>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ops', 'reviews'] }),
  });
}

export const usePublishReview = () => useReviewDecision((id: string) => api.post<OpsReview>(`${path(id)}/publish`, {}));
export const useHideReview = () =>
  useReviewDecision(({ id, reason }: { id: string; reason: string }) =>
    api.post<OpsReview>(`${path(id)}/hide`, { reason }),
  );
