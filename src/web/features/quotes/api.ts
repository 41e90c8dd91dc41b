/**
 * The quotes feature's data: a provider sends, changes and withdraws its quote; a customer
 * accepts or declines one (and completes or closes the request). Each write refreshes the
 * request lists and counters it changes (quote-requests' cache door).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { QuoteRequest } from '../../../domain/schemas/quote-requests';
import type {
  createQuoteBodySchema,
  Quote,
  reviseQuoteBodySchema,
} from '../../../domain/schemas/quotes';
import { apiJson } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { refreshView, replaceInLists } from '../quote-requests/keys';

const BASE = '/api/quote-requests';

export type CreateQuoteInput = z.input<typeof createQuoteBodySchema>;
export type ReviseQuoteInput = z.input<typeof reviseQuoteBodySchema>;

export type CustomerAction =
  | { kind: 'accept'; quoteId: string; revision: number; payment?: 'direct' | 'protected' }
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
          ...(action.payment ? { payment: action.payment } : {}),
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
    // `key`: a quote kept for want of signal keeps its first try's Idempotency-Key.
    mutationFn: ({ key, ...body }: CreateQuoteInput & { key?: string }) =>
      apiJson<Quote>('POST', '/api/quotes', body, key),
    onSuccess: (quote) => refreshView(client, 'provider', quote.quoteRequestId),
  });
}
