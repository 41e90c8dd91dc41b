import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Booking, CalendarFeed, MoveBody } from '../../../domain/schemas/bookings';
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
