/**
 * A top-up of Khaya credit as data (issue 47), like the quote request's machine. Every change
 * the server makes to a top-up goes through `canTopUpChange`.
 *
 *   pending    the provider chose an amount and was sent to the gateway's payment page.
 *   paid       the gateway's notification passed every check (its signature, the amount asked
 *              for, the gateway's own confirmation read back): the credit is posted with it.
 *              Final.
 *   cancelled  the provider cancelled on the gateway's page, or the gateway said it failed:
 *              another top-up is a new one. Should the gateway still confirm a payment for it,
 *              that money is credited (paid).
 *
 * A notification for a paid top-up credits nothing again (the gateway repeats them).
 */
export const TOP_UP_STATUSES = ['pending', 'paid', 'cancelled'] as const;
export type TopUpStatus = (typeof TOP_UP_STATUSES)[number];

export const TOP_UP_STATUS_LABELS: Record<TopUpStatus, string> = {
  pending: 'Waiting for payment',
  paid: 'Paid',
  cancelled: 'Cancelled',
};

export type TopUpEvent = 'payment_confirmed' | 'payment_cancelled';

export const TOP_UP_TRANSITIONS: Record<
  TopUpEvent,
  { from: readonly TopUpStatus[]; to: TopUpStatus; why: string }
> = {
  payment_confirmed: {
    // A cancelled one too: money the gateway confirms it took is credited, whatever the page said.
    from: ['pending', 'cancelled'],
    to: 'paid',
    why: "The gateway's notification checked out and the gateway confirmed it: credit posted.",
  },
  payment_cancelled: {
    from: ['pending'],
    to: 'cancelled',
    why: 'The payment was cancelled or failed at the gateway: nothing is credited.',
  },
};

export function canTopUpChange(event: TopUpEvent, from: TopUpStatus): boolean {
  return TOP_UP_TRANSITIONS[event].from.includes(from);
}

export function topUpStatusAfter(event: TopUpEvent): TopUpStatus {
  return TOP_UP_TRANSITIONS[event].to;
}
