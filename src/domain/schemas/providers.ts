import { z } from 'zod';
import { ownStandingSchema, reliabilitySchema } from './reliability';
import { SERVICE_RADIUS_KM } from '../distance';
import { DEFAULT_RESPONSE_TIME } from '../presets';
import { SERVICE_TYPES } from '../services';
import { BADGES, PROVIDER_TYPES } from '../verification';
import { dailyCapacitySchema, workingHoursSchema } from './availability';
import { flagSchema, numericText, queryNumber, randText } from './common';
import { workPhotoSchema } from './work-photos';

export const serviceTypeSchema = z.enum(SERVICE_TYPES, {
  error: 'Choose cleaning, plumbing, electrical or gardening',
});

export const latitudeSchema = z.number().min(-90).max(90);
export const longitudeSchema = z.number().min(-180).max(180);

/**
 * Hourly rate in whole rand: optional (empty means "I quote per job"), at least 1 when given.
 * The form sends text; the API accepts a number or numeric text.
 */
export const hourlyRateSchema = z.preprocess(
  (value) => (value === '' || value === undefined ? null : randText(value)),
  z
    .number({ error: 'Hourly rate must be a number' })
    .int('Whole rand only')
    .min(1, 'Hourly rate must be greater than 0')
    .max(100_000, 'Hourly rate is too high')
    .nullable(),
);

/** How far a provider travels from its base: whole kilometres, 1 to 100 (forms send text). */
export const serviceRadiusSchema = z.preprocess(
  numericText,
  z
    .number({ error: 'Service radius must be a whole number of kilometres' })
    .int('Service radius must be a whole number of kilometres')
    .min(SERVICE_RADIUS_KM.min, `Service radius must be at least ${SERVICE_RADIUS_KM.min} km`)
    .max(SERVICE_RADIUS_KM.max, `Service radius must be at most ${SERVICE_RADIUS_KM.max} km`),
);

const services = z
  .array(serviceTypeSchema)
  .min(1, 'Select at least one service')
  .max(SERVICE_TYPES.length)
  .transform((list) => [...new Set(list)]);

const bio = z.string().trim().max(2000, 'Keep the bio under 2000 characters');

const profileFields = {
  bio: bio.optional().default(''),
  services,
  hourlyRate: hourlyRateSchema.optional().default(null),
  responseTime: z
    .string()
    .trim()
    .max(100, 'Response time is too long')
    .optional()
    .transform((value) => value || DEFAULT_RESPONSE_TIME),
  location: z.string().trim().min(1, 'Location is required').max(200, 'Location is too long'),
  latitude: latitudeSchema.nullish(),
  longitude: longitudeSchema.nullish(),
  serviceRadiusKm: serviceRadiusSchema.optional().default(SERVICE_RADIUS_KM.default),
};

/**
 * `POST /api/providers`. The user is the caller; `userId` may be sent (the spec's client does)
 * but is never trusted. Verification, rating and review fields are not accepted from anyone.
 */
export const createProviderBodySchema = z.object({
  userId: z.string().max(64).optional(),
  ...profileFields,
});
export type CreateProviderBody = z.infer<typeof createProviderBodySchema>;

export const updateProviderBodySchema = z
  .object({
    bio,
    services,
    hourlyRate: hourlyRateSchema,
    responseTime: z.string().trim().min(1).max(100),
    location: profileFields.location,
    latitude: latitudeSchema.nullable(),
    longitude: longitudeSchema.nullable(),
    serviceRadiusKm: serviceRadiusSchema,
    providerType: z.enum(PROVIDER_TYPES, {
      error: 'Choose individual, company or agency',
    }),
    workingHours: workingHoursSchema,
    dailyCapacity: dailyCapacitySchema,
  })
  .partial();
export type UpdateProviderBody = z.infer<typeof updateProviderBodySchema>;

/** The onboarding form in the browser (hourly rate typed as text). */
export const providerFormSchema = z.object({
  bio: z.string().max(2000, 'Keep the bio under 2000 characters'),
  services: z.array(serviceTypeSchema).min(1, 'Select at least one service'),
  hourlyRate: hourlyRateSchema,
  responseTime: z.string().max(100),
  location: z.string().trim().min(1, 'Location is required'),
  latitude: latitudeSchema.nullable(),
  longitude: longitudeSchema.nullable(),
  serviceRadiusKm: serviceRadiusSchema,
});

/** A provider as the public listing shows it (spec section 7). */
export const providerListItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  location: z.string(),
  rating: z.number().int(),
  reviewCount: z.number().int(),
  services: z.array(z.string()),
  hourlyRate: z.number().int().nullable(),
  responseTime: z.string().nullable(),
  isVerified: flagSchema,
  /** What an admin checked (derived from approved documents, never set). */
  badges: z.array(z.enum(BADGES)),
  /** 'Responsive': its measured median time to quote is within 4 hours (never set by hand). */
  responsive: z.boolean(),
  /** With `lat` and `lng`: whole kilometres from the provider's base to that point. */
  distanceKm: z.number().int().optional(),
  /** A small square photo (`/api/photos/...`, cached for a year), or null. */
  profilePhotoUrl: z.string().nullable(),
  /** Completion and on-time rates once five booked jobs ended (issue 49), else null. */
  reliability: reliabilitySchema,
});
export type ProviderListItem = z.infer<typeof providerListItemSchema>;

/** The caller's own provider profile. */
export const providerProfileSchema = providerListItemSchema.extend({
  userId: z.uuid(),
  bio: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  serviceRadiusKm: z.number().int(),
  verificationStatus: z.string(),
  providerType: z.enum(PROVIDER_TYPES).nullable(),
  createdAt: z.iso.datetime(),
  workingHours: workingHoursSchema,
  /** Jobs it takes on one day: a booking past it is refused. */
  dailyCapacity: z.number().int(),
  /** Its standing with Khaya and what it reads about it (issue 49). */
  standing: ownStandingSchema,
});
export type ProviderProfile = z.infer<typeof providerProfileSchema>;

/**
 * `GET /api/providers/summary`: how many providers offer each service (the landing page's cards),
 * and the statistics strip's figures, each null while too small to show (domain/landing-figures).
 */
export const providerSummarySchema = z.object({
  counts: z.object({
    cleaning: z.number().int(),
    plumbing: z.number().int(),
    electrical: z.number().int(),
    gardening: z.number().int(),
  }),
  figures: z.object({
    jobsCompleted: z.number().int().nullable(),
    verifiedProviders: z.number().int().nullable(),
    averageRating: z.number().nullable(),
    townsCovered: z.number().int().nullable(),
  }),
});
export type ProviderSummary = z.infer<typeof providerSummarySchema>;

export const PAGE_SIZE_DEFAULT = 24;
export const PAGE_SIZE_MAX = 100;

export const limitSchema = queryNumber(
  z
    .number({ error: 'limit must be a whole number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(PAGE_SIZE_MAX, `limit must be at most ${PAGE_SIZE_MAX}`),
).default(PAGE_SIZE_DEFAULT);

const flagParam = z
  .enum(['1', '0', 'true', 'false'])
  .optional()
  .transform((v) => v === '1' || v === 'true');

/** A point in a query string: `lat` and `lng`, both or neither. */
export const pointQueryFields = {
  lat: queryNumber(
    z
      .number({ error: 'lat must be a latitude' })
      .min(-90, 'lat must be a latitude')
      .max(90, 'lat must be a latitude'),
  ).optional(),
  lng: queryNumber(
    z
      .number({ error: 'lng must be a longitude' })
      .min(-180, 'lng must be a longitude')
      .max(180, 'lng must be a longitude'),
  ).optional(),
};

export function bothOrNeither(
  query: { lat?: number | undefined; lng?: number | undefined },
  ctx: z.RefinementCtx,
) {
  if ((query.lat === undefined) !== (query.lng === undefined)) {
    const missing = query.lat === undefined ? 'lat' : 'lng';
    ctx.addIssue({ code: 'custom', path: [missing], message: 'Give both lat and lng' });
  }
}

export const providerListQuerySchema = z
  .object({
    service: serviceTypeSchema.optional(),
    q: z.string().trim().max(100, 'Search text is too long').optional(),
    verified: flagParam,
    maxRate: queryNumber(
      z
        .number({ error: 'Maximum rate must be a whole number of rand' })
        .int('Maximum rate must be a whole number of rand')
        .min(1, 'Maximum rate must be at least R1')
        .max(100_000, 'Maximum rate is too high'),
    ).optional(),
    /** In stars (0-5, one decimal), as people pick it; stored ratings are tenths. */
    minRating: queryNumber(
      z
        .number({ error: 'Minimum rating must be a number of stars' })
        .min(0, 'Minimum rating must be between 0 and 5')
        .max(5, 'Minimum rating must be between 0 and 5'),
    ).optional(),
    /** A point (both or neither): only providers whose service area covers it. */
    ...pointQueryFields,
    limit: limitSchema,
    cursor: z.string().max(200).optional(),
  })
  .superRefine(bothOrNeither);
export type ProviderListQuery = z.infer<typeof providerListQuerySchema>;

export { NEXT_CURSOR_HEADER } from '../http';

/** `GET /api/providers/{id}`: a point (both or neither) gives the distance from it. */
export const providerPageQuerySchema = z.object(pointQueryFields).superRefine(bothOrNeither);

const subRatingAverage = z.object({
  /** Mean in tenths of a star (43 = 4.3); null when no review rated it. */
  average: z.number().int().nullable(),
  count: z.number().int(),
});

/**
 * `GET /api/providers/{id}`: a provider's public page. What Browse Providers shows, and what the
 * platform knows of its work: jobs completed, member since, how its published reviews split by
 * stars and the customers' detail ratings. Never its base point or account.
 */
export const providerPageSchema = providerListItemSchema.extend({
  bio: z.string().nullable(),
  serviceRadiusKm: z.number().int(),
  /** The month the provider joined (ISO date-time of the profile's creation). */
  memberSince: z.iso.datetime(),
  /** Jobs done through Khaya: its quote accepted and the job marked completed. */
  jobsCompleted: z.number().int(),
  /** When it usually works (the page says 'Usually works Mon-Fri 07:00-17:00'). */
  workingHours: workingHoursSchema,
  /** Published reviews of the provider by overall stars: [1 star, 2, 3, 4, 5]. */
  starCounts: z.array(z.number().int()).length(5),
  subRatings: z.object({
    quality: subRatingAverage,
    punctuality: subRatingAverage,
    communication: subRatingAverage,
    value: subRatingAverage,
  }),
  /** Photos of past work, newest first (at most 12), some showing a Khaya job and its review. */
  workPhotos: z.array(workPhotoSchema),
});
export type ProviderPage = z.infer<typeof providerPageSchema>;

export {
  PROFILE_PHOTO_MAX_BYTES,
  PROFILE_PHOTO_MESSAGES,
  PROFILE_PHOTO_SIDE,
} from '../profile-photo';
