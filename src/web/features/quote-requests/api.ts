/**
 * The quote-request feature's data: typed from the shared schemas (what is sent is the schema's
 * input, what comes back its output), and each write refreshes only the queries it changes.
 */
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { NEXT_CURSOR_HEADER } from '../../../domain/http';
import type {
  CustomerStats,
  ProviderScope,
  ProviderStats,
  QuoteRequest,
  QuoteRequestView,
} from '../../../domain/schemas/quote-requests';
import type { QuoteRequestStatus } from '../../../domain/quote-status';
import type {
  Comparison,
  createQuoteBodySchema,
  Quote,
  reviseQuoteBodySchema,
} from '../../../domain/schemas/quotes';
import { apiJson, apiRequest, type Page } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { quoteRequestKeys } from './keys';

export { quoteRequestKeys };

export type CreateQuoteInput = z.input<typeof createQuoteBodySchema>;

const BASE = '/api/quote-requests';

/** A list's filter: a status for the customer's tabs, a scope for the provider's. */
export type ListFilter = QuoteRequestStatus | ProviderScope;

async function fetchPage(
  view: QuoteRequestView,
  filter: ListFilter | undefined,
  cursor: string | null,
): Promise<Page<QuoteRequest>> {
  const params = new URLSearchParams({ as: view, limit: '24' });
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

/** What changed for one side after a write: its lists and counters, and the request itself. */
export async function refreshView(client: QueryClient, view: QuoteRequestView, requestId?: string) {
  await Promise.all([
    client.invalidateQueries({ queryKey: quoteRequestKeys.lists(view) }),
    client.invalidateQueries({ queryKey: quoteRequestKeys.stats(view) }),
    requestId ? client.invalidateQueries({ queryKey: quoteRequestKeys.one(requestId) }) : null,
    requestId
      ? client.invalidateQueries({ queryKey: quoteRequestKeys.comparison(requestId) })
      : null,
  ]);
}

/** Puts the updated request into every cached page at once, before the lists refetch. */
function replaceInLists(client: QueryClient, updated: QuoteRequest): void {
  client.setQueriesData<InfiniteData<Page<QuoteRequest>>>(
    { queryKey: quoteRequestKeys.lists('customer') },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          items: page.items.map((item) => (item.id === updated.id ? updated : item)),
        })),
      },
  );
}

export type CustomerAction =
  | { kind: 'accept'; quoteId: string; revision: number }
  | { kind: 'decline'; quoteId: string }
  | { kind: 'complete' | 'close'; requestId: string };

/**
 * Accept (the revision shown), decline (a quote), complete or close (a request): the customer's
 * actions.
 */
export function useCustomerAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: CustomerAction) => {
      if (action.kind === 'accept') {
        return apiJson<QuoteRequest>('POST', `/api/quotes/${action.quoteId}/accept`, {
          revision: action.revision,
        });
      }
      if (action.kind === 'decline') {
        return apiJson<QuoteRequest>('POST', `/api/quotes/${action.quoteId}/decline`);
      }
      return apiJson<QuoteRequest>('POST', `${BASE}/${action.requestId}/${action.kind}`);
    },
    onSuccess: async (updated) => {
      replaceInLists(client, updated);
      await refreshView(client, 'customer', updated.id);
    },
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

export type ReviseQuoteInput = z.input<typeof reviseQuoteBodySchema>;

/** The provider changes (`revise`) or withdraws its open quote. */
export function useOwnQuoteAction(requestId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      action:
        | { kind: 'revise'; quoteId: string; body: ReviseQuoteInput }
        | { kind: 'withdraw'; quoteId: string },
    ) =>
      action.kind === 'revise'
        ? apiJson<Quote>('PATCH', `/api/quotes/${action.quoteId}`, action.body)
        : apiJson<Quote>('POST', `/api/quotes/${action.quoteId}/withdraw`),
    onSuccess: () => refreshView(client, 'provider', requestId),
  });
}

/** One quote with the terms before its last change. */
export function useQuote(quoteId: string | undefined) {
  const { user } = useAuth();
  return useQuery({
    queryKey: ['/api/quotes', quoteId, user?.uid],
    queryFn: () => apiJson<Quote>('GET', `/api/quotes/${quoteId ?? ''}`),
    enabled: Boolean(user && quoteId),
  });
}

export function useSubmitQuote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateQuoteInput) => apiJson<Quote>('POST', '/api/quotes', body),
    onSuccess: (quote) => refreshView(client, 'provider', quote.quoteRequestId),
  });
}
