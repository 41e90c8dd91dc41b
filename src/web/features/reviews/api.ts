/** A completed job's reviews as one party sees them, and writing one's own. */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NEXT_CURSOR_HEADER } from '../../../domain/http';
import type { JobReviews, Review, ReviewBody } from '../../../domain/schemas/reviews';
import { ApiError, apiJson, type Page } from '../../lib/api';
import { providerPageKeys, PUBLIC_PAGE_STALE_MS } from '../providers';

/** Reviews a provider's page shows at a time. */
const REVIEWS_PAGE_SIZE = 10;

const key = (requestId: string) => ['/api/quote-requests', requestId, 'reviews'] as const;
const markPagesOld = (client: ReturnType<typeof useQueryClient>) =>
  client.invalidateQueries({ queryKey: providerPageKeys.all, refetchType: 'none' });

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
    onSuccess: async (reviews) => {
      client.setQueryData(key(requestId), reviews);
      await markPagesOld(client);
    },
  });
}

/** The reviewed provider's one public reply; the job's reviews refresh to show it. */
export function useReplyToReview(requestId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, text }: { reviewId: string; text: string }) =>
      apiJson<Review>('POST', `/api/reviews/${reviewId}/reply`, { text }),
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: key(requestId) }), markPagesOld(client)]),
  });
}

/** A provider's published reviews, newest first, a page at a time (public). */
export function useProviderReviews(providerId: string) {
  return useInfiniteQuery({
    queryKey: providerPageKeys.reviews(providerId),
    staleTime: PUBLIC_PAGE_STALE_MS,
    queryFn: async ({ pageParam, signal }): Promise<Page<Review>> => {
      const params = new URLSearchParams({ limit: String(REVIEWS_PAGE_SIZE) });
      if (pageParam) params.set('cursor', pageParam);
      const response = await fetch(`/api/providers/${providerId}/reviews?${params}`, { signal });
      if (!response.ok) throw new ApiError(response.status, await response.text());
      return {
        items: (await response.json()) as Review[],
        nextCursor: response.headers.get(NEXT_CURSOR_HEADER),
      };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** Reporting a published review to Khaya (one report per person and review). */
export function useReportReview() {
  return useMutation({
    mutationFn: ({ reviewId, reason }: { reviewId: string; reason: string }) =>
      apiJson<{ reported: true }>('POST', `/api/reviews/${reviewId}/report`, { reason }),
  });
}
