import { useEffect } from 'react';
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
 * A top-up the provider came back from the gateway with. Coming back by the gateway's cancel link
 * cancels it first (once, as a mutation); then it is read again every two seconds while it waits
 * for the gateway's confirmation (a minute at most); the balance and statement refresh once it is
 * paid.
 */
export function useReturnedTopUp(topUpId: string | null, cancelled: boolean) {
  const client = useQueryClient();
  const { user } = useAuth();
  const queryKey = [`${CREDIT}/top-ups`, topUpId, user?.uid];
  const cancel = useMutation({
    mutationFn: (id: string) => apiJson<TopUp>('POST', `${CREDIT}/top-ups/${id}/cancel`),
    onSuccess: (topUp) => client.setQueryData(queryKey, topUp),
  });
  const { isIdle, mutate } = cancel;
  useEffect(() => {
    if (cancelled && topUpId && user && isIdle) mutate(topUpId);
  }, [cancelled, topUpId, user, isIdle, mutate]);
  const query = useQuery({
    queryKey,
    queryFn: async () => {
      const topUp = await apiJson<TopUp>('GET', `${CREDIT}/top-ups/${topUpId ?? ''}`);
      if (topUp.status === 'paid') {
        await client.invalidateQueries({ queryKey: [CREDIT] });
        await client.invalidateQueries({ queryKey: [`${CREDIT}/statement`] });
      }
      return topUp;
    },
    // A cancelled return is read only after the cancel answers (its answer is the top-up).
    enabled: Boolean(user && topUpId) && (!cancelled || cancel.isError),
    refetchInterval: (q) =>
      q.state.data?.status === 'pending' && q.state.dataUpdateCount < 30 ? 2000 : false,
  });
  return { data: query.data, isError: query.isError };
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
