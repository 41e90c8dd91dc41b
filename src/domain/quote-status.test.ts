import { describe, expect, it } from 'vitest';
import {
  canTransition,
  nextStatus,
  OPEN_TO_QUOTES,
  QUOTE_REQUEST_STATUS_LABELS,
  QUOTE_REQUEST_STATUSES,
  QUOTE_REQUEST_TRANSITIONS,
  type Actor,
  type QuoteRequestEvent,
} from './quote-status';

describe('quote request status machine', () => {
  it("uses the spec's badge labels", () => {
    expect(QUOTE_REQUEST_STATUS_LABELS).toEqual({
      pending: 'Pending',
      responded: 'Quote Received',
      accepted: 'Accepted',
      declined: 'Declined',
      completed: 'Completed',
      closed: 'Closed',
    });
  });

  const allowed: [QuoteRequestEvent, string, Actor][] = [
    ['quote_submitted', 'pending', 'provider'],
    ['quote_submitted', 'responded', 'provider'],
    ['quote_submitted', 'declined', 'provider'],
    ['quote_accepted', 'responded', 'customer'],
    ['last_open_quote_declined', 'responded', 'customer'],
    ['only_quote_withdrawn', 'responded', 'provider'],
    ['last_open_quote_withdrawn', 'responded', 'provider'],
    ['completed', 'accepted', 'customer'],
    ['closed', 'pending', 'customer'],
    ['closed', 'responded', 'customer'],
    ['closed', 'declined', 'customer'],
    ['booked_instantly', 'pending', 'customer'],
    ['instant_booking_declined', 'accepted', 'provider'],
    ['customer_cancelled_booking', 'accepted', 'customer'],
    ['provider_cancelled_booking', 'accepted', 'provider'],
    ['provider_cancelled_booking_quotes_left', 'accepted', 'provider'],
    ['provider_cancelled_booking_quotes_lapsed', 'accepted', 'provider'],
  ];

  it('allows exactly the listed transitions, each only for its actor', () => {
    const events = Object.keys(QUOTE_REQUEST_TRANSITIONS) as QuoteRequestEvent[];
    for (const event of events) {
      for (const from of QUOTE_REQUEST_STATUSES) {
        for (const actor of ['customer', 'provider'] as Actor[]) {
          const expected = allowed.some(([e, f, a]) => e === event && f === from && a === actor);
          expect(canTransition(event, from, actor), `${event} from ${from} by ${actor}`).toBe(
            expected,
          );
        }
      }
    }
  });

  it('leads where the product says', () => {
    expect(nextStatus('quote_submitted')).toBe('responded');
    expect(nextStatus('quote_accepted')).toBe('accepted');
    expect(nextStatus('last_open_quote_declined')).toBe('declined');
    expect(nextStatus('completed')).toBe('completed');
    expect(nextStatus('booked_instantly')).toBe('accepted');
    expect(nextStatus('instant_booking_declined')).toBe('pending');
    expect(nextStatus('customer_cancelled_booking')).toBe('closed');
    expect(nextStatus('provider_cancelled_booking')).toBe('pending');
    expect(nextStatus('provider_cancelled_booking_quotes_left')).toBe('responded');
  });

  it('keeps accepted and completed requests closed to new quotes', () => {
    expect(OPEN_TO_QUOTES).not.toContain('accepted');
    expect(OPEN_TO_QUOTES).not.toContain('completed');
  });
});
