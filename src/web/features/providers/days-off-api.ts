import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DayOff } from '../../../domain/availability';
import { apiJson, apiRequest } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { quoteRequestKeys } from '../quote-requests/keys';

const BASE = '/api/providers/me/days-off';
const daysOffKey = (uid: string | undefined) => [BASE, uid] as const;

/** The provider's days off that have not ended, soonest first. */
export function useDaysOff() {
  const { user } = useAuth();
  return useQuery({
    queryKey: daysOffKey(user?.uid),
    queryFn: () => apiJson<DayOff[]>('GET', BASE),
    enabled: Boolean(user),
  });
}

/** Adding or removing days off changes which requests the provider sees: its lists refresh. */
function useDaysOffChange<T>(change: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: change,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: daysOffKey(user?.uid) });
      await client.invalidateQueries({ queryKey: quoteRequestKeys.lists('provider') });
    },
  });
}

export function useAddDayOff() {
  return useDaysOffChange((body: { from: string; to: string; note: string }) =>
    apiJson<DayOff>('POST', BASE, body),
  );
}

export function useRemoveDayOff() {
  return useDaysOffChange((id: string) => apiRequest('DELETE', `${BASE}/${id}`));
}
