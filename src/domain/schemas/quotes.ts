import { z } from 'zod';
import { randText } from './common';
import { quoteStatusSchema } from './quote-requests';

/**
 * Quote amount in whole rand: at least 1 (spec section 5). Text is read as a South African types
 * an amount ('R1 850', '1,850'; see randText).
 */
export const amountSchema = z.preprocess(
  randText,
  z
    .number({ error: 'Amount must be a number' })
    .int('Whole rand only')
    .min(1, 'Amount must be greater than 0')
    .max(10_000_000, 'Amount is too high'),
);

/**
 * `POST /api/quotes`. The provider is the caller's own profile: the spec's client sends a
 * placeholder `providerId`, which is accepted and ignored.
 */
export const createQuoteBodySchema = z.object({
  quoteRequestId: z.uuid('Choose a valid request'),
  providerId: z
    .union([z.number().int(), z.string().max(64)])
    .nullish()
    .meta({ description: "Ignored: a quote is always the caller's own provider profile's." }),
  amount: amountSchema,
  message: z
    .string()
    .trim()
    .max(1000, 'Keep the message under 1000 characters')
    .nullish()
    .transform((m) => (m ? m : null)),
});
export type CreateQuoteBody = z.infer<typeof createQuoteBodySchema>;

/** The quote form in the browser (amount typed as text). */
export const quoteFormSchema = z.object({
  amount: amountSchema,
  message: z.string().max(1000, 'Keep the message under 1000 characters'),
});

export const quoteSchema = z.object({
  id: z.uuid(),
  quoteRequestId: z.uuid(),
  providerId: z.uuid(),
  amount: z.number().int(),
  message: z.string().nullable(),
  status: quoteStatusSchema,
  createdAt: z.iso.datetime(),
});
export type Quote = z.infer<typeof quoteSchema>;
