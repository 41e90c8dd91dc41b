import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking, MoveBody } from '../../../domain/schemas/bookings';
import { apiJson } from '../../lib/api';
import { refreshView } from '../quote-requests/keys';

type MoveAction =
  | { kind: 'propose'; body: MoveBody }
  | { kind: 'accept' | 'decline'; moveId: string }
  | { kind: 'on-the-way' };

/**
 * A booked visit's time, from either side: propose another, or answer the other side's. The
 * request and the side's lists refresh (they show the booking).
 */
export function useMoveAction(requestId: string, bookingId: string, side: 'customer' | 'provider') {
  const client = useQueryClient();
  const base = `/api/bookings/${bookingId}/moves`;
  return useMutation({
    mutationFn: (action: MoveAction) =>
      action.kind === 'propose'
        ? apiJson<Booking>('POST', base, action.body)
        : action.kind === 'on-the-way'
          ? apiJson<Booking>('POST', `/api/bookings/${bookingId}/on-the-way`)
          : apiJson<Booking>('POST', `${base}/${action.moveId}/${action.kind}`),
    onSuccess: () => refreshView(client, side, requestId),
  });
}
