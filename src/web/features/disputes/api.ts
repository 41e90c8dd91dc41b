import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Dispute,
  DisputeOfferBody,
  JobDispute,
  OpenDisputeBody,
} from '../../../domain/schemas/disputes';
import { apiJson } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { quoteRequestKeys } from '../quote-requests/keys';

const jobUrl = (requestId: string) => `/api/quote-requests/${requestId}/dispute`;

/** A job's dispute, or whether one can be opened (under the request's key: live news refreshes it). */
export function useJobDispute(requestId: string) {
  const { user } = useAuth();
  return useQuery({
    queryKey: [...quoteRequestKeys.one(requestId), 'dispute', user?.uid],
    queryFn: () => apiJson<JobDispute>('GET', jobUrl(requestId)),
    enabled: Boolean(user),
  });
}

function useDisputeMutation<I>(requestId: string, call: (input: I) => Promise<Dispute>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: quoteRequestKeys.one(requestId) }),
  });
}

export const useOpenDispute = (requestId: string) =>
  useDisputeMutation(requestId, (body: OpenDisputeBody) =>
    apiJson<Dispute>('POST', jobUrl(requestId), body),
  );

export const useOfferRefund = (requestId: string, disputeId: string) =>
  useDisputeMutation(requestId, (body: DisputeOfferBody) =>
    apiJson<Dispute>('POST', `/api/disputes/${disputeId}/offers`, body),
  );

/** Accept the other side's offer, ask Khaya to decide, or withdraw (the opener). */
export const useDisputeStep = (requestId: string, disputeId: string) =>
  useDisputeMutation(requestId, (step: { offerId: string } | 'escalate' | 'withdraw') =>
    apiJson<Dispute>(
      'POST',
      typeof step === 'string'
        ? `/api/disputes/${disputeId}/${step}`
        : `/api/disputes/${disputeId}/offers/${step.offerId}/accept`,
    ),
  );
