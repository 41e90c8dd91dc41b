import { z } from 'zod';
import { NEW_REQUESTS_MAX } from '../quote-status';
import { queryNumber } from './common';

/** The dashboards' counts, and the pitch page's open requests near a place. */

export const customerStatsSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  pending: z.number().int(),
  responded: z.number().int(),
  accepted: z.number().int(),
  declined: z.number().int(),
  completed: z.number().int(),
  closed: z.number().int(),
});
export type CustomerStats = z.infer<typeof customerStatsSchema>;

export { NEW_REQUESTS_MAX };

export const providerStatsSchema = z.object({
  /** Requests the provider can still quote on, counted up to {@link NEW_REQUESTS_MAX}. */
  newRequests: z.number().int(),
  /** Requests the provider quoted on. */
  quoted: z.number().int(),
  /**
   * Quoted as a whole percentage of the leads that count: the requests quoted on, and the open
   * ones left unanswered for a day (0 when none: see `leadsCounted`).
   */
  responseRate: z.number().int(),
  /** How many leads the rate is taken over; 0 for a provider too new to have one ('New'). */
  leadsCounted: z.number().int(),
  /** Sum of the provider's accepted quotes (work won, completed or not), whole rand. */
  estimatedEarnings: z.number().int(),
  accepted: z.number().int(),
  /** The provider's own rating in tenths and its review count. */
  rating: z.number().int(),
  reviewCount: z.number().int(),
});
export type ProviderStats = z.infer<typeof providerStatsSchema>;

/** How far around a typed place the pitch page counts open requests (a provider's default reach). */
export const OPEN_NEAR_RADIUS_KM = 25;

/** `GET /api/quote-requests/open-near`: a point in South Africa (the pitch page's typed place). */
export const openNearQuerySchema = z.strictObject({
  latitude: queryNumber(
    z
      .number({ error: 'latitude must be a number' })
      .min(-35.2, 'Choose a place in South Africa')
      .max(-22, 'Choose a place in South Africa'),
  ),
  longitude: queryNumber(
    z
      .number({ error: 'longitude must be a number' })
      .min(16.2, 'Choose a place in South Africa')
      .max(33.2, 'Choose a place in South Africa'),
  ),
});

/** Open requests (still taking quotes) within OPEN_NEAR_RADIUS_KM of the point, per service. */
export const openNearSchema = z.object({
  radiusKm: z.number().int(),
  total: z.number().int(),
  byService: z.object({
    cleaning: z.number().int(),
    plumbing: z.number().int(),
    electrical: z.number().int(),
    gardening: z.number().int(),
  }),
});
export type OpenNear = z.infer<typeof openNearSchema>;
