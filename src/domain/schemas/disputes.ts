import { z } from 'zod';
import { DISPUTE_OUTCOMES, DISPUTE_REASONS, DISPUTE_STATES } from '../disputes';
import { randText } from './common';

const REASON_KEYS = [
  ...new Set([...Object.keys(DISPUTE_REASONS.customer), ...Object.keys(DISPUTE_REASONS.provider)]),
] as [string, ...string[]];

/** `POST /api/quote-requests/:id/dispute`: why (a reason of the caller's side) and what happened. */
export const openDisputeSchema = z.object({
  reason: z.enum(REASON_KEYS, { error: 'Choose what went wrong' }),
  description: z
    .string({ error: 'Say what happened' })
    .trim()
    .min(20, 'Say what happened, in at least 20 characters')
    .max(2000, 'Keep it under 2000 characters'),
});
export type OpenDisputeBody = z.input<typeof openDisputeSchema>;

const refundRand = (what: string) =>
  z.preprocess(
    randText,
    z
      .number({ error: `Give the ${what} in rand` })
      .int('Whole rand only')
      .min(1, `The ${what} must be at least R1`)
      .max(1_000_000, `The ${what} is too high`),
  );

/** `POST /api/disputes/:id/offers`: a partial refund in rand to settle, with a note. */
export const disputeOfferSchema = z.object({
  refund: refundRand('refund'),
  note: z
    .string({ error: 'The note must be text' })
    .trim()
    .max(300, 'Keep the note under 300 characters')
    .nullish()
    .transform((note) => (note ? note : null)),
});
export type DisputeOfferBody = z.input<typeof disputeOfferSchema>;

/** `POST /api/admin/disputes/:id/decision`: the outcome, its amount where it has one, and why. */
export const disputeDecisionSchema = z.object({
  outcome: z.enum(DISPUTE_OUTCOMES, { error: 'Choose an outcome' }),
  refund: refundRand('amount').nullish(),
  reason: z
    .string({ error: 'Give the reason both sides will read' })
    .trim()
    .min(20, 'Give the reason both sides will read, in at least 20 characters')
    .max(2000, 'Keep the reason under 2000 characters'),
  warning: z
    .string({ error: 'The warning must be text' })
    .trim()
    .max(500, 'Keep the warning under 500 characters')
    .nullish()
    .transform((warning) => (warning ? warning : null)),
});
export type DisputeDecisionBody = z.input<typeof disputeDecisionSchema>;

export const disputeOfferViewSchema = z.object({
  id: z.uuid(),
  by: z.enum(['customer', 'provider']),
  refundCents: z.number().int(),
  note: z.string().nullable(),
  state: z.enum(['open', 'accepted', 'replaced', 'closed']),
  createdAt: z.iso.datetime(),
});

const sides = z.enum(['customer', 'provider']);
const money = z.enum(['held', 'released', 'direct']);

/** A dispute as either side (or an admin) reads it. */
export const disputeSchema = z.object({
  id: z.uuid(),
  state: z.enum(DISPUTE_STATES),
  label: z.string(),
  openedBy: sides,
  money,
  reason: z.string(),
  reasonLabel: z.string(),
  description: z.string(),
  paidCents: z.number().int(),
  settleBy: z.iso.datetime(),
  decideBy: z.iso.datetime().nullable(),
  outcome: z.enum(DISPUTE_OUTCOMES).nullable(),
  outcomeLabel: z.string().nullable(),
  refundCents: z.number().int().nullable(),
  settlement: z.enum(['escrow', 'direct', 'guarantee', 'none']).nullable(),
  decisionReason: z.string().nullable(),
  /** Khaya's warning to the provider with its decision: shown to the provider and admins only. */
  warning: z.string().nullable(),
  offers: z.array(disputeOfferViewSchema),
  createdAt: z.iso.datetime(),
  closedAt: z.iso.datetime().nullable(),
});
export type Dispute = z.infer<typeof disputeSchema>;

/** `GET /api/quote-requests/:id/dispute`: the job's dispute, or whether one can be opened. */
export const jobDisputeSchema = z.object({
  as: sides,
  dispute: disputeSchema.nullable(),
  canOpen: z.boolean(),
  /** Why a dispute cannot be opened now, in words (null when it can). */
  why: z.string().nullable(),
  reasons: z.array(z.object({ key: z.string(), label: z.string() })),
  money: money.nullable(),
  /** Until when one may be opened. */
  openUntil: z.iso.datetime().nullable(),
});
export type JobDispute = z.infer<typeof jobDisputeSchema>;

/** A dispute in the admin desk's queue: oldest first, its stage, money held and deadline. */
export const disputeQueueItemSchema = z.object({
  id: z.uuid(),
  quoteRequestId: z.uuid(),
  serviceType: z.string(),
  customerName: z.string(),
  providerId: z.uuid(),
  providerName: z.string(),
  openedBy: sides,
  state: z.enum(DISPUTE_STATES),
  label: z.string(),
  money,
  heldCents: z.number().int(),
  /** When the current stage ends: the 48 hours to settle, or the 7 days to decide. */
  deadline: z.iso.datetime(),
  overdue: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type DisputeQueueItem = z.infer<typeof disputeQueueItemSchema>;

/** What an admin reads to decide: the dispute, the job, the booking and the thread. */
export const disputeCaseSchema = z.object({
  item: disputeQueueItemSchema,
  dispute: disputeSchema,
  outcomes: z.array(z.enum(DISPUTE_OUTCOMES)),
  guaranteeMaxCents: z.number().int(),
  request: z.object({ title: z.string(), description: z.string(), suburb: z.string() }),
  quote: z.object({
    amountCents: z.number().int(),
    calloutFeeCents: z.number().int(),
    description: z.string(),
    revisions: z.number().int(),
  }),
  booking: z
    .object({ visitDate: z.string(), startMinute: z.number().int(), status: z.string() })
    .nullable(),
  messages: z.array(z.object({ from: sides, body: z.string(), createdAt: z.iso.datetime() })),
  payment: z.object({ state: z.string(), amountCents: z.number().int() }).nullable(),
});
export type DisputeCase = z.infer<typeof disputeCaseSchema>;
