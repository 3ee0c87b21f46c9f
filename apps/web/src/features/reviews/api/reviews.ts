import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reviewsPaths } from '@burgers/domain/routes/reviews-paths';
import type { ReviewRequestInput } from '@burgers/domain/schemas/review';
import { callApi } from '#api/client';
import { queryKeys } from '#api/query-keys';

/** GET /reviews: every review, newest first. The server renders the reviews page under the same key. */
export const reviewsQuery = queryOptions({
  queryKey: queryKeys.reviews(),
  queryFn: () => callApi(reviewsPaths.list),
});

export function useReviews() {
  return useQuery(reviewsQuery);
}

/** POST /reviews; author and user come from the token. The order's review flag changes with it. */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: ReviewRequestInput) => callApi(reviewsPaths.create, { body: review }),
    // Not awaited: the page's own success step (popup, then the reviews page) must not wait for refetches,
    // and the refreshed order would otherwise redirect first and drop that step.
    onSuccess: (_review, { purchaseId }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.reviews() });
      // Every cached copy of the order: the review form's and the purchase detail's (its 'Calificar' button).
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.detail(purchaseId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.users.all });
    },
  });
}
