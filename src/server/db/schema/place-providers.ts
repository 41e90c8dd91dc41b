import { sql } from 'drizzle-orm';
import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ServiceType } from '../../../domain/services';

/**
 * Which providers a search page lists (issue 51): per service and place (a slug of the place
 * directory), the ids of the best-ranked listed providers whose circle covers it, in Browse
 * Providers' order. A read model of the public listing (services/search-pages/place-providers):
 * a listing event marks the rows it may change (`invalidated_at`) and the next page view makes
 * its row again. A row is current while it was read after its last mark (`read_at` later than
 * `invalidated_at`); the providers' own columns are always read from `providers`.
 */
export const placeProviders = pgTable(
  'place_providers',
  {
    serviceType: text('service_type').notNull().$type<ServiceType>(),
    placeSlug: text('place_slug').notNull(),
    providerIds: uuid('provider_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** When the listing it holds was read (the database's clock). */
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
    /** When a listing event last said it may have changed; null when none has. */
    invalidatedAt: timestamp('invalidated_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.serviceType, t.placeSlug] })],
);
