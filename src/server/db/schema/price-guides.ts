import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { ServiceType } from '../../../domain/services';

/**
 * What accepted quotes cost (issue 51): per service and region (`za` the whole country,
 * `metro:Durban`, `area:Umlazi, Durban`) and kind of job ('' for every kind, else a key of
 * domain/search-pages' JOB_TYPE_LABELS), the 25th, 50th and 75th percentile of the accepted
 * prices (whole rand, the call-out fee included) over the last twelve months, and how many jobs
 * that was. A read model: made again from quotes and requests (services/search-pages), never
 * edited; no row names a person, a request or a provider.
 */
export const priceGuides = pgTable(
  'price_guides',
  {
    serviceType: text('service_type').notNull().$type<ServiceType>(),
    region: text('region').notNull(),
    jobType: text('job_type').notNull().default(''),
    jobs: integer('jobs').notNull(),
    low: integer('low').notNull(),
    median: integer('median').notNull(),
    high: integer('high').notNull(),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date').notNull(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.serviceType, t.region, t.jobType] }),
    check('price_guides_range', sql`${t.low} <= ${t.median} and ${t.median} <= ${t.high}`),
  ],
);
