import { sql } from 'drizzle-orm';
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
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { When } from '../../../domain/when';
import type { BudgetBand, TradeDetails } from '../../../domain/trade-questions';
import type { PriceType } from '../../../domain/quote-pricing';
import type { QuoteRequestStatus, QuoteStatus } from '../../../domain/quote-status';
import type { ServiceType } from '../../../domain/services';
import { createdAt, providers, users } from './people';

/** A customer's request for a job and the providers' quotes on it, with every quote's versions. */

export interface CleaningDetailsColumn {
  cleaningType: 'indoor' | 'outdoor';
  rooms?: string[];
  outdoorTasks?: string[];
  items?: { name: string; fabric?: string }[];
  bedrooms?: number;
  bathrooms?: number;
}

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
    /** When, as chosen on the form (issue 45); null for a request sent with text only. */
    when: jsonb('when_wanted').$type<When>(),
    /** Every date `when` covers (empty without it): what matching checks days off against. */
    wantedDates: date('wanted_dates')
      .array()
      .notNull()
      .default(sql`'{}'::date[]`),
    status: text('status').notNull().default('pending').$type<QuoteRequestStatus>(),
    cleaningDetails: jsonb('cleaning_details').$type<CleaningDetailsColumn>(),
    /** The answers to the trade's questions (issue 46), null when none were given. */
    tradeDetails: jsonb('trade_details').$type<TradeDetails>(),
    /** The customer's budget band, if given. */
    budget: text('budget').$type<BudgetBand>(),
    /**
     * The day an emergency is for (`when` of kind 'emergency'), null for every other request:
     * that day, providers in range see it above their other leads.
     */
    emergencyOn: date('emergency_on'),
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
    // The open requests of one service inside a circle (btree_gist puts the service beside the
    // point): where other services crowd a circle, its own few are found without visiting them.
    index('quote_requests_open_service_point_idx')
      .using('gist', t.serviceType, sql`geo_point(${t.latitude}, ${t.longitude})`)
      .where(sql`${t.status} in ('pending', 'responded', 'declined') and ${t.quoteCount} < 5`),
    // Rows from before areas existed, for the start-up backfill (empty once it ran).
    index('quote_requests_area_missing_idx')
      .on(t.id)
      .where(sql`${t.area} = ''`),
    // A search page's reviews of jobs done in a place (issue 51): a service's completed jobs by area.
    index('quote_requests_completed_area_idx')
      .on(t.serviceType, t.area, t.completedAt.desc())
      .where(sql`${t.status} = 'completed'`),
    index('quote_requests_emergency_idx')
      .on(t.emergencyOn)
      .where(sql`${t.emergencyOn} is not null`),
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

/**
 * The visit a quote proposes (domain/visit.ts): a South African date, its start in minutes after
 * midnight, and its length in minutes; all three or none (a quote sent without a time).
 */
const visitColumns = () => ({
  visitDate: date('visit_date'),
  visitStart: integer('visit_start'),
  visitMinutes: integer('visit_minutes'),
});

const visitWhole = (t: {
  visitDate: AnyPgColumn;
  visitStart: AnyPgColumn;
  visitMinutes: AnyPgColumn;
}) =>
  sql`(${t.visitDate} is null) = (${t.visitStart} is null) and (${t.visitDate} is null) = (${t.visitMinutes} is null) and (${t.visitStart} is null or (${t.visitStart} >= 0 and ${t.visitMinutes} > 0 and ${t.visitStart} + ${t.visitMinutes} <= 1440))`;

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
    /** Paid to the provider up front for materials, part of the total (at most half of it). */
    deposit: integer('deposit').notNull().default(0),
    /** The first South African day the provider can start (null: not said, as the spec's body). */
    earliestStart: date('earliest_start'),
    ...visitColumns(),
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
      'quotes_deposit_valid',
      sql`${t.deposit} >= 0 and ${t.deposit} * 2 <= ${t.amount} + ${t.calloutFee}`,
    ),
    check('quotes_visit_whole', visitWhole(t)),
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
    deposit: integer('deposit').notNull().default(0),
    earliestStart: date('earliest_start'),
    ...visitColumns(),
    validUntil: date('valid_until').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('quote_revisions_quote_revision_key').on(t.quoteId, t.revision),
    check('quote_revisions_visit_whole', visitWhole(t)),
  ],
);
export type QuoteRevisionRow = typeof quoteRevisions.$inferSelect;

export type QuoteRequestRow = typeof quoteRequests.$inferSelect;
export type QuoteRow = typeof quotes.$inferSelect;
