/**
 * A dispute about a job (issue 49), as data beside the quote and payment machines. Opened by
 * either side on a delivered or completed job, or by a customer's Khaya Guarantee claim.
 *
 *   negotiating   stage 1: 48 hours for the two to settle in the job's thread; either may offer
 *                 a partial refund in rand, which the other may accept.
 *   settled       an offer was accepted: the money moves as offered. Final.
 *   under_review  stage 2: either side asked Khaya, or 48 hours passed unsettled; the evidence
 *                 goes to an admin, who decides within 7 days.
 *   decided       an admin decided, with a reason: a full, partial or no refund, or a guarantee
 *                 payout (and perhaps a warning or a suspension). Final.
 *   withdrawn     the side that opened it let it go. Final.
 *
 * Money held by the escrow partner stays held while a dispute is open, and moves as it ends.
 */

export const DISPUTE_STATES = [
  'negotiating',
  'settled',
  'under_review',
  'decided',
  'withdrawn',
] as const;
export type DisputeState = (typeof DISPUTE_STATES)[number];

export const DISPUTE_LABELS: Record<DisputeState, string> = {
  negotiating: 'Talking it over',
  settled: 'Settled between you',
  under_review: 'With Khaya to decide',
  decided: 'Decided by Khaya',
  withdrawn: 'Withdrawn',
};

/** Stage 1's length, and how long an admin has to decide once it is theirs. */
export const DISPUTE_RULE = { settleHours: 48, decideDays: 7 } as const;

export const DISPUTE_OUTCOMES = [
  'full_refund',
  'partial_refund',
  'no_refund',
  'guarantee_payout',
] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

export type DisputeEvent =
  'offer_made' | 'offer_accepted' | 'escalated' | 'settle_time_lapsed' | 'decided' | 'withdrawn';

/** What happened to a dispute, as both sides are told: its opening, then each event. */
export type DisputeStep = 'opened' | DisputeEvent;

/** Who makes each change: one of the two sides, the other side, an admin, or the clock. */
export type DisputeActor = 'party' | 'admin' | 'clock';

export const DISPUTE_TRANSITIONS: Record<
  DisputeEvent,
  { from: readonly DisputeState[]; to: DisputeState; by: DisputeActor; why: string }
> = {
  offer_made: {
    from: ['negotiating'],
    to: 'negotiating',
    by: 'party',
    why: 'One side offers a partial refund in rand; the other may accept it. A new offer replaces the last.',
  },
  offer_accepted: {
    from: ['negotiating'],
    to: 'settled',
    by: 'party',
    why: 'The side offered a refund accepted it (never its own offer): the money moves as offered.',
  },
  escalated: {
    from: ['negotiating'],
    to: 'under_review',
    by: 'party',
    why: 'Either side asks Khaya to decide: the evidence goes to an admin.',
  },
  settle_time_lapsed: {
    from: ['negotiating'],
    to: 'under_review',
    by: 'clock',
    why: '48 hours passed without a settlement: an admin decides.',
  },
  decided: {
    from: ['under_review'],
    to: 'decided',
    by: 'admin',
    why: 'An admin decided, with a reason both sides read: the money moves as decided.',
  },
  withdrawn: {
    from: ['negotiating', 'under_review'],
    to: 'withdrawn',
    by: 'party',
    why: 'The side that opened the dispute lets it go: held money moves as if there had been none.',
  },
};

/** The state after `event`, or null when it cannot happen in state `from`. */
export function disputeAfter(event: DisputeEvent, from: DisputeState): DisputeState | null {
  const transition = DISPUTE_TRANSITIONS[event];
  return transition.from.includes(from) ? transition.to : null;
}

/** Whether the dispute still holds money and waits for someone. */
export function disputeOpen(state: DisputeState): boolean {
  return state === 'negotiating' || state === 'under_review';
}

/** When stage 1 ends for a dispute opened at `openedAt`. */
export function settleBy(openedAt: Date): Date {
  return new Date(openedAt.getTime() + DISPUTE_RULE.settleHours * 3_600_000);
}

/** When an admin must have decided a dispute that came to Khaya at `reviewFrom`. */
export function decideBy(reviewFrom: Date): Date {
  return new Date(reviewFrom.getTime() + DISPUTE_RULE.decideDays * 24 * 3_600_000);
}

/**
 * A partial refund offered or decided, checked against what was paid: whole rand, more than
 * nothing and less than the whole (a full refund is its own outcome). Null when it is fine, else
 * what to tell the person.
 */
export function refundProblem(refundRand: number, paidRand: number): string | null {
  if (!Number.isInteger(refundRand)) return 'Whole rand only';
  if (refundRand < 1) return 'A refund must be at least R1';
  if (refundRand >= paidRand) return `A partial refund is less than the R${paidRand} paid`;
  return null;
}

/** Where the job's money was when the dispute opened (protected money stays held until it ends). */
export type DisputeMoney = 'held' | 'released' | 'direct';

/** A dispute may be opened up to this many days after the work was done (the Guarantee's too). */
export const DISPUTE_OPEN_DAYS = 30;

export const DISPUTE_REASONS = {
  customer: {
    poor_work: 'The work was poorly done',
    not_finished: 'The work was not finished',
    damage: 'Something was damaged',
    overcharged: 'I was charged more than agreed',
    other: 'Something else',
  },
  provider: {
    not_paid: 'I was not paid what was agreed',
    unfair_complaint: 'The complaint about my work is unfair',
    extra_work: 'I was asked for more than I quoted',
    other: 'Something else',
  },
} as const;
export type DisputeSide = keyof typeof DISPUTE_REASONS;

export const DISPUTE_OUTCOME_LABELS: Record<DisputeOutcome, string> = {
  full_refund: 'A full refund',
  partial_refund: 'A partial refund',
  no_refund: 'No refund',
  guarantee_payout: 'Paid by the Khaya Guarantee',
};

/**
 * The outcomes an admin may decide, by where the money is: held money is refunded or paid out
 * through the partner; money already paid out can only come back from the provider directly or,
 * on a job paid through Khaya, from the Khaya Guarantee; a job paid directly is refunded directly.
 */
export function outcomesFor(money: DisputeMoney): readonly DisputeOutcome[] {
  return money === 'released'
    ? ['guarantee_payout', 'partial_refund', 'no_refund']
    : ['full_refund', 'partial_refund', 'no_refund'];
}

/**
 * The refund an outcome gives, in cents, or what to tell the admin: `refundRand` is the
 * amount the admin typed (partial refunds and Guarantee payouts), `paidCents` what the job cost
 * (or what is held), `guaranteeMaxRand` the Guarantee's cap.
 */
export function decidedRefund(
  outcome: DisputeOutcome,
  refundRand: number | null,
  paidCents: number,
  guaranteeMaxRand: number,
): { cents: number } | { problem: string } {
  if (outcome === 'no_refund') return { cents: 0 };
  if (outcome === 'full_refund') return { cents: paidCents };
  if (refundRand === null) return { problem: 'Give the amount in rand' };
  if (outcome === 'partial_refund') {
    const problem = refundProblem(refundRand, Math.floor(paidCents / 100));
    return problem ? { problem } : { cents: refundRand * 100 };
  }
  const cap = Math.min(guaranteeMaxRand, Math.floor(paidCents / 100));
  if (!Number.isInteger(refundRand)) return { problem: 'Whole rand only' };
  if (refundRand < 1) return { problem: 'A payout must be at least R1' };
  if (refundRand > cap) return { problem: `The Guarantee pays at most R${cap} on this job` };
  return { cents: refundRand * 100 };
}

/**
 * Whether a job's work is done, so that a problem with it may be raised: completed, or marked
 * done (or paid out, or refunded) on a job paid through Khaya. The pages show the dispute card
 * only then; the API decides whether one can be opened.
 */
export function workDone(status: string, paymentState: string | null): boolean {
  return (
    status === 'completed' || ['delivered', 'released', 'refunded'].includes(paymentState ?? '')
  );
}
