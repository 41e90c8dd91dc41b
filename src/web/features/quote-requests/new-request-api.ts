import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuoteRequest } from '../../../domain/schemas/quote-requests';
import { apiJson } from '../../lib/api';
import { quoteRequestKeys } from './keys';
import { rememberRequestPlace } from '../providers';
import type { CreateQuoteRequestInput } from './request-body';

/**
 * Posts a request (`POST /api/quote-requests`), with the draft's own Idempotency-Key when it is
 * one. Apart from the quote requests' hooks: a visitor's first view of the form does not load
 * them.
 */
export function useCreateQuoteRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: CreateQuoteRequestInput; key?: string }) =>
      apiJson<QuoteRequest>('POST', '/api/quote-requests', body, key),
    onSuccess: (created) => {
      // Browse Providers starts where the newest request is.
      rememberRequestPlace(created, true);
      return Promise.all([
        client.invalidateQueries({ queryKey: quoteRequestKeys.lists('customer') }),
        client.invalidateQueries({ queryKey: quoteRequestKeys.stats('customer') }),
      ]);
    },
  });
}
