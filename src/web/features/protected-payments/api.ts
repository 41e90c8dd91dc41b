import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PayoutAccount,
  PayoutAccountInput,
  PayoutSettings,
} from '../../../domain/schemas/payouts';
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

const PAYOUTS = '/api/providers/me/payouts';

/** Where the provider is paid for jobs paid through Khaya (masked), and its protected-only choice. */
export function usePayouts(enabled = true) {
  const { user } = useAuth();
  return useQuery({
    queryKey: [PAYOUTS, user?.uid],
    queryFn: () => apiJson<PayoutSettings>('GET', PAYOUTS),
    enabled: enabled && Boolean(user),
  });
}

export function useSavePayoutAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PayoutAccountInput) =>
      apiJson<PayoutAccount>('PUT', '/api/providers/me/payout-account', input),
    onSuccess: () => client.invalidateQueries({ queryKey: [PAYOUTS] }),
  });
}

export function useSetProtectedOnly() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (protectedOnly: boolean) =>
      apiJson<{ protectedOnly: boolean }>('PUT', '/api/providers/me/protected-only', {
        protectedOnly,
      }),
    onSuccess: async (saved) => {
      // The answer is the new state: shown before the refetch, so the box never flips back.
      client.setQueriesData<PayoutSettings>(
        { queryKey: [PAYOUTS] },
        (old) => old && { ...old, ...saved },
      );
      await client.invalidateQueries({ queryKey: [PAYOUTS] });
    },
  });
}
