import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PriceChange,
  PriceChangeInput,
  PriceChanges,
} from '../../../domain/schemas/price-changes';
import { apiJson } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { quoteRequestKeys } from '../quote-requests/keys';

const url = (requestId: string, end = '') => `/api/quote-requests/${requestId}/price-changes${end}`;

/** A job's agreed price and its price changes (under the request's key: live news refreshes it). */
export function usePriceChanges(requestId: string) {
  const { user } = useAuth();
  return useQuery({
    queryKey: [...quoteRequestKeys.one(requestId), 'price-changes', user?.uid],
    queryFn: () => apiJson<PriceChanges>('GET', url(requestId)),
    enabled: Boolean(user),
  });
}

/** The provider asks for more. */
export function useProposePriceChange(requestId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PriceChangeInput) => apiJson<PriceChange>('POST', url(requestId), input),
    onSuccess: () => client.invalidateQueries({ queryKey: quoteRequestKeys.one(requestId) }),
  });
}

/** A side's answer to a change: agree or decline (customer), withdraw (provider). */
export function usePriceChangeStep(requestId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, step }: { id: string; step: 'agree' | 'decline' | 'withdraw' }) =>
      apiJson<PriceChange>('POST', url(requestId, `/${id}/${step}`)),
    onSuccess: () => client.invalidateQueries({ queryKey: quoteRequestKeys.one(requestId) }),
  });
}

/** The customer pays an agreed extra on the escrow partner's page: the browser leaves for it. */
export function usePriceChangeCheckout(requestId: string) {
  return useMutation({
    mutationFn: (id: string) => apiJson<{ url: string }>('POST', url(requestId, `/${id}/checkout`)),
    onSuccess: ({ url: page }) => window.location.assign(page),
  });
}
