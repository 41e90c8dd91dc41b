import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PriceChangeState } from '../../../domain/price-changes';
import type { ProtectedPaymentState } from '../../../domain/protected-payment-states';
import { protectedPayments } from './escrow';
import { createdAt, providers, users } from './people';
import { quoteRequests, quotes } from './requests';

/**
 * Price changes after a quote was accepted (issue 48, CPA section 15; domain/price-changes.ts):
 * the provider asks, the customer consents or not. On a job paid through Khaya (`paymentId`) an
 * agreed extra is its own transaction with the escrow partner, whose state (`paymentState`)
 * follows the partner's as read back, like the job's own payment.
 */
export const priceChanges = pgTable(
  'price_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id),
    quoteRequestId: uuid('quote_request_id')
      .notNull()
      .references(() => quoteRequests.id),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    /** The job's payment through Khaya when the change was asked for (null: paid directly). */
    paymentId: uuid('payment_id').references(() => protectedPayments.id),
    extraCents: integer('extra_cents').notNull(),
    reason: text('reason').notNull(),
    state: text('state').notNull().default('proposed').$type<PriceChangeState>(),
    /** The extra's own payment through the partner, once agreed on a protected job. */
    paymentState: text('payment_state').$type<ProtectedPaymentState>(),
    partner: text('partner'),
    partnerTransactionId: text('partner_transaction_id'),
    partnerAllocationId: text('partner_allocation_id'),
    partnerState: text('partner_state'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    fundedAt: timestamp('funded_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('price_changes_quote_idx').on(t.quoteId, t.createdAt),
    // One open change per job at a time: asked and unanswered, or agreed and still unpaid.
    uniqueIndex('price_changes_one_open_key')
      .on(t.quoteId)
      .where(
        sql`${t.state} = 'proposed' or (${t.state} = 'agreed' and ${t.paymentState} = 'awaiting_payment')`,
      ),
    uniqueIndex('price_changes_partner_key').on(t.partner, t.partnerTransactionId),
    check('price_changes_extra', sql`${t.extraCents} > 0`),
    check(
      'price_changes_state_valid',
      sql`${t.state} in ('proposed', 'agreed', 'declined', 'withdrawn', 'lapsed')`,
    ),
  ],
);
export type PriceChangeRow = typeof priceChanges.$inferSelect;
