/**
 * The states of a payment through Khaya (issue 48), alone: the request views' schema needs only
 * these, not the state machine and its wording (./protected-payment.ts), in every page's bundle.
 */
export const PROTECTED_PAYMENT_STATES = [
  'awaiting_payment',
  'funded',
  'delivered',
  'released',
  'cancelled',
  'refunded',
  'cancelled_with_fee',
] as const;
export type ProtectedPaymentState = (typeof PROTECTED_PAYMENT_STATES)[number];
