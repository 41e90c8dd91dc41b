import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { NEXT_CURSOR_HEADER } from '../../../domain/http';
import type {
  CustomerStats,
  ProviderStats,
  QuoteRequest,
  QuoteRequestView,
} from '../../../domain/schemas/quote-requests';
import type { QuoteRequestStatus } from '../../../domain/quote-status';
import type { Quote } from '../../../domain/schemas/quotes';
import { apiRequest } from '../../lib/api';
import { useAuth } from '../../lib/auth';

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

const LIST_KEY = '/api/quote-requests';

async function fetchPage(
  view: QuoteRequestView,
  status: QuoteRequestStatus | undefined,
  cursor: string | null,
): Promise<Page<QuoteRequest>> {
  const params = new URLSearchParams({ as: view, limit: '24' });
  if (status) params.set('status', status);
  if (cursor) params.set('cursor', cursor);
  const response = await apiRequest('GET', `${LIST_KEY}?${params.toString()}`);
  return {
    items: (await response.json()) as QuoteRequest[],
    nextCursor: response.headers.get(NEXT_CURSOR_HEADER),
  };
}

/**
 * The caller's requests (customer) or the requests a provider sees, page by page; with `status`,
 * only those the server finds in that status (a tab's matches may all be on later pages).
 */
export function useQuoteRequests(
  view: QuoteRequestView,
  enabled = true,
  status?: QuoteRequestStatus,
) {
  const { user } = useAuth();
  return useInfiniteQuery({
    queryKey: [LIST_KEY, 'list', view, user?.uid, status ?? 'all'],
    queryFn: ({ pageParam }) => fetchPage(view, status, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: Boolean(user) && enabled,
  });
}

export function useQuoteRequestStats<V extends QuoteRequestView>(view: V, enabled = true) {
  const { user } = useAuth();
  return useQuery({
    queryKey: [LIST_KEY, 'stats', view, user?.uid],
    queryFn: async () =>
      (await (
        await apiRequest('GET', `${LIST_KEY}/stats?as=${view}`)
      ).json()) as V extends 'provider' ? ProviderStats : CustomerStats,
    enabled: Boolean(user) && enabled,
  });
}

export function useQuoteRequest(id: string) {
  const { user } = useAuth();
  return useQuery({
    queryKey: [LIST_KEY, 'one', id, user?.uid],
    queryFn: async () =>
      (await (await apiRequest('GET', `${LIST_KEY}/${id}`)).json()) as QuoteRequest,
    enabled: Boolean(user),
  });
}

export function useCreateQuoteRequest() {
  return useMutation({
    mutationFn: async (body: Record<string, unknown>) =>
      (await (await apiRequest('POST', LIST_KEY, body)).json()) as QuoteRequest,
  });
}

/** Puts the updated request into every cached page at once, before the lists refetch. */
function replaceInLists(client: ReturnType<typeof useQueryClient>, updated: QuoteRequest): void {
  client.setQueriesData<InfiniteData<Page<QuoteRequest>>>(
    { queryKey: [LIST_KEY, 'list'] },
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

/** Accept, decline (a quote) or complete (a request): the customer's actions. */
export function useCustomerAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (
      action:
        { kind: 'accept' | 'decline'; quoteId: string } | { kind: 'complete'; requestId: string },
    ) => {
      const url =
        action.kind === 'complete'
          ? `${LIST_KEY}/${action.requestId}/complete`
          : `/api/quotes/${action.quoteId}/${action.kind}`;
      return (await (await apiRequest('POST', url)).json()) as QuoteRequest;
    },
    onSuccess: async (updated) => {
      replaceInLists(client, updated);
      await client.invalidateQueries({ queryKey: [LIST_KEY] });
    },
  });
}

export function useSubmitQuote() {
  return useMutation({
    mutationFn: async (body: { quoteRequestId: string; amount: number; message: string }) =>
      (await (await apiRequest('POST', '/api/quotes', body)).json()) as Quote,
  });
}
