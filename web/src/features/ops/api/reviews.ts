import type { OpsReview, OpsReviewList, ReviewStatus } from '@contract/reviews';
import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { pagedQueryOptions, pagePath } from '@web/lib/paged-query';

const path = (id: string) => `/api/ops/reviews/${encodeURIComponent(id)}`;

/** How many reviews the console shows at a time ("Load more" asks for as many again). */
export const OPS_REVIEWS_PAGE_SIZE = 50;

/** Reviews with a status (docs/reviews.md), a page at a time: the pending ones are support's moderation queue. */
export const opsReviewsQueryOptions = (status: ReviewStatus) => ({
  ...pagedQueryOptions(['ops', 'reviews', status], (cursor) =>
    api.get<OpsReviewList>(pagePath(`/api/ops/reviews?status=${status}`, OPS_REVIEWS_PAGE_SIZE, cursor)),
  ),
  placeholderData: keepPreviousData,
});

export const useOpsReviews = (status: ReviewStatus) => useInfiniteQuery(opsReviewsQueryOptions(status));

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
