import { z } from 'zod';
import { PRICE_TYPES } from '../quote-pricing';

export const priceTypeSchema = z.enum(PRICE_TYPES, {
  error: 'Choose a fixed price, an estimate or an hourly rate',
});

/** What a quote offers: the terms a customer compares, the same in each revision. */
export const quoteTermsSchema = z.object({
  amount: z.number().int(),
  message: z.string().nullable(),
  priceType: priceTypeSchema,
  hourlyRate: z.number().int().nullable(),
  estimatedHours: z.number().nullable(),
  calloutFee: z.number().int(),
  includesMaterials: z.boolean(),
  /** Paid to the provider up front for materials, part of the total (0: none; at most half). */
  deposit: z.number().int(),
  earliestStart: z.iso.date().nullable(),
  /** The visit it proposes (issue 45): a date, a start ('08:00') and hours; all or none. */
  visitDate: z.iso.date().nullable(),
  visitStart: z.string().nullable(),
  visitHours: z.number().nullable(),
  validUntil: z.iso.date(),
});
export type QuoteTerms = z.infer<typeof quoteTermsSchema>;
