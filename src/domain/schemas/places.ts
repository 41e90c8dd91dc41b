import { z } from 'zod';

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
  limit: z.coerce.number().int().min(1).max(20).default(8),
});
