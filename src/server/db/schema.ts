import { sql } from 'drizzle-orm';
import type { PriceType } from '../../domain/quote-pricing';
import type { QuoteRequestStatus, QuoteStatus } from '../../domain/quote-status';
import { SERVICE_TYPES, type ServiceType } from '../../domain/services';
import {
  bigint,
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

export interface CleaningDetailsColumn {
  cleaningType: 'indoor' | 'outdoor';
  rooms?: string[];
  outdoorTasks?: string[];
  items?: { name: string; fabric?: string }[];
}

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firebaseUid: text('firebase_uid').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
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
     * The ranking's Bayesian average, in thousandths of a star: five reviews' worth of its
     * services' mean stars as the prior, so one five-star review does not beat forty 4.8s.
     * Computed with `rating` (services/reviews/queries.ts), never set by hand.
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

export const quoteRequests = pgTable(
  'quote_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceType: text('service_type').notNull().$type<ServiceType>(),
    description: text('description').notNull(),
    location: text('location').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /**
     * The suburb and town the request is in ('Sea Point, Cape Town'): what a provider sees
     * instead of the address until its quote is accepted.
     */
    area: text('area').notNull().default(''),
    /** The provider the customer asked for by name ('Request quote' on its card), if any. */
    requestedProviderId: uuid('requested_provider_id').references(() => providers.id, {
      onDelete: 'set null',
    }),
    preferredDate: text('preferred_date').notNull(),
    status: text('status').notNull().default('pending').$type<QuoteRequestStatus>(),
    cleaningDetails: jsonb('cleaning_details').$type<CleaningDetailsColumn>(),
    /** How many quotes it has (kept by the quote command, in its transaction): the cap's count. */
    quoteCount: integer('quote_count').notNull().default(0),
    createdAt: createdAt(),
    /** When the customer marked the job completed (reviews open for 14 days from then). */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** When the customer closed it (no longer needed). */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('quote_requests_customer_idx').on(t.customerId, t.createdAt.desc(), t.id.desc()),
    index('quote_requests_service_status_idx').on(
      t.serviceType,
      t.status,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    // The provider view reads open requests newest first and filters by service: this index
    // gives that order directly, so a page needs no sort over every open request.
    index('quote_requests_open_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} in ('pending', 'responded', 'declined')`),
    // The open requests inside a provider's circle: `geo_point(point) <@ geo_circle(...)`.
    index('quote_requests_open_point_idx')
      .using('gist', sql`geo_point(${t.latitude}, ${t.longitude})`)
      .where(sql`${t.status} in ('pending', 'responded', 'declined') and ${t.quoteCount} < 5`),
    // Rows from before areas existed, for the start-up backfill (empty once it ran).
    index('quote_requests_area_missing_idx')
      .on(t.id)
      .where(sql`${t.area} = ''`),
    index('quote_requests_requested_provider_idx')
      .on(t.requestedProviderId, t.createdAt.desc())
      .where(sql`${t.requestedProviderId} is not null`),
    check(
      'quote_requests_service_type_valid',
      sql`${t.serviceType} in ('cleaning', 'plumbing', 'electrical', 'gardening')`,
    ),
    check('quote_requests_quote_count_range', sql`${t.quoteCount} between 0 and 5`),
    check(
      'quote_requests_status_valid',
      sql`${t.status} in ('pending', 'responded', 'accepted', 'declined', 'completed', 'closed')`,
    ),
  ],
);

export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quoteRequestId: uuid('quote_request_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    message: text('message'),
    status: text('status').notNull().default('open').$type<QuoteStatus>(),
    createdAt: createdAt(),
    /**
     * Its request's `created_at`, copied when the quote is made (a request's never changes): the
     * provider view lists the requests a provider quoted on newest request first, and reads that
     * order from `quotes_provider_request_idx` instead of joining and sorting all its quotes.
     */
    requestCreatedAt: timestamp('request_created_at', { withTimezone: true }).notNull(),
    /** Fixed, estimate or hourly (src/domain/quote-pricing.ts); hourly: `amount` = rate x hours. */
    priceType: text('price_type').notNull().default('fixed').$type<PriceType>(),
    hourlyRate: integer('hourly_rate'),
    estimatedHours: doublePrecision('estimated_hours'),
    /** Charged on top of `amount` for coming out (0: none). */
    calloutFee: integer('callout_fee').notNull().default(0),
    includesMaterials: boolean('includes_materials').notNull().default(false),
    /** The first South African day the provider can start (null: not said, as the spec's body). */
    earliestStart: date('earliest_start'),
    /** The last South African day it can be accepted. */
    validUntil: date('valid_until')
      .notNull()
      .default(sql`((now() at time zone 'Africa/Johannesburg')::date + 14)`),
    /** 1 when sent; each revision by the provider adds one (quote_revisions keeps them all). */
    revision: integer('revision').notNull().default(1),
    /** When it was accepted, declined or withdrawn. */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('quotes_request_provider_key').on(t.quoteRequestId, t.providerId),
    index('quotes_provider_request_idx').on(
      t.providerId,
      t.requestCreatedAt.desc(),
      t.quoteRequestId.desc(),
    ),
    // At most one accepted quote per request, whatever the application does.
    uniqueIndex('quotes_one_accepted_per_request')
      .on(t.quoteRequestId)
      .where(sql`${t.status} = 'accepted'`),
    index('quotes_provider_idx').on(t.providerId, t.createdAt.desc()),
    check('quotes_amount_positive', sql`${t.amount} >= 1`),
    check('quotes_status_valid', sql`${t.status} in ('open', 'accepted', 'declined', 'withdrawn')`),
    check('quotes_price_type_valid', sql`${t.priceType} in ('fixed', 'estimate', 'hourly')`),
    check('quotes_callout_fee_valid', sql`${t.calloutFee} >= 0`),
    check(
      'quotes_hourly_total',
      sql`${t.priceType} <> 'hourly' or (${t.hourlyRate} >= 1 and ${t.estimatedHours} > 0 and ${t.amount} = round((${t.hourlyRate} * ${t.estimatedHours})::numeric))`,
    ),
  ],
);

/** Every version of a quote as the provider sent it: revision 1, then each change. */
export const quoteRevisions = pgTable(
  'quote_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    amount: integer('amount').notNull(),
    message: text('message'),
    priceType: text('price_type').notNull().$type<PriceType>(),
    hourlyRate: integer('hourly_rate'),
    estimatedHours: doublePrecision('estimated_hours'),
    calloutFee: integer('callout_fee').notNull(),
    includesMaterials: boolean('includes_materials').notNull(),
    earliestStart: date('earliest_start'),
    validUntil: date('valid_until').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('quote_revisions_quote_revision_key').on(t.quoteId, t.revision)],
);
export type QuoteRevisionRow = typeof quoteRevisions.$inferSelect;

export type UserRow = typeof users.$inferSelect;
export type ProviderRow = typeof providers.$inferSelect;
export type QuoteRequestRow = typeof quoteRequests.$inferSelect;
export type QuoteRow = typeof quotes.$inferSelect;

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
