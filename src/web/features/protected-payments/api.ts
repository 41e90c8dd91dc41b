import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProtectedPayment } from '../../../domain/schemas/protected-payments';
import { apiJson } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { quoteRequestKeys } from '../quote-requests/keys';

const url = (requestId: string, step = '') => `/api/quote-requests/${requestId}/payment${step}`;

/** Where a job's payment through Khaya stands (under the request's key: a change refreshes it). */
export function usePayment(requestId: string) {
  const { user } = useAuth();
  return useQuery({
    queryKey: [...quoteRequestKeys.one(requestId), 'payment', user?.uid],
    queryFn: () => apiJson<ProtectedPayment>('GET', url(requestId)),
    enabled: Boolean(user),
  });
}

/** The customer goes to the escrow partner's page to pay: the browser leaves for it. */
export function useCheckout(requestId: string) {
  return useMutation({
    mutationFn: () => apiJson<{ url: string }>('POST', url(requestId, '/checkout')),
    onSuccess: ({ url: page }) => window.location.assign(page),
  });
}

/** A step on the payment: the provider's 'done', the customer's 'accept' or 'pay directly'. */
export function usePaymentStep(requestId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (step: 'delivered' | 'accept' | 'direct') =>
      apiJson<ProtectedPayment>('POST', url(requestId, `/${step}`)),
    onSuccess: () => client.invalidateQueries({ queryKey: quoteRequestKeys.one(requestId) }),
  });
}
