import { z } from 'zod';
import { CANCELLATION_REASONS, CANCELLATION_RULE } from '../cancellations';
import { randText } from './common';

const REASON_KEYS = [
  ...new Set([
    ...Object.keys(CANCELLATION_REASONS.customer),
    ...Object.keys(CANCELLATION_REASONS.provider),
  ]),
] as [string, ...string[]];

/** `POST /api/bookings/:id/cancel`: why (a reason of the caller's side) and, if they like, more. */
export const cancelBodySchema = z.object({
  reason: z.enum(REASON_KEYS, { error: 'Choose why you cancel' }),
  note: z
    .string({ error: 'The note must be text' })
    .trim()
    .max(300, 'Keep the note under 300 characters')
    .nullish()
    .transform((note) => (note ? note : null)),
});
export type CancelBody = z.input<typeof cancelBodySchema>;

/** `GET /api/bookings/:id/cancel`: what cancelling now would cost, read before confirming. */
export const cancellationTermsSchema = z.object({
  side: z.enum(['customer', 'provider']),
  reasons: z.array(z.object({ key: z.string(), label: z.string() })),
  /** The fee for a reason that is not exempt, in cents, and why; exempt reasons cost nothing. */
  feeCents: z.number().int(),
  why: z.string(),
  exemptReasons: z.array(z.string()),
  bookedStart: z.iso.datetime(),
  /** Until when a customer's cancellation is free. */
  freeUntil: z.iso.datetime(),
  /** How the job is paid: directly, or through Khaya (not yet paid, or held). */
  payment: z.enum(['direct', 'unpaid', 'held']),
});
export type CancellationTerms = z.infer<typeof cancellationTermsSchema>;

/** A cancelled visit as both sides read it. */
export const cancellationSchema = z.object({
  id: z.uuid(),
  by: z.enum(['customer', 'provider']),
  reason: z.string(),
  reasonLabel: z.string(),
  feeCents: z.number().int(),
  /** none: free; direct: owed to the provider directly; refunded: the money held went back. */
  settlement: z.enum(['none', 'direct', 'refunded']),
  reopenedQuotes: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type Cancellation = z.infer<typeof cancellationSchema>;

/**
 * `GET`/`PUT /api/providers/me/cancellation-fee`: what a customer's cancellation within 24 hours
 * of the visit costs, in rand (0: nothing); never more than the quote's call-out fee or R300.
 */
export const cancellationFeeSchema = z.object({
  fee: z.preprocess(
    randText,
    z
      .number({ error: 'Give the fee in rand' })
      .int('Whole rand only')
      .min(0, 'The fee cannot be below R0')
      .max(CANCELLATION_RULE.feeCapRand, `At most R${CANCELLATION_RULE.feeCapRand}`),
  ),
});
export type CancellationFee = z.infer<typeof cancellationFeeSchema>;

/** The fee as the API answers it. */
export const cancellationFeeViewSchema = z.object({ fee: z.number().int() });
