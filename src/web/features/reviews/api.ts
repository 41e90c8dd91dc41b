/** A completed job's reviews as one party sees them, and writing one's own. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JobReviews, Review, ReviewBody } from '../../../domain/schemas/reviews';
import { apiJson } from '../../lib/api';

const key = (requestId: string) => ['/api/quote-requests', requestId, 'reviews'] as const;

export function useJobReviews(requestId: string) {
  return useQuery({
    queryKey: key(requestId),
    queryFn: () => apiJson<JobReviews>('GET', `/api/quote-requests/${requestId}/reviews`),
  });
}

export function useSubmitReview(requestId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<ReviewBody> & { rating: number }) =>
      apiJson<JobReviews>('POST', `/api/quote-requests/${requestId}/reviews`, body),
    onSuccess: (reviews) => client.setQueryData(key(requestId), reviews),
  });
}

/** The reviewed provider's one public reply; the job's reviews refresh to show it. */
export function useReplyToReview(requestId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, text }: { reviewId: string; text: string }) =>
      apiJson<Review>('POST', `/api/reviews/${reviewId}/reply`, { text }),
    onSuccess: () => client.invalidateQueries({ queryKey: key(requestId) }),
  });
}
