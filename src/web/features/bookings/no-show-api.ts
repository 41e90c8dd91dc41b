/** A booked visit's no-show (issue 49): read once the visit is 30 minutes late, reported, answered. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NoShow, NoShowAnswerBody, NoShowStatus } from '../../../domain/schemas/cancellations';
import { apiJson } from '../../lib/api';
import { refreshView } from '../quote-requests/keys';

const key = (bookingId: string) => ['/api/bookings', bookingId, 'no-show'] as const;

export function useNoShow(bookingId: string, enabled: boolean) {
  return useQuery({
    queryKey: key(bookingId),
    queryFn: () => apiJson<NoShowStatus>('GET', `/api/bookings/${bookingId}/no-show`),
    enabled,
  });
}

type NoShowAction = { kind: 'report'; note: string } | ({ kind: 'answer' } & NoShowAnswerBody);

/** Reports the other side absent, or answers its report; the request and lists refresh. */
export function useNoShowAction(
  requestId: string,
  bookingId: string,
  side: 'customer' | 'provider',
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: NoShowAction) =>
      action.kind === 'report'
        ? apiJson<NoShow>('POST', `/api/bookings/${bookingId}/no-show`, { note: action.note })
        : apiJson<NoShow>('POST', `/api/bookings/${bookingId}/no-show/answer`, {
            answer: action.answer,
            note: action.note,
          }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: key(bookingId) });
      await refreshView(client, side, requestId);
    },
  });
}
