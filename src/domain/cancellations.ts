/**
 * Cancelling a booked job (issue 49), as data: who may cancel for which reason, and what a
 * customer's cancellation costs by the notice it gives. The Consumer Protection Act lets a
 * consumer cancel a booking and a supplier charge a reasonable cancellation fee, but none when
 * the consumer cannot come because of illness, death or a stay in hospital.
 *
 *   More than 24 hours before the booked start: free.
 *   Within 24 hours (or after the start): the fee the provider set, at most its call-out fee
 *   when the quote has one, else at most R300; none for the exempt reasons.
 *   A provider's cancellation is always free for the customer; it counts against the provider
 *   and its hire fee is given back.
 */

export const CANCELLATION_RULE = {
  /** Notice of more than this many hours is free. */
  freeNoticeHours: 24,
  /** The most a late cancellation costs when the quote has no call-out fee, in rand. */
  feeCapRand: 300,
} as const;

export const CANCELLATION_REASONS = {
  customer: {
    not_needed: 'I no longer need the work',
    found_other: 'I found someone else',
    reschedule: 'The time no longer suits me',
    price: 'The price changed',
    illness: 'Illness',
    death: 'A death in the family',
    hospitalisation: 'A stay in hospital',
    other: 'Something else',
  },
  provider: {
    unavailable: 'I can no longer come at that time',
    job_too_big: 'The job is more than I can do',
    customer_unreachable: 'I cannot reach the customer',
    illness: 'Illness',
    other: 'Something else',
  },
} as const;

export type CancellingSide = keyof typeof CANCELLATION_REASONS;
export type CancellationReason<S extends CancellingSide = CancellingSide> =
  keyof (typeof CANCELLATION_REASONS)[S];

/** Reasons for which the law allows no cancellation fee. */
export const FEE_EXEMPT_REASONS: readonly string[] = ['illness', 'death', 'hospitalisation'];

/** The most a provider may charge for a late cancellation of this quote, in rand. */
export function cancellationFeeCap(calloutFeeRand: number): number {
  return calloutFeeRand > 0 ? calloutFeeRand : CANCELLATION_RULE.feeCapRand;
}

export interface CancellationCharge {
  feeRand: number;
  /** Why it costs what it does, in words both sides read before confirming. */
  why: string;
}

/**
 * What a cancellation costs the customer: `providerFeeRand` is the fee the provider set for
 * late cancellations (0: none), `calloutFeeRand` the quote's call-out fee.
 */
export function cancellationCharge(input: {
  by: CancellingSide;
  reason: string;
  bookedStart: Date;
  now: Date;
  providerFeeRand: number;
  calloutFeeRand: number;
}): CancellationCharge {
  if (input.by === 'provider') {
    return { feeRand: 0, why: 'The provider cancelled: it costs you nothing.' };
  }
  const noticeMs = input.bookedStart.getTime() - input.now.getTime();
  if (noticeMs > CANCELLATION_RULE.freeNoticeHours * 3_600_000) {
    return {
      feeRand: 0,
      why: `Free: more than ${CANCELLATION_RULE.freeNoticeHours} hours before the visit.`,
    };
  }
  if (FEE_EXEMPT_REASONS.includes(input.reason)) {
    return { feeRand: 0, why: 'Free: no fee is charged for illness, a death or a hospital stay.' };
  }
  const feeRand = Math.min(
    Math.max(0, Math.trunc(input.providerFeeRand)),
    cancellationFeeCap(input.calloutFeeRand),
  );
  return feeRand === 0
    ? { feeRand, why: 'Free: the provider charges nothing for late cancellations.' }
    : {
        feeRand,
        why: `Within ${CANCELLATION_RULE.freeNoticeHours} hours of the visit the provider charges a cancellation fee.`,
      };
}

/** A no-show may be reported from this many minutes after the booked start. */
export const NO_SHOW_AFTER_MINUTES = 30;
/** The other side has this many hours to confirm or explain a reported no-show. */
export const NO_SHOW_ANSWER_HOURS = 24;

/** Whether a no-show can be reported at `now` for a visit booked to start at `bookedStart`. */
export function noShowReportable(bookedStart: Date, now: Date): boolean {
  return now.getTime() - bookedStart.getTime() >= NO_SHOW_AFTER_MINUTES * 60_000;
}

/**
 * A reported no-show's lifecycle: `waiting` for the absent side's answer; `confirmed` by it, or
 * `lapsed` when it did not answer within NO_SHOW_ANSWER_HOURS: both end the visit as the absent
 * side's cancellation for the reason 'no_show'; `explained`: the absent side says it came or why
 * not, and the booking stands (the two sort it out, or either cancels, or a dispute follows).
 */
export const NO_SHOW_STATES = ['waiting', 'confirmed', 'explained', 'lapsed'] as const;
export type NoShowState = (typeof NO_SHOW_STATES)[number];

/** The reason a no-show's cancellation is recorded with (not on either side's list). */
export const NO_SHOW_REASON = 'no_show';
export const NO_SHOW_LABEL = 'Did not come';

/**
 * What a confirmed no-show costs the customer, in rand: nothing when the provider did not come;
 * the quote's call-out fee when the customer was not there (the provider came for nothing).
 */
export function noShowFeeRand(absent: 'customer' | 'provider', calloutFeeRand: number): number {
  return absent === 'customer' ? Math.max(0, Math.trunc(calloutFeeRand)) : 0;
}

/** A cancellation's reason in words, a no-show's too. */
export function cancellationReasonLabel(by: CancellingSide, reason: string): string {
  if (reason === NO_SHOW_REASON) return NO_SHOW_LABEL;
  const labels: Record<string, string> = CANCELLATION_REASONS[by];
  return labels[reason] ?? reason;
}
