import { z } from 'zod';
import { CANCELLATION_REASONS, CANCELLATION_RULE, NO_SHOW_STATES } from '../cancellations';
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
  /** Held, and the fee would be paid from it (the rest refunded), not owed directly. */
  feeFromHeld: z.boolean(),
});
export type CancellationTerms = z.infer<typeof cancellationTermsSchema>;

/** A cancelled visit as both sides read it. */
export const cancellationSchema = z.object({
  id: z.uuid(),
  by: z.enum(['customer', 'provider']),
  reason: z.string(),
  reasonLabel: z.string(),
  feeCents: z.number().int(),
  /**
   * none: free; direct: owed to the provider directly; refunded: the money held went back;
   * from_held: the fee was paid to the provider from the money held, the rest went back.
   */
  settlement: z.enum(['none', 'direct', 'refunded', 'from_held']),
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

/** `POST /api/bookings/:id/no-show`: the other side did not come; a note if the person likes. */
export const noShowReportBodySchema = z.object({
  note: z
    .string({ error: 'The note must be text' })
    .trim()
    .max(300, 'Keep the note under 300 characters')
    .nullish()
    .transform((note) => (note ? note : null)),
});
export type NoShowReportBody = z.input<typeof noShowReportBodySchema>;

/** `POST /api/bookings/:id/no-show/answer`: the absent side confirms, or explains. */
export const noShowAnswerBodySchema = z
  .object({
    answer: z.enum(['confirm', 'explain'], { error: 'Confirm it, or explain what happened' }),
    note: z
      .string({ error: 'The explanation must be text' })
      .trim()
      .max(500, 'Keep it under 500 characters')
      .nullish()
      .transform((note) => (note ? note : null)),
  })
  .superRefine((body, context) => {
    if (body.answer === 'explain' && (body.note?.length ?? 0) < 10) {
      context.addIssue({
        code: 'custom',
        path: ['note'],
        message: 'Say what happened, in at least 10 characters',
      });
    }
  });
export type NoShowAnswerBody = z.input<typeof noShowAnswerBodySchema>;

/** A reported no-show as both sides read it. */
export const noShowSchema = z.object({
  id: z.uuid(),
  reportedBy: z.enum(['customer', 'provider']),
  note: z.string().nullable(),
  state: z.enum(NO_SHOW_STATES),
  answerNote: z.string().nullable(),
  /** Until when the absent side may answer; after it the report stands as confirmed. */
  answerBy: z.iso.datetime(),
  answeredAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type NoShow = z.infer<typeof noShowSchema>;

/** `GET /api/bookings/:id/no-show`: the report, if any, and from when one may be made. */
export const noShowStatusSchema = z.object({
  report: noShowSchema.nullable(),
  reportableFrom: z.iso.datetime(),
  /** The caller's side of the booking. */
  side: z.enum(['customer', 'provider']),
});
export type NoShowStatus = z.infer<typeof noShowStatusSchema>;
