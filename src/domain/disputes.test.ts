import { describe, expect, it } from 'vitest';
import {
  decideBy,
  decidedRefund,
  DISPUTE_STATES,
  DISPUTE_TRANSITIONS,
  disputeAfter,
  disputeOpen,
  outcomesFor,
  refundProblem,
  settleBy,
  type DisputeEvent,
  type DisputeState,
} from './disputes';

describe('the dispute state machine', () => {
  // Every event from every state: where it leads, or null where it cannot happen.
  const table: Record<DisputeEvent, Partial<Record<DisputeState, DisputeState>>> = {
    offer_made: { negotiating: 'negotiating' },
    offer_accepted: { negotiating: 'settled' },
    escalated: { negotiating: 'under_review' },
    settle_time_lapsed: { negotiating: 'under_review' },
    decided: { under_review: 'decided' },
    withdrawn: { negotiating: 'withdrawn', under_review: 'withdrawn' },
  };
  for (const event of Object.keys(DISPUTE_TRANSITIONS) as DisputeEvent[]) {
    it(`${event}: ${DISPUTE_TRANSITIONS[event].why}`, () => {
      for (const from of DISPUTE_STATES) {
        expect(disputeAfter(event, from), `${event} from ${from}`).toBe(table[event][from] ?? null);
      }
    });
  }

  it('holds the money only while someone still has to act', () => {
    expect(DISPUTE_STATES.filter(disputeOpen)).toEqual(['negotiating', 'under_review']);
  });

  it('gives the two sides 48 hours, then an admin 7 days', () => {
    const opened = new Date('2026-12-01T09:00:00Z');
    expect(settleBy(opened).toISOString()).toBe('2026-12-03T09:00:00.000Z');
    expect(decideBy(settleBy(opened)).toISOString()).toBe('2026-12-10T09:00:00.000Z');
  });

  it('takes a partial refund of whole rand, above nothing and below what was paid', () => {
    expect(refundProblem(400, 1850)).toBeNull();
    expect(refundProblem(0, 1850)).toBe('A refund must be at least R1');
    expect(refundProblem(1850, 1850)).toBe('A partial refund is less than the R1850 paid');
    expect(refundProblem(12.5, 1850)).toBe('Whole rand only');
  });

  it('decides only outcomes that fit where the money is', () => {
    expect(outcomesFor('held')).toEqual(['full_refund', 'partial_refund', 'no_refund']);
    expect(outcomesFor('direct')).toEqual(['full_refund', 'partial_refund', 'no_refund']);
    // Paid out already: back from the provider directly, or from the Khaya Guarantee.
    expect(outcomesFor('released')).toEqual(['guarantee_payout', 'partial_refund', 'no_refund']);
  });

  it('turns a decision into the cents refunded, within what was paid and the Guarantee cap', () => {
    expect(decidedRefund('no_refund', 300, 185_000, 5000)).toEqual({ cents: 0 });
    expect(decidedRefund('full_refund', null, 185_000, 5000)).toEqual({ cents: 185_000 });
    expect(decidedRefund('partial_refund', 400, 185_000, 5000)).toEqual({ cents: 40_000 });
    expect(decidedRefund('partial_refund', null, 185_000, 5000)).toEqual({
      problem: 'Give the amount in rand',
    });
    expect(decidedRefund('partial_refund', 1850, 185_000, 5000)).toEqual({
      problem: 'A partial refund is less than the R1850 paid',
    });
    expect(decidedRefund('guarantee_payout', 1850, 185_000, 5000)).toEqual({ cents: 185_000 });
    expect(decidedRefund('guarantee_payout', 1851, 185_000, 5000)).toEqual({
      problem: 'The Guarantee pays at most R1850 on this job',
    });
    expect(decidedRefund('guarantee_payout', 5001, 900_000, 5000)).toEqual({
      problem: 'The Guarantee pays at most R5000 on this job',
    });
    expect(decidedRefund('guarantee_payout', 0, 900_000, 5000)).toEqual({
      problem: 'A payout must be at least R1',
    });
  });
});
