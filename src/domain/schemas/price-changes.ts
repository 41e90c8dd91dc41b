import { z } from 'zod';
import { PRICE_CHANGE_MAX_RAND, PRICE_CHANGE_STATES } from '../price-changes';
import { PROTECTED_PAYMENT_STATES } from '../protected-payment-states';
import { randText } from './common';

/**
 * `POST /api/quote-requests/:id/price-changes`: the provider asks for more than the price agreed
 * (CPA section 15: the customer must consent before it counts).
 */
export const priceChangeInputSchema = z.object({
  extraAmount: z.preprocess(
    randText,
    z
      .number({ error: 'Give the extra amount in rand' })
      .int('Whole rand only')
      .min(1, 'The extra amount must be greater than 0')
      .max(PRICE_CHANGE_MAX_RAND, 'The extra amount is too high'),
  ),
  reason: z
    .string({ error: 'Say why the price changes' })
    .trim()
    .min(10, 'Say why the price changes, in at least 10 characters')
    .max(500, 'Keep the reason under 500 characters'),
});
export type PriceChangeInput = z.input<typeof priceChangeInputSchema>;

/** A price change as either side sees it. */
export const priceChangeSchema = z.object({
  id: z.uuid(),
  state: z.enum(PRICE_CHANGE_STATES),
  label: z.string(),
  extraCents: z.number().int(),
  reason: z.string(),
  /** The price agreed before it and what it would be with it, in cents (price and call-out). */
  beforeCents: z.number().int(),
  afterCents: z.number().int(),
  /** Paid through Khaya: where its extra stands with the partner (null: paid directly). */
  paymentState: z.enum(PROTECTED_PAYMENT_STATES).nullable(),
  counts: z.boolean(),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
});
export type PriceChange = z.infer<typeof priceChangeSchema>;

/** `GET /api/quote-requests/:id/price-changes`: the job's price and every change asked for. */
export const priceChangesSchema = z.object({
  as: z.enum(['customer', 'provider']),
  /** The accepted quote's total (price and call-out fee), in cents. */
  quotedCents: z.number().int(),
  /** What the customer has agreed to pay now: the quote and every change that counts. */
  agreedCents: z.number().int(),
  /** Whether the job is paid through Khaya (an agreed extra is paid into escrow too). */
  throughKhaya: z.boolean(),
  /** Whether the provider may ask for a change now (the job accepted and not yet done). */
  canPropose: z.boolean(),
  changes: z.array(priceChangeSchema),
});
export type PriceChanges = z.infer<typeof priceChangesSchema>;
