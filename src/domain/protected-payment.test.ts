import { describe, expect, it } from 'vitest';
import {
  catchUpEvents,
  PROTECTED_PAYMENT_STATES,
  PROTECTED_PAYMENT_TRANSITIONS,
  protectedPaymentAfter,
  stateAfterEvents,
  stateForPartner,
  type ProtectedPaymentEvent,
  type ProtectedPaymentState,
} from './protected-payment';

describe('protected payment as a state machine', () => {
  // Every event against every state: allowed exactly where the table says, to where it says.
  const table: [ProtectedPaymentEvent, ProtectedPaymentState, ProtectedPaymentState | null][] = [];
  for (const event of Object.keys(PROTECTED_PAYMENT_TRANSITIONS) as ProtectedPaymentEvent[]) {
    for (const from of PROTECTED_PAYMENT_STATES) {
      const { from: allowed, to } = PROTECTED_PAYMENT_TRANSITIONS[event];
      table.push([event, from, allowed.includes(from) ? to : null]);
    }
  }
  it.each(table)('%s from %s gives %s', (event, from, to) => {
    expect(protectedPaymentAfter(event, from)).toBe(to);
  });

  it('moves only forward: released and cancelled are final', () => {
    for (const event of Object.keys(PROTECTED_PAYMENT_TRANSITIONS) as ProtectedPaymentEvent[]) {
      expect(protectedPaymentAfter(event, 'released')).toBeNull();
      expect(protectedPaymentAfter(event, 'cancelled')).toBeNull();
      expect(protectedPaymentAfter(event, 'refunded')).toBeNull();
    }
    expect(protectedPaymentAfter('work_delivered', 'awaiting_payment')).toBeNull();
    expect(protectedPaymentAfter('paid_directly', 'funded')).toBeNull();
  });

  it.each([
    ['CREATED', 'awaiting_payment'],
    ['FUNDS_DEPOSITED', 'awaiting_payment'],
    ['FUNDS_RECEIVED', 'funded'],
    ['INITIATED', 'funded'],
    ['DELIVERED', 'delivered'],
    ['FUNDS_RELEASED', 'released'],
    ['CANCELED', 'cancelled'],
    // A dispute stops the inspection period: the money is still held for the work.
    ['DISPUTED', 'delivered'],
    ['SOMETHING_NEW', null],
  ] as const)("reads the partner's %s as %s", (partner, state) => {
    expect(stateForPartner(partner)).toBe(state);
  });

  it('catches up on missed callbacks in order, and never moves back', () => {
    expect(catchUpEvents('awaiting_payment', 'released')).toEqual([
      'funds_received',
      'work_delivered',
      'inspection_lapsed',
    ]);
    expect(catchUpEvents('delivered', 'released', 'customer')).toEqual(['work_accepted']);
    expect(catchUpEvents('awaiting_payment', 'cancelled')).toEqual(['partner_cancelled']);
    expect(catchUpEvents('released', 'funded')).toEqual([]);
    expect(catchUpEvents('delivered', 'funded')).toEqual([]);
    expect(catchUpEvents('funded', 'funded')).toEqual([]);
    // Cancelled while held: the partner refunded the customer (a cancelled visit).
    expect(catchUpEvents('funded', 'cancelled')).toEqual(['job_cancelled']);
    // Cancelled after delivery: only a dispute's full refund (issue 49), to 'refunded'.
    expect(catchUpEvents('delivered', 'cancelled')).toEqual(['dispute_refunded']);
    expect(stateAfterEvents('delivered', ['dispute_refunded'])).toBe('refunded');
    expect(stateAfterEvents('funded', [])).toBe('funded');
    expect(catchUpEvents('refunded', 'released')).toEqual([]);
  });

  it('reads a cancellation fee paid from the money held as that, never as the work paid out', () => {
    // Delivered on the way is a step of paying the fee: nothing to tell anyone yet.
    expect(catchUpEvents('funded', 'delivered', 'partner', true)).toEqual([]);
    expect(catchUpEvents('funded', 'released', 'partner', true)).toEqual(['cancellation_fee_paid']);
    expect(stateAfterEvents('funded', ['cancellation_fee_paid'])).toBe('cancelled_with_fee');
    // All of it went back after all (the partner cancelled): as any cancelled visit.
    expect(catchUpEvents('funded', 'cancelled', 'partner', true)).toEqual(['job_cancelled']);
    // Final: a later read of the partner's payout moves nothing.
    expect(catchUpEvents('cancelled_with_fee', 'released')).toEqual([]);
    // Without the fee, the same reads are the work's.
    expect(catchUpEvents('funded', 'released', 'partner')).toEqual([
      'work_delivered',
      'inspection_lapsed',
    ]);
  });
});
