import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Review } from '@burgers/domain/types';
import { api } from '../../../api/client';

/** GET /reviews: every review, newest first. */
export function useReviews() {
  return useQuery({ queryKey: ['reviews'], queryFn: () => api<Review[]>('/reviews') });
}

export interface NewReview {
  rating: number;
  description: string;
  purchaseId: string;
}

/** POST /reviews; author and user come from the token. The order's review flag changes with it. */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: NewReview) => api<Review>('/reviews', { method: 'POST', body: review }),
    // Not awaited: the page's own success step (popup, then the reviews page) must not wait for refetches,
    // and the refreshed order would otherwise redirect first and drop that step.
    onSuccess: (_review, { purchaseId }) => {
      void queryClient.invalidateQueries({ queryKey: ['reviews'] });
      void queryClient.invalidateQueries({ queryKey: ['orders', purchaseId] });
      void queryClient.invalidateQueries({ queryKey: ['users'] });
    },
  });
}
