import { z } from 'zod';
import { PROTECTED_PAYMENT_STATES } from '../protected-payment-states';

export { PAYMENT_CHOICES, paymentChoiceSchema, type PaymentChoice } from './quotes';

/**
 * `GET /api/quote-requests/:id/payment`: where a job's protected payment stands, for its
 * customer or its provider (the provider also sees Khaya's fee and its payout).
 */
export const protectedPaymentSchema = z.object({
  state: z.enum(PROTECTED_PAYMENT_STATES),
  label: z.string(),
  as: z.enum(['customer', 'provider']),
  amountCents: z.number().int(),
  feeCents: z.number().int().nullable(),
  payoutCents: z.number().int().nullable(),
  /** A cancelled visit's fee paid to the provider from the money held (issue 49). */
  cancellationFeeCents: z.number().int().nullable(),
  /** Paid out to the provider as soon as the money is held, for materials (0: none). */
  depositCents: z.number().int(),
  depositReleasedAt: z.iso.datetime().nullable(),
  fundedAt: z.iso.datetime().nullable(),
  deliveredAt: z.iso.datetime().nullable(),
  /** Until when the customer may accept (or question) delivered work; then the partner accepts. */
  acceptBy: z.iso.datetime().nullable(),
  releasedAt: z.iso.datetime().nullable(),
  cancelledAt: z.iso.datetime().nullable(),
  /** A dispute about the delivered work is open (issue 49): the money stays held until it ends. */
  disputed: z.boolean(),
});
export type ProtectedPayment = z.infer<typeof protectedPaymentSchema>;

/** `POST /api/quote-requests/:id/payment/checkout`: the partner's page to pay on. */
export const checkoutSchema = z.object({ url: z.string() });

/** `GET /api/admin/payments`: the operator's view of payment through Khaya. */
export const paymentDeskSchema = z.object({
  states: z.array(z.object({ state: z.enum(PROTECTED_PAYMENT_STATES), count: z.number().int() })),
  stuck: z.array(
    z.object({
      requestId: z.uuid(),
      providerName: z.string(),
      state: z.enum(PROTECTED_PAYMENT_STATES),
      partnerState: z.string().nullable(),
      amountCents: z.number().int(),
      since: z.iso.datetime(),
      checkedAt: z.iso.datetime(),
    }),
  ),
  failedCallbacks: z.array(
    z.object({
      id: z.number().int(),
      transactionId: z.string().nullable(),
      claimedState: z.string().nullable(),
      outcome: z.string(),
      receivedAt: z.iso.datetime(),
    }),
  ),
});
export type PaymentDesk = z.infer<typeof paymentDeskSchema>;
