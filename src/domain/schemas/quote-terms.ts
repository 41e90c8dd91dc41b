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
  earliestStart: z.iso.date().nullable(),
  validUntil: z.iso.date(),
});
export type QuoteTerms = z.infer<typeof quoteTermsSchema>;
