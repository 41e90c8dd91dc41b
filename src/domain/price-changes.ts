/**
 * A price change after the customer accepted a quote (issue 48), as data beside the quote and
 * payment machines. The Consumer Protection Act (section 15) lets nobody charge above the price a
 * consumer authorised without new consent, so the provider asks (extra work, dearer materials)
 * and the customer decides: nothing counts until they agree and, on a job paid through Khaya,
 * until the extra is paid into escrow too (its own transaction with the partner, following the
 * payment machine in ./protected-payment.ts and released with the work).
 *
 *   proposed   the provider asked for an amount more than the price agreed so far, with a reason.
 *   agreed     the customer agreed: on a job paid directly it counts now; on a job paid through
 *              Khaya it counts once the partner holds the extra (its payment state `funded`).
 *   declined   the customer said no: the price stays as it was. Final.
 *   withdrawn  the provider took it back before it counted. Final.
 *   lapsed     on a job paid through Khaya, the work was marked done before the customer agreed
 *              and paid the extra into escrow: it is not owed (its transaction cancelled). Final.
 */
import type { ProtectedPaymentState } from './protected-payment-states';

export const PRICE_CHANGE_STATES = [
  'proposed',
  'agreed',
  'declined',
  'withdrawn',
  'lapsed',
] as const;
export type PriceChangeState = (typeof PRICE_CHANGE_STATES)[number];

export const PRICE_CHANGE_LABELS: Record<PriceChangeState, string> = {
  proposed: 'Waiting for the customer',
  agreed: 'Agreed',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  lapsed: 'Lapsed: the work was marked done first',
};

export type PriceChangeEvent =
  'customer_agreed' | 'customer_declined' | 'provider_withdrew' | 'work_done_unpaid';

export const PRICE_CHANGE_TRANSITIONS: Record<
  PriceChangeEvent,
  {
    from: readonly PriceChangeState[];
    to: PriceChangeState;
    by: 'customer' | 'provider';
    why: string;
  }
> = {
  customer_agreed: {
    from: ['proposed'],
    to: 'agreed',
    by: 'customer',
    why: 'The customer consents to the new price (on a job paid through Khaya, they pay the extra into escrow next).',
  },
  customer_declined: {
    from: ['proposed'],
    to: 'declined',
    by: 'customer',
    why: 'The customer keeps the price they agreed to: nothing above it may be charged.',
  },
  provider_withdrew: {
    from: ['proposed', 'agreed'],
    to: 'withdrawn',
    by: 'provider',
    why: 'The provider takes the request back before it counts (an agreed one only while its extra is unpaid).',
  },
  work_done_unpaid: {
    from: ['proposed', 'agreed'],
    to: 'lapsed',
    by: 'provider',
    why: 'On a job paid through Khaya, the provider marked the work done before the extra was agreed and paid into escrow: it is not owed through Khaya.',
  },
};

/** The state after `event`, or null when it cannot happen in state `from`. */
export function priceChangeAfter(
  event: PriceChangeEvent,
  from: PriceChangeState,
): PriceChangeState | null {
  const transition = PRICE_CHANGE_TRANSITIONS[event];
  return transition.from.includes(from) ? transition.to : null;
}

const HELD: readonly ProtectedPaymentState[] = ['funded', 'delivered', 'released'];

/**
 * Whether a change is part of the price now: agreed and, when it is paid through Khaya
 * (`paymentState` set), held by the partner.
 */
export function priceChangeCounts(change: {
  state: PriceChangeState;
  paymentState: ProtectedPaymentState | null;
}): boolean {
  if (change.state !== 'agreed') return false;
  return change.paymentState === null || HELD.includes(change.paymentState);
}

/** Whether an agreed change still waits for its extra to be paid into escrow. */
export function awaitsFunding(change: {
  state: PriceChangeState;
  paymentState: ProtectedPaymentState | null;
}): boolean {
  return change.state === 'agreed' && change.paymentState === 'awaiting_payment';
}

/** The most one change may add, in rand (the quote form's own ceiling). */
export const PRICE_CHANGE_MAX_RAND = 1_000_000;

/** Why a second change waits (409): one open change at a time keeps the consent clear. */
export const ONE_OPEN_CHANGE =
  'A price change is already waiting for an answer or a payment: withdraw it first, or wait for it.';
