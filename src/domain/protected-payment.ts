/**
 * Protected payment (issue 48) as data, beside the quote request's machine. Khaya never holds the
 * money: a licensed escrow partner (TradeSafe) does. This is Khaya's record of where the
 * partner's transaction stands; every change goes through `protectedPaymentAfter`, and the state
 * only moves as the partner's own state, read back through its API, says it has.
 *
 *   awaiting_payment  the customer accepted the quote paying through Khaya: the partner's
 *                     transaction exists (customer buyer, provider seller, Khaya agent for its
 *                     fee); the customer pays on the partner's page (card, instant EFT).
 *   funded            the partner holds the money: the provider is told, the job can go ahead.
 *   delivered         the provider marked the work done: the customer accepts it, or after the
 *                     inspection period (24 hours) of silence the partner accepts it for them.
 *   released          accepted: the partner pays the provider out (less Khaya's fee). Final.
 *   cancelled         the customer chose to pay the provider directly before paying, or the
 *                     partner cancelled the transaction, or the visit was cancelled before the
 *                     work was done (any money held refunded to the customer). Final.
 *   refunded          a dispute about delivered work ended in a full refund (issue 49): the
 *                     partner's transaction was cancelled and the money held went back. Final.
 *   cancelled_with_fee  the visit was cancelled late by the customer, or the customer was not
 *                     there (issue 49): the work's allocation was lowered to the cancellation
 *                     fee by an amendment and paid out to the provider; the rest went back to
 *                     the customer. Final.
 */
import { PROTECTED_PAYMENT_STATES, type ProtectedPaymentState } from './protected-payment-states';

export { PROTECTED_PAYMENT_STATES, type ProtectedPaymentState };

/** What each side reads about the money, in a word or two. */
export const PROTECTED_PAYMENT_LABELS: Record<ProtectedPaymentState, string> = {
  awaiting_payment: 'Waiting for payment',
  funded: 'Paid: held safely',
  delivered: 'Work done: waiting for acceptance',
  released: 'Paid out to the provider',
  cancelled: 'Not paid through Khaya',
  refunded: 'Refunded to the customer',
  cancelled_with_fee: 'Cancelled: fee paid, the rest refunded',
};

/** How long the customer has to accept delivered work before the partner accepts it for them. */
export const INSPECTION_HOURS = 24;

export type ProtectedPaymentEvent =
  | 'funds_received'
  | 'work_delivered'
  | 'work_accepted'
  | 'inspection_lapsed'
  | 'paid_directly'
  | 'partner_cancelled'
  | 'job_cancelled'
  | 'dispute_refunded'
  | 'cancellation_fee_paid';

/** Who makes each change happen: a person through Khaya, or the partner (read back). */
export type PaymentActor = 'customer' | 'provider' | 'either' | 'partner';

export const PROTECTED_PAYMENT_TRANSITIONS: Record<
  ProtectedPaymentEvent,
  {
    from: readonly ProtectedPaymentState[];
    to: ProtectedPaymentState;
    by: PaymentActor;
    why: string;
  }
> = {
  funds_received: {
    from: ['awaiting_payment'],
    to: 'funded',
    by: 'partner',
    why: 'The partner received the customer’s payment and holds it: the provider is told to go ahead.',
  },
  work_delivered: {
    from: ['funded'],
    to: 'delivered',
    by: 'provider',
    why: 'The provider says the work is done: the customer has 24 hours to accept it.',
  },
  work_accepted: {
    from: ['delivered'],
    to: 'released',
    by: 'customer',
    why: 'The customer accepted the work: the partner pays the provider out.',
  },
  inspection_lapsed: {
    from: ['delivered'],
    to: 'released',
    by: 'partner',
    why: 'Nobody answered within 24 hours: the partner accepted the work and pays the provider out.',
  },
  paid_directly: {
    from: ['awaiting_payment'],
    to: 'cancelled',
    by: 'customer',
    why: 'The customer chose to pay the provider directly before paying through Khaya.',
  },
  partner_cancelled: {
    from: ['awaiting_payment'],
    to: 'cancelled',
    by: 'partner',
    why: 'The partner cancelled the transaction before any money was taken.',
  },
  job_cancelled: {
    from: ['awaiting_payment', 'funded'],
    to: 'cancelled',
    by: 'either',
    why: 'The booked visit was cancelled before the work was done (issue 49): the partner’s transaction is cancelled and any money held goes back to the customer.',
  },
  dispute_refunded: {
    from: ['delivered'],
    to: 'refunded',
    by: 'partner',
    why: 'A dispute about the delivered work ended in a full refund (issue 49): the partner cancelled the transaction and gave the money held back.',
  },
  cancellation_fee_paid: {
    from: ['funded'],
    to: 'cancelled_with_fee',
    by: 'either',
    why: 'The visit was cancelled with a fee (the customer cancelled late, or was not there; issue 49): the partner paid the provider the fee from the money held and gave the rest back.',
  },
};

/** The state after `event`, or null when the event cannot happen in state `from`. */
export function protectedPaymentAfter(
  event: ProtectedPaymentEvent,
  from: ProtectedPaymentState,
): ProtectedPaymentState | null {
  const transition = PROTECTED_PAYMENT_TRANSITIONS[event];
  return transition.from.includes(from) ? transition.to : null;
}

/** The partner's transaction states (TradeSafe's, as its API and callbacks name them). */
export type PartnerState =
  | 'CREATED'
  | 'PENDING'
  | 'FUNDS_DEPOSITED'
  | 'FUNDS_RECEIVED'
  | 'INITIATED'
  | 'SENT'
  | 'DELIVERED'
  | 'PENDING_ACCEPTANCE'
  | 'FUNDS_RELEASED'
  | 'DISPUTED'
  | 'CANCELED'
  | 'DECLINED';

/**
 * Where Khaya's record should stand for the partner's state. Money deposited by EFT but not yet
 * cleared (FUNDS_DEPOSITED) is still awaited; anything unknown changes nothing (null).
 */
export function stateForPartner(state: string): ProtectedPaymentState | null {
  switch (state) {
    case 'CREATED':
    case 'PENDING':
    case 'FUNDS_DEPOSITED':
      return 'awaiting_payment';
    case 'FUNDS_RECEIVED':
    case 'INITIATED':
      return 'funded';
    case 'SENT':
    case 'DELIVERED':
    case 'PENDING_ACCEPTANCE':
    case 'DISPUTED':
      return 'delivered';
    case 'FUNDS_RELEASED':
      return 'released';
    case 'CANCELED':
    case 'DECLINED':
      return 'cancelled';
    default:
      return null;
  }
}

const ORDER: Record<ProtectedPaymentState, number> = {
  awaiting_payment: 0,
  funded: 1,
  delivered: 2,
  released: 3,
  cancelled: 3,
  refunded: 3,
  cancelled_with_fee: 3,
};

/** Where a payment stands after `events` (the last one's state), or `from` with none. */
export function stateAfterEvents(
  from: ProtectedPaymentState,
  events: readonly ProtectedPaymentEvent[],
): ProtectedPaymentState {
  const last = events.at(-1);
  return last ? PROTECTED_PAYMENT_TRANSITIONS[last].to : from;
}

/**
 * The events that carry Khaya's record from `from` to what the partner says (`to`), in order:
 * a missed callback is made up for (awaiting_payment straight to released passes through funded
 * and delivered). Nothing ever moves back: a stale or out-of-order read gives no events.
 * `feeOnCancel`: the visit was cancelled with a fee paid from the money held (Khaya asked the
 * partner to pay it out), so the payout the partner reports is that fee's.
 */
export function catchUpEvents(
  from: ProtectedPaymentState,
  to: ProtectedPaymentState,
  acceptedBy: 'customer' | 'partner' = 'partner',
  feeOnCancel = false,
): ProtectedPaymentEvent[] {
  if (ORDER[to] <= ORDER[from]) return [];
  if (feeOnCancel && from === 'funded') {
    // A cancellation fee paid out of the money held: delivered on the way is a step of it, not
    // the work's; paid out, it is the fee (the rest went back); cancelled, all of it went back.
    if (to === 'released') return ['cancellation_fee_paid'];
    if (to === 'delivered') return [];
  }
  if (to === 'cancelled') {
    // Cancelled while held: the partner refunded the customer (a cancelled visit).
    if (from === 'funded') return ['job_cancelled'];
    // Cancelled after delivery: only a dispute's full refund does that.
    if (from === 'delivered') return ['dispute_refunded'];
    return from === 'awaiting_payment' ? ['partner_cancelled'] : [];
  }
  const path: ProtectedPaymentEvent[] = [];
  let at = from;
  while (at !== to) {
    const event: ProtectedPaymentEvent =
      at === 'awaiting_payment'
        ? 'funds_received'
        : at === 'funded'
          ? 'work_delivered'
          : acceptedBy === 'customer'
            ? 'work_accepted'
            : 'inspection_lapsed';
    const next = protectedPaymentAfter(event, at);
    if (!next) return [];
    path.push(event);
    at = next;
  }
  return path;
}
