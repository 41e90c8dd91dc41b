import { z } from 'zod';
import { queryNumber } from './common';

/** A place suggestion: only a suggestion with coordinates may fill a location field. */
export const placeSchema = z.object({
  id: z.string(),
  name: z.string(),
  formattedAddress: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type Place = z.infer<typeof placeSchema>;

export const placeQuerySchema = z.object({
  q: z.string().trim().min(1, 'Type a place name').max(100, 'Search text is too long'),
  limit: queryNumber(
    z
      .number({ error: 'limit must be a whole number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(20, 'limit must be at most 20'),
  ).default(8),
});
