/** The admin desk's provider standing (issue 49): the paused and suspended, and the decision. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  OwnStanding,
  StandingCase,
  StandingDecisionBody,
} from '../../../domain/schemas/reliability';
import { apiJson } from '../../lib/api';
import { adminKeys } from './api';

const STANDING = [...adminKeys.all, 'standing'] as const;

export function useStandingQueue() {
  return useQuery({
    queryKey: STANDING,
    queryFn: () => apiJson<{ items: StandingCase[] }>('GET', '/api/admin/standing'),
  });
}

export function useDecideStanding(providerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StandingDecisionBody) =>
      apiJson<OwnStanding>('POST', `/api/admin/providers/${providerId}/standing`, body),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: STANDING });
      await client.invalidateQueries({ queryKey: adminKeys.audit });
    },
  });
}
