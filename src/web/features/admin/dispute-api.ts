/** The admin desk's disputes (issue 49): the queue, a case with its evidence, the decision. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Dispute,
  DisputeCase,
  DisputeDecisionBody,
  DisputeQueueItem,
} from '../../../domain/schemas/disputes';
import { apiJson } from '../../lib/api';
import { adminKeys } from './api';

const DISPUTES = [...adminKeys.all, 'disputes'] as const;

export function useDisputeQueue() {
  return useQuery({
    queryKey: DISPUTES,
    queryFn: () =>
      apiJson<{ open: DisputeQueueItem[]; ended: DisputeQueueItem[] }>(
        'GET',
        '/api/admin/disputes',
      ),
  });
}

export function useDisputeCase(id: string | null) {
  return useQuery({
    queryKey: [...DISPUTES, id],
    queryFn: () => apiJson<DisputeCase>('GET', `/api/admin/disputes/${id ?? ''}`),
    enabled: id !== null,
  });
}

export function useDecideDispute(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DisputeDecisionBody) =>
      apiJson<Dispute>('POST', `/api/admin/disputes/${id}/decision`, body),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: DISPUTES });
      await client.invalidateQueries({ queryKey: adminKeys.audit });
    },
  });
}
