import { z } from 'zod';
import { bothOrNeither, pointQueryFields, serviceTypeSchema } from './providers';

/**
 * `GET /api/price-guides`: what a service typically costs near a point (the request form's line
 * once the service is chosen, issue 51), or in the whole country without one.
 */
export const priceHintQuerySchema = z
  .object({
    service: serviceTypeSchema,
    ...pointQueryFields,
  })
  .superRefine(bothOrNeither);
export type PriceHintQuery = z.infer<typeof priceHintQuerySchema>;

export const priceRangeSchema = z.object({
  jobs: z.number().int(),
  low: z.number().int(),
  median: z.number().int(),
  high: z.number().int(),
  from: z.string(),
  to: z.string(),
});

export const priceHintSchema = z.object({
  /** The 25th to 75th percentile of accepted prices, or null with fewer than 10 jobs. */
  range: priceRangeSchema.nullable(),
  /** Where it was counted ('Durban', 'Umlazi, Durban'), null for the whole country. */
  where: z.string().nullable(),
  /** 'Most plumbing jobs in Durban cost R650 - R1 900', or null without a range. */
  sentence: z.string().nullable(),
  /** The service's price guide page. */
  guide: z.string(),
});
export type PriceHint = z.infer<typeof priceHintSchema>;
