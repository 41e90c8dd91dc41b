import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { QuoteRequestStatus } from '../../../domain/quote-status';
import type {
  ProviderScope,
  QuoteRequest,
  QuoteRequestView,
} from '../../../domain/schemas/quote-requests';
import type { Page } from '../../lib/api';

const BASE = '/api/quote-requests';

/**
 * The cache keys of quote requests, narrowest last: invalidating a prefix (a view's lists, say)
 * refreshes everything under it (each account's, at every status) and nothing else. A module of
 * its own, with the refreshes below, so another feature's write (a quote's) can refresh them
 * without loading this feature's code: the feature's second door (README, Layout).
 */
export const quoteRequestKeys = {
  lists: (view: QuoteRequestView) => [BASE, 'list', view] as const,
  list: (
    view: QuoteRequestView,
    uid: string | undefined,
    filter: QuoteRequestStatus | ProviderScope | 'all',
  ) => [...quoteRequestKeys.lists(view), uid, filter] as const,
  stats: (view: QuoteRequestView) => [BASE, 'stats', view] as const,
  one: (id: string) => [BASE, 'one', id] as const,
  /** A request's quotes compared, with its history (its customer's page). */
  comparison: (id: string) => [BASE, 'comparison', id] as const,
};

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
export function replaceInLists(client: QueryClient, updated: QuoteRequest): void {
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
