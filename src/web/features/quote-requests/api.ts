/**
 * The quote-request feature's data: typed from the shared schemas (what is sent is the schema's
 * input, what comes back its output), and each write refreshes only the queries it changes.
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { FIRST_REQUESTS_PAGE, NEXT_CURSOR_HEADER, REQUESTS_PAGE_SIZE } from '../../../domain/http';
import type {
  CustomerStats,
  ProviderScope,
  ProviderStats,
  QuoteRequest,
  QuoteRequestView,
} from '../../../domain/schemas/quote-requests';
import type { QuoteRequestStatus } from '../../../domain/quote-status';
import type { Comparison } from '../../../domain/schemas/quote-comparison';
import { apiJson, apiRequest, type Page } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { quoteRequestKeys } from './keys';

export { quoteRequestKeys };

const BASE = '/api/quote-requests';

/** A list's filter: a status for the customer's tabs, a scope for the provider's. */
export type ListFilter = QuoteRequestStatus | ProviderScope;

async function fetchPage(
  view: QuoteRequestView,
  filter: ListFilter | undefined,
  cursor: string | null,
): Promise<Page<QuoteRequest>> {
  const params = new URLSearchParams({
    as: view,
    limit: String(cursor ? REQUESTS_PAGE_SIZE : FIRST_REQUESTS_PAGE),
  });
  if (filter) params.set(view === 'provider' ? 'scope' : 'status', filter);
  if (cursor) params.set('cursor', cursor);
  const response = await apiRequest('GET', `${BASE}?${params.toString()}`);
  return {
    items: (await response.json()) as QuoteRequest[],
    nextCursor: response.headers.get(NEXT_CURSOR_HEADER),
  };
}

/**
 * The caller's requests (customer) or the requests a provider sees, page by page; with `status`,
 * only those the server finds in that status (a tab's matches may all be on later pages).
 */
export function useQuoteRequests(view: QuoteRequestView, filter?: ListFilter, enabled = true) {
  const { user } = useAuth();
  return useInfiniteQuery({
    queryKey: quoteRequestKeys.list(view, user?.uid, filter ?? 'all'),
    queryFn: ({ pageParam }) => fetchPage(view, filter, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: Boolean(user) && enabled,
  });
}

export function useQuoteRequestStats<V extends QuoteRequestView>(view: V, enabled = true) {
  const { user } = useAuth();
  return useQuery({
    queryKey: [...quoteRequestKeys.stats(view), user?.uid],
    queryFn: () =>
      apiJson<V extends 'provider' ? ProviderStats : CustomerStats>(
        'GET',
        `${BASE}/stats?as=${view}`,
      ),
    enabled: Boolean(user) && enabled,
  });
}

export function useQuoteRequest(id: string) {
  const { user } = useAuth();
  return useQuery({
    queryKey: [...quoteRequestKeys.one(id), user?.uid],
    queryFn: () => apiJson<QuoteRequest>('GET', `${BASE}/${id}`),
    enabled: Boolean(user),
  });
}

/** A request's quotes compared, for its customer. */
export function useComparison(requestId: string) {
  const { user } = useAuth();
  return useQuery({
    queryKey: [...quoteRequestKeys.comparison(requestId), user?.uid],
    queryFn: () => apiJson<Comparison>('GET', `${BASE}/${requestId}/comparison`),
    enabled: Boolean(user),
  });
}
