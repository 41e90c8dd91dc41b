import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Business,
  CreditSummary,
  Invoice,
  StartedTopUp,
  Statement,
  TopUp,
} from '../../../domain/schemas/credit';
import { apiBlob, apiJson } from '../../lib/api';
import { saveBlob } from '../../lib/download';
import { useAuth } from '../../lib/auth';

const CREDIT = '/api/providers/me/credit';

/** The provider's balance, hires so far and the fee rule (the quote form reads it too). */
export function useCredit(enabled = true) {
  const { user } = useAuth();
  return useQuery({
    queryKey: [CREDIT, user?.uid],
    queryFn: () => apiJson<CreditSummary>('GET', CREDIT),
    enabled: enabled && Boolean(user),
  });
}

export function useStatement() {
  const { user } = useAuth();
  return useInfiniteQuery({
    queryKey: [`${CREDIT}/statement`, user?.uid],
    queryFn: ({ pageParam }) =>
      apiJson<Statement>(
        'GET',
        `${CREDIT}/statement${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
      ),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled: Boolean(user),
  });
}

export function useBusiness() {
  const { user } = useAuth();
  return useQuery({
    queryKey: ['/api/providers/me/business', user?.uid],
    queryFn: () => apiJson<Business>('GET', '/api/providers/me/business'),
    enabled: Boolean(user),
  });
}

/** Posts the signed form to the gateway's payment page: the browser leaves for it. */
function goToGateway(started: StartedTopUp) {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = started.action;
  for (const [name, value] of started.fields) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

export function useStartTopUp() {
  return useMutation({
    mutationFn: (amount: number) => apiJson<StartedTopUp>('POST', `${CREDIT}/top-ups`, { amount }),
    onSuccess: goToGateway,
  });
}

/**
 * A top-up the provider came back from the gateway with: read again every two seconds while it
 * waits for the gateway's confirmation (a minute at most); the balance and statement refresh
 * once it is paid.
 */
export function useReturnedTopUp(topUpId: string | null, cancelled: boolean) {
  const client = useQueryClient();
  const { user } = useAuth();
  return useQuery({
    queryKey: [`${CREDIT}/top-ups`, topUpId, cancelled, user?.uid],
    queryFn: async () => {
      const topUp = cancelled
        ? await apiJson<TopUp>('POST', `${CREDIT}/top-ups/${topUpId ?? ''}/cancel`)
        : await apiJson<TopUp>('GET', `${CREDIT}/top-ups/${topUpId ?? ''}`);
      if (topUp.status === 'paid') {
        await client.invalidateQueries({ queryKey: [CREDIT] });
        await client.invalidateQueries({ queryKey: [`${CREDIT}/statement`] });
      }
      return topUp;
    },
    enabled: Boolean(user && topUpId),
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' && query.state.dataUpdateCount < 30 ? 2000 : false,
  });
}

export function useInvoices() {
  const { user } = useAuth();
  return useQuery({
    queryKey: ['/api/providers/me/invoices', user?.uid],
    queryFn: () => apiJson<Invoice[]>('GET', '/api/providers/me/invoices'),
    enabled: Boolean(user),
  });
}

/** An invoice's PDF, saved for the provider's records. */
export async function saveInvoice(invoice: Invoice): Promise<void> {
  saveBlob(
    await apiBlob(`/api/providers/me/invoices/${invoice.number}`),
    `khaya-invoice-${invoice.numberText}.pdf`,
  );
}
