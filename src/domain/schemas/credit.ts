import { z } from 'zod';
import { formatRand } from '../money';
import { POSTING_KINDS, TOP_UP_MAX_RAND, TOP_UP_MIN_RAND } from '../ledger';
import { TOP_UP_STATUSES } from '../top-up-status';

export const TOP_UP_AMOUNT_MESSAGE = `Top up between ${formatRand(TOP_UP_MIN_RAND)} and ${formatRand(TOP_UP_MAX_RAND)}, in whole rand.`;

/** `POST /api/providers/me/credit/top-ups`: how much Khaya credit to buy, in whole rand. */
export const topUpBodySchema = z
  .object({
    amount: z
      .number({ error: TOP_UP_AMOUNT_MESSAGE })
      .int({ error: TOP_UP_AMOUNT_MESSAGE })
      .min(TOP_UP_MIN_RAND, { error: TOP_UP_AMOUNT_MESSAGE })
      .max(TOP_UP_MAX_RAND, { error: TOP_UP_AMOUNT_MESSAGE }),
  })
  .strict();
export type TopUpBody = z.infer<typeof topUpBodySchema>;

export const topUpSchema = z.object({
  id: z.uuid(),
  amountCents: z.number().int(),
  status: z.enum(TOP_UP_STATUSES),
  createdAt: z.iso.datetime(),
});
export type TopUp = z.infer<typeof topUpSchema>;

/** The answer to a new top-up: the form the browser posts to the gateway's payment page. */
export const startedTopUpSchema = z.object({
  topUp: topUpSchema,
  action: z.string(),
  /** The form's fields in order (the gateway signs them in that order). */
  fields: z.array(z.tuple([z.string(), z.string()])),
});
export type StartedTopUp = z.infer<typeof startedTopUpSchema>;

/** `GET /api/providers/me/credit`: the balance, hires so far and the fee rule. */
export const creditSummarySchema = z.object({
  balanceCents: z.number().int(),
  hires: z.number().int(),
  freeHiresLeft: z.number().int(),
  canQuote: z.boolean(),
  rule: z.object({
    percent: z.number(),
    minimumRand: z.number().int(),
    maximumRand: z.number().int(),
    freeHires: z.number().int(),
  }),
});
export type CreditSummary = z.infer<typeof creditSummarySchema>;

export const statementEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(POSTING_KINDS),
  reason: z.string(),
  /** What it did to the balance: a top-up adds, a fee takes away. */
  cents: z.number().int(),
  at: z.iso.datetime(),
});
export type StatementEntry = z.infer<typeof statementEntrySchema>;

export const statementSchema = z.object({
  items: z.array(statementEntrySchema),
  nextCursor: z.string().nullable(),
});
export type Statement = z.infer<typeof statementSchema>;

export const businessMonthSchema = z.object({
  month: z.string(),
  leads: z.number().int(),
  quotesSent: z.number().int(),
  hires: z.number().int(),
  winRatePercent: z.number().int().nullable(),
  medianMinutesToQuote: z.number().int().nullable(),
  earningsRand: z.number().int(),
  feesCents: z.number().int(),
});
export type BusinessMonth = z.infer<typeof businessMonthSchema>;

/** `GET /api/providers/me/business`: what the fees bought, month by month (newest first). */
export const businessSchema = z.object({ months: z.array(businessMonthSchema) });
export type Business = z.infer<typeof businessSchema>;

/** `GET /api/admin/credit`: the operator's view of Khaya credit. */
export const creditDeskSchema = z.object({
  days: z.array(
    z.object({
      day: z.string(),
      topUpsCents: z.number().int(),
      feesCents: z.number().int(),
      /** Khaya's fee as the escrow partner's agent, from payouts of jobs paid through Khaya. */
      agentFeesCents: z.number().int(),
      creditBacksCents: z.number().int(),
      adjustmentsCents: z.number().int(),
    }),
  ),
  balances: z.array(
    z.object({ providerId: z.uuid(), name: z.string(), balanceCents: z.number().int() }),
  ),
  failedNotifications: z.array(
    z.object({
      id: z.number().int(),
      outcome: z.string(),
      paymentId: z.string().nullable(),
      amount: z.string().nullable(),
      receivedAt: z.iso.datetime(),
    }),
  ),
  corrections: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(POSTING_KINDS),
      providerName: z.string(),
      reason: z.string(),
      cents: z.number().int(),
      at: z.iso.datetime(),
    }),
  ),
});
export type CreditDesk = z.infer<typeof creditDeskSchema>;

const REASON = z
  .string({ error: 'Say why, in a few words: the provider reads it on its statement.' })
  .trim()
  .min(3, { error: 'Say why, in a few words: the provider reads it on its statement.' })
  .max(200, { error: 'Keep the reason under 200 characters.' });

/** An admin's correction to a provider's credit: cents to add (or take, below zero), and why. */
export const creditAdjustmentBodySchema = z
  .object({
    providerId: z.string().max(100),
    cents: z
      .number({
        error: 'Give the amount in whole cents (R50 is 5000; below zero takes credit away).',
      })
      .int({ error: 'Give the amount in whole cents (R50 is 5000; below zero takes credit away).' })
      .min(-500_000, { error: 'At most R5 000 either way.' })
      .max(500_000, { error: 'At most R5 000 either way.' })
      .refine((cents) => cents !== 0, { error: 'An adjustment of nothing changes nothing.' }),
    reason: REASON,
  })
  .strict();
export type CreditAdjustmentBody = z.infer<typeof creditAdjustmentBodySchema>;

/** An admin gives a hire's fee back: the accepted quote, and why (a duplicate request, say). */
export const feeCreditBackBodySchema = z
  .object({ quoteId: z.string().max(100), reason: REASON })
  .strict();

/** `GET /api/providers/me/invoices`: a provider's monthly invoices for its fees, newest first. */
export const invoiceSchema = z.object({
  number: z.number().int(),
  /** 'KH-000042'. */
  numberText: z.string(),
  month: z.string(),
  totalCents: z.number().int(),
  vatCents: z.number().int(),
  issuedAt: z.iso.datetime(),
});
export type Invoice = z.infer<typeof invoiceSchema>;
