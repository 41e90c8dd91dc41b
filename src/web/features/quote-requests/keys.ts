import type { QuoteRequestStatus } from '../../../domain/quote-status';
import type { ProviderScope, QuoteRequestView } from '../../../domain/schemas/quote-requests';

const BASE = '/api/quote-requests';

/**
 * The cache keys of quote requests, narrowest last: invalidating a prefix (a view's lists, say)
 * refreshes everything under it (each account's, at every status) and nothing else. A module of
 * its own, so another feature's write can refresh them without loading this feature's code.
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
