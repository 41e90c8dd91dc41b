import type { ProviderStanding } from '../../../domain/provider-standing';
import { sql } from 'drizzle-orm';
import { SERVICE_TYPES, type ServiceType } from '../../../domain/services';
import {
  DAILY_CAPACITY,
  DEFAULT_WORKING_HOURS,
  type WorkingHours,
} from '../../../domain/working-hours';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firebaseUid: text('firebase_uid').notNull(),
    name: text('name').notNull(),
    /** Null for an account that signs in with its phone number and has not added an email. */
    email: text('email'),
    /** E.164. For an account that signs in with its phone number, that number (Firebase proved it). */
    phone: text('phone'),
    /**
     * When the person proved they read `email` (their sign-in token said it was verified): until
     * then nothing is sent to it.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    isProvider: integer('is_provider').notNull().default(0),
    /**
     * The language the person reads Khaya in (issue 50, src/domain/locales.ts): chosen in
     * Settings, for what reaches them outside the app.
     */
    language: text('language').notNull().default('en-ZA'),
    createdAt: createdAt(),
    /** The person deleted their account: the row stays, anonymised, for what others rely on. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_firebase_uid_key').on(t.firebaseUid),
    // Emails are unique regardless of case: Foo@x.co and foo@x.co are one person.
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    check('users_is_provider_flag', sql`${t.isProvider} in (0, 1)`),
    check('users_language', sql`${t.language} in ('en-ZA', 'zu', 'af', 'xh')`),
    // Every account can be reached: by email, or by the phone number it signs in with.
    check('users_reachable', sql`${t.email} is not null or ${t.phone} is not null`),
  ],
);

export const providers = pgTable(
  'providers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The name shown on the provider's card, taken from the user at creation.
    name: text('name').notNull(),
    bio: text('bio'),
    services: text('services').array().notNull().$type<ServiceType[]>(),
    hourlyRate: integer('hourly_rate'),
    /** The typical response time the provider chose ('Within 2 hours'). */
    responseTime: text('response_time'),
    /**
     * Measured: the median minutes from a request's posting to this provider's quote over its
     * last 50 quotes, kept by the quote command; null until it has sent five.
     */
    responseMinutes: integer('response_minutes'),
    location: text('location').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** How far from its base point (latitude, longitude) the provider travels: 1-100 km. */
    serviceRadiusKm: integer('service_radius_km').notNull().default(25),
    isVerified: integer('is_verified').notNull().default(0),
    rating: integer('rating').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    /**
     * The ranking's Bayesian average, in thousandths of a star: five reviews' worth of one star
     * below its services' mean as the prior, so one five-star review does not beat forty 4.8s
     * and a provider nobody reviewed yet does not rank above reviewed ones rated well
     * (migration 0022's `rank_score_of`). Computed with `rating` (services/reviews/queries.ts)
     * and at creation, never set by hand.
     */
    rankScore: integer('rank_score').notNull().default(4000),
    providerType: text('provider_type'),
    profilePhotoUrl: text('profile_photo_url'),
    identificationDocUrl: text('identification_doc_url'),
    companyRegDocUrl: text('company_reg_doc_url'),
    wiremanLicenseUrl: text('wireman_license_url'),
    plumberComplianceUrl: text('plumber_compliance_url'),
    agentIdDocsUrls: text('agent_id_docs_urls').array(),
    adminNotes: text('admin_notes'),
    verificationStatus: text('verification_status').notNull().default('pending'),
    /** From approved documents only (services/verification): the electrical category held. */
    electricalCategory: text('electrical_category'),
    /** The approved PIRB licence's expiry (licensed or master plumber); the badge ends after it. */
    pirbExpiresOn: date('pirb_expires_on', { mode: 'string' }),
    /** The approved CIPC registration number. */
    companyRegNumber: text('company_reg_number'),
    /** When it usually works, per weekday (domain/working-hours): shown on its public page. */
    workingHours: jsonb('working_hours')
      .notNull()
      .$type<WorkingHours>()
      .default(DEFAULT_WORKING_HOURS),
    /** Jobs it takes on one day: accepting a quote past it is refused (services/bookings). */
    dailyCapacity: integer('daily_capacity').notNull().default(DAILY_CAPACITY.default),
    /**
     * Takes instant bookings of a standard clean (its price list says so: services/instant-cleans
     * keeps the two together), so the search probes only these providers' circles.
     */
    instantCleans: boolean('instant_cleans').notNull().default(false),
    /** Customers hire it only with payment through Khaya (it has a payout account: escrow). */
    protectedOnly: boolean('protected_only').notNull().default(false),
    /**
     * What a customer's cancellation within 24 hours of the visit costs, in rand (issue 49; 0:
     * nothing), at most the quote's call-out fee or R300 (domain/cancellations.ts).
     */
    lateCancellationFee: integer('late_cancellation_fee').notNull().default(0),
    /**
     * Its reliability (issue 49; domain/reliability.ts), kept by services/reliability whenever a
     * booked job of its ends: whole percentages over its last 20, null until five have ended
     * (on time: null until known).
     */
    completionPercent: integer('completion_percent'),
    onTimePercent: integer('on_time_percent'),
    /** Its standing (domain/provider-standing.ts), why (an admin's words) and since when. */
    standing: text('standing').notNull().default('good').$type<ProviderStanding>(),
    standingReason: text('standing_reason'),
    standingAt: timestamp('standing_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** Its person deleted their account: out of every list, kept for customers' job history. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('providers_user_id_key').on(t.userId),
    index('providers_services_idx').using('gin', t.services),
    // "Best first" listing order; lets the database read a top-N without sorting every match.
    // All columns descending so a keyset cursor is one row comparison the index serves.
    index('providers_rank_idx').on(
      t.isVerified.desc(),
      t.rankScore.desc(),
      t.reviewCount.desc(),
      t.id.desc(),
    ),
    // One ranking index per service: a service filter reads its top-N straight from its own
    // index instead of skipping the other services' providers in the shared one.
    ...SERVICE_TYPES.map((service) =>
      index(`providers_rank_${service}_idx`)
        .on(t.isVerified.desc(), t.rankScore.desc(), t.reviewCount.desc(), t.id.desc())
        .where(sql`${t.services} @> array[${sql.raw(`'${service}'`)}]::text[]`),
    ),
    index('providers_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('providers_location_trgm_idx').using('gin', sql`lower(${t.location}) gin_trgm_ops`),
    // Who covers a point: the circle's bounding cube, so `@> geo_point(point)` is an index probe
    // (the exact distance is checked on the few rows it returns). The geo_ functions: 0010.
    index('providers_service_area_idx').using(
      'gist',
      sql`geo_circle(${t.latitude}, ${t.longitude}, ${t.serviceRadiusKm} * 1000.0)`,
    ),
    // The search pages' question, does anyone of a trade travel here (issue 51,
    // services/matching servicesReachingPoints): each trade's circles apart, so a probe in a
    // dense metro does not read every other trade's circles first.
    ...SERVICE_TYPES.map((service) =>
      index(`providers_${service}_area_idx`)
        .using(
          'gist',
          sql`geo_circle(${t.latitude}, ${t.longitude}, ${t.serviceRadiusKm} * 1000.0)`,
        )
        .where(
          sql`${t.services} @> array[${sql.raw(`'${service}'`)}]::text[] and ${t.deletedAt} is null`,
        ),
    ),
    // Book a clean: the circles of the few who take instant bookings.
    index('providers_instant_area_idx')
      .using('gist', sql`geo_circle(${t.latitude}, ${t.longitude}, ${t.serviceRadiusKm} * 1000.0)`)
      .where(sql`${t.instantCleans}`),
    index('providers_point_missing_idx')
      .on(t.id)
      .where(sql`${t.latitude} is null`),
    check('providers_service_radius_range', sql`${t.serviceRadiusKm} between 1 and 100`),
    check('providers_is_verified_flag', sql`${t.isVerified} in (0, 1)`),
    check('providers_hourly_rate_positive', sql`${t.hourlyRate} is null or ${t.hourlyRate} >= 1`),
    check('providers_rating_range', sql`${t.rating} between 0 and 50`),
    check('providers_review_count_positive', sql`${t.reviewCount} >= 0`),
    check('providers_services_not_empty', sql`cardinality(${t.services}) >= 1`),
    check(
      'providers_daily_capacity_range',
      sql`${t.dailyCapacity} between ${sql.raw(String(DAILY_CAPACITY.min))} and ${sql.raw(String(DAILY_CAPACITY.max))}`,
    ),
    check(
      'providers_standing_valid',
      sql`${t.standing} in ('good', 'warned', 'paused', 'suspended')`,
    ),
    // The admin desk's review queue: the few paused or suspended providers.
    index('providers_standing_idx')
      .on(t.standingAt)
      .where(sql`${t.standing} in ('paused', 'suspended')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type ProviderRow = typeof providers.$inferSelect;

/**
 * A provider's days off, a day or a stretch ('On leave 15-22 December', issue 45): a request
 * whose every wanted date falls in them is not sent to it nor shown to it (services/matching).
 */
export const providerDaysOff = pgTable(
  'provider_days_off',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date').notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('provider_days_off_provider_idx').on(t.providerId, t.toDate),
    check('provider_days_off_order', sql`${t.fromDate} <= ${t.toDate}`),
  ],
);
export type ProviderDayOffRow = typeof providerDaysOff.$inferSelect;
