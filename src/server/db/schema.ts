import { sql } from 'drizzle-orm';
import { SERVICE_TYPES, type ServiceType } from '../../domain/services';
import {
  bigint,
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
    createdAt: createdAt(),
    /** The person deleted their account: the row stays, anonymised, for what others rely on. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_firebase_uid_key').on(t.firebaseUid),
    // Emails are unique regardless of case: Foo@x.co and foo@x.co are one person.
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    check('users_is_provider_flag', sql`${t.isProvider} in (0, 1)`),
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
    index('providers_point_missing_idx')
      .on(t.id)
      .where(sql`${t.latitude} is null`),
    check('providers_service_radius_range', sql`${t.serviceRadiusKm} between 1 and 100`),
    check('providers_is_verified_flag', sql`${t.isVerified} in (0, 1)`),
    check('providers_hourly_rate_positive', sql`${t.hourlyRate} is null or ${t.hourlyRate} >= 1`),
    check('providers_rating_range', sql`${t.rating} between 0 and 50`),
    check('providers_review_count_positive', sql`${t.reviewCount} >= 0`),
    check('providers_services_not_empty', sql`cardinality(${t.services}) >= 1`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type ProviderRow = typeof providers.$inferSelect;

/**
 * Rate-limit windows shared by every instance on this database (used when REDIS_URL is not
 * set). Unlogged: counters are cheap to lose in a crash and should not cost WAL writes.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * Idempotency-Key records: the first answer to a POST, replayed to retries with the same key
 * (per user). `statusCode` is null while the first request is still running.
 */
export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  requestHash: text('request_hash').notNull(),
  statusCode: integer('status_code'),
  response: text('response'),
  createdAt: createdAt(),
});

/**
 * What happened, one row per state change, written in the transaction that made the change
 * (src/server/events): a quote submitted, a request completed... `id` only grows, so rows read in
 * id order are in the order their ids were taken. A row is handed to the subscribers after
 * commit; `claimedAt` marks one being handed over (a claim older than a minute is taken again:
 * its dispatcher died), `dispatchedAt` one that was.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    /** The ids the event concerns, by name (`quoteRequestId`, `quoteId`, `providerId`...). */
    subjects: jsonb('subjects').$type<Record<string, string>>().notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
  },
  (t) => [
    index('domain_events_pending_idx')
      .on(t.id)
      .where(sql`${t.dispatchedAt} is null`),
  ],
);
export type DomainEventRow = typeof domainEvents.$inferSelect;

/**
 * What a person is told in the app (the bell and /notifications): one row per (event, person),
 * written by the notifications feature's subscribers. The unique key makes a second hand-over of
 * the same event (the dispatcher is at least once) write nothing.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The page that acts on it, a path in the app. */
    link: text('link').notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notifications_event_user_key').on(t.eventId, t.userId),
    index('notifications_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);
export type NotificationRow = typeof notifications.$inferSelect;
