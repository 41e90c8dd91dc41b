import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CleanExtra } from '../../../domain/price-list';
import { providers } from './people';

/**
 * A cleaner's price list for a standard clean (domain/price-list.ts), and whether customers may
 * book it instantly at those prices. One per provider.
 */
export const priceLists = pgTable(
  'price_lists',
  {
    providerId: uuid('provider_id')
      .primaryKey()
      .references(() => providers.id, { onDelete: 'cascade' }),
    /** Whole rand for 1 to 6 bedrooms with one bathroom. */
    bedrooms: integer('bedrooms').array().notNull(),
    extraBathroom: integer('extra_bathroom').notNull(),
    extras: jsonb('extras').$type<Partial<Record<CleanExtra, number>>>().notNull().default({}),
    instant: boolean('instant').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The instant-booking search joins the few lists that take bookings.
    index('price_lists_instant_idx')
      .on(t.providerId)
      .where(sql`${t.instant}`),
    check('price_lists_bedrooms_count', sql`cardinality(${t.bedrooms}) = 6`),
    check('price_lists_extra_bathroom_range', sql`${t.extraBathroom} between 0 and 5000`),
  ],
);
export type PriceListRow = typeof priceLists.$inferSelect;
