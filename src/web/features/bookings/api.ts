import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Booking, CalendarFeed, MoveBody } from '../../../domain/schemas/bookings';
import type {
  CancelBody,
  Cancellation,
  CancellationTerms,
} from '../../../domain/schemas/cancellations';
import { apiBlob, apiJson, apiRequest } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { saveBlob } from '../../lib/download';
import { refreshView } from '../quote-requests/keys';

type MoveAction =
  | { kind: 'propose'; body: MoveBody }
  | { kind: 'accept' | 'decline'; moveId: string }
  | { kind: 'on-the-way' }
  | { kind: 'decline-booking'; reason: string };

/**
 * A booked visit's time, from either side: propose another, or answer the other side's. The
 * request and the side's lists refresh (they show the booking).
 */
export function useMoveAction(requestId: string, bookingId: string, side: 'customer' | 'provider') {
  const client = useQueryClient();
  const base = `/api/bookings/${bookingId}/moves`;
  return useMutation({
    mutationFn: async (action: MoveAction): Promise<unknown> => {
      if (action.kind === 'propose') return apiJson<Booking>('POST', base, action.body);
      if (action.kind === 'on-the-way') {
        return apiJson<Booking>('POST', `/api/bookings/${bookingId}/on-the-way`);
      }
      if (action.kind === 'decline-booking') {
        return apiRequest('POST', `/api/bookings/${bookingId}/decline`, { reason: action.reason });
      }
      return apiJson<Booking>('POST', `${base}/${action.moveId}/${action.kind}`);
    },
    onSuccess: () => refreshView(client, side, requestId),
  });
}

/** The booked visit's .ics file, saved for the phone's or computer's calendar to open. */
export async function saveVisitToCalendar(booking: Booking): Promise<void> {
  saveBlob(
    await apiBlob(`/api/bookings/${booking.id}/calendar.ics`),
    `khaya-visit-${booking.date}.ics`,
  );
}

const FEED = '/api/providers/me/calendar-feed';
const feedKey = (uid: string | undefined) => [FEED, uid] as const;

/** Whether the provider's calendar feed is on (read once the card is opened). */
export function useCalendarFeed(enabled: boolean) {
  const { user } = useAuth();
  return useQuery({
    queryKey: feedKey(user?.uid),
    queryFn: () => apiJson<CalendarFeed>('GET', FEED),
    enabled: enabled && Boolean(user),
  });
}

/** A new secret address (shown once: the answer holds it) or the feed turned off. */
export function useCalendarFeedChange() {
  const client = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: async (change: 'start' | 'stop'): Promise<CalendarFeed> => {
      if (change === 'start') return apiJson<CalendarFeed>('POST', FEED);
      await apiRequest('DELETE', FEED);
      return { on: false, since: null, readAt: null, url: null };
    },
    onSuccess: (feed) => client.setQueryData(feedKey(user?.uid), feed),
  });
}

/** What cancelling the visit now would cost. */
export function useCancellationTerms(bookingId: string) {
  return useQuery({
    queryKey: ['/api/bookings', bookingId, 'cancel'],
    queryFn: () => apiJson<CancellationTerms>('GET', `/api/bookings/${bookingId}/cancel`),
    staleTime: 0,
  });
}

/** Cancels the visit; the request and the side's lists refresh (the request moved on). */
export function useCancelVisit(
  requestId: string,
  bookingId: string,
  side: 'customer' | 'provider',
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CancelBody) =>
      apiJson<Cancellation>('POST', `/api/bookings/${bookingId}/cancel`, body),
    onSuccess: () => refreshView(client, side, requestId),
  });
}

const FEE = '/api/providers/me/cancellation-fee';

/** The provider's fee for a customer's cancellation within 24 hours of the visit. */
export function useCancellationFee() {
  return useQuery({
    queryKey: [FEE],
    queryFn: () => apiJson<{ fee: number }>('GET', FEE),
  });
}

export function useSetCancellationFee() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fee: string) => apiJson<{ fee: number }>('PUT', FEE, { fee }),
    onSuccess: (saved) => client.setQueryData([FEE], saved),
  });
}
