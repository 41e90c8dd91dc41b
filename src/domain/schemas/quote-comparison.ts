import { z } from 'zod';
import { BADGES } from '../verification';
import { quoteSchema } from './quotes';
import { reliabilitySchema } from './reliability';
import { comparedWorkPhotoSchema } from './work-photos';

/** The request page's comparison of its quotes (what the customer reads: services/quotes). */

/** What a customer compares a quote's provider by. */
export const comparedProviderSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** Mean stars in tenths and how many published reviews (the listing's figures). */
  rating: z.number().int(),
  reviewCount: z.number().int(),
  jobsCompleted: z.number().int(),
  /** Measured once the provider has sent five quotes (`responseMeasured`), else as it chose. */
  responseTime: z.string().nullable(),
  responseMeasured: z.boolean(),
  isVerified: z.union([z.literal(0), z.literal(1)]),
  /** What its approved documents show (ID verified, registered electrician...). */
  badges: z.array(z.enum(BADGES)),
  /** Whole kilometres from the provider's base to the request (null without a point). */
  distanceKm: z.number().int().nullable(),
  /** Its newest photos of past work (at most three), for the 'Past work' row. */
  workPhotos: z.array(comparedWorkPhotoSchema),
  /** It takes payment through Khaya only (issue 48): accepting means paying that way. */
  protectedOnly: z.boolean(),
  /** Completion and on-time rates once five booked jobs ended (issue 49), else null. */
  reliability: reliabilitySchema,
});

export const HISTORY_KINDS = [
  'posted',
  'quoted',
  'revised',
  'withdrawn',
  'accepted',
  'declined',
  'completed',
  'closed',
  // A booked visit cancelled (issue 49), by the customer or by the provider.
  'cancelled_by_customer',
  'cancelled_by_provider',
] as const;

/**
 * `GET /api/quote-requests/{id}/comparison`, for the request's customer: every quote with its
 * provider's figures, and what happened to the request, oldest first.
 */
export const comparisonSchema = z.object({
  quotes: z.array(quoteSchema.extend({ provider: comparedProviderSchema })),
  history: z.array(
    z.object({
      at: z.iso.datetime(),
      kind: z.enum(HISTORY_KINDS),
      /** The provider it concerns, for a quote's news. */
      providerName: z.string().nullable(),
      /** The quote's total at that moment, for a quote's news. */
      amount: z.number().int().nullable(),
    }),
  ),
});
export type Comparison = z.infer<typeof comparisonSchema>;
export type ComparedQuote = Comparison['quotes'][number];
