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
import type { DisputeMoney, DisputeOutcome, DisputeState } from '../../../domain/disputes';
import { protectedPayments } from './escrow';
import { createdAt, providers, users } from './people';
import { quoteRequests, quotes } from './requests';

/**
 * Disputes about a job (issue 49; domain/disputes.ts): opened by either side on done work, or a
 * customer's Khaya Guarantee claim. Stage 1 the two settle by an offer; stage 2 an admin decides.
 * `money` says where the job's money was when it opened: held by the escrow partner (it stays
 * held until the dispute ends), already paid out (a Guarantee claim), or paid directly.
 */
export const disputes = pgTable(
  'disputes',
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
    paymentId: uuid('payment_id').references(() => protectedPayments.id),
    openedBy: text('opened_by').notNull().$type<'customer' | 'provider'>(),
    money: text('money').notNull().$type<DisputeMoney>(),
    /** A key of DISPUTE_REASONS for the opener's side, and what happened (contact hidden). */
    reason: text('reason').notNull(),
    description: text('description').notNull(),
    state: text('state').notNull().default('negotiating').$type<DisputeState>(),
    /** What the job cost (price, call-out and agreed extras), in cents, when it opened. */
    paidCents: integer('paid_cents').notNull(),
    /** How it ended: the outcome and the refund (or Guarantee payout) in cents. */
    outcome: text('outcome').$type<DisputeOutcome>(),
    refundCents: integer('refund_cents'),
    /** How the money moved: through the partner, owed directly by the provider, or by Khaya. */
    settlement: text('settlement').$type<'escrow' | 'direct' | 'guarantee' | 'none'>(),
    /** The admin's reason both sides read, the admin, and a warning to the provider. */
    decisionReason: text('decision_reason'),
    decidedBy: uuid('decided_by').references(() => users.id),
    providerWarned: text('provider_warned'),
    settleBy: timestamp('settle_by', { withTimezone: true }).notNull(),
    reviewFrom: timestamp('review_from', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('disputes_quote_idx').on(t.quoteId, t.createdAt),
    index('disputes_provider_idx').on(t.providerId, t.createdAt),
    index('disputes_customer_idx').on(t.customerId, t.createdAt),
    index('disputes_open_idx')
      .on(t.createdAt)
      .where(sql`${t.state} in ('negotiating', 'under_review')`),
    // One dispute per job at a time.
    uniqueIndex('disputes_one_open_key')
      .on(t.quoteId)
      .where(sql`${t.state} in ('negotiating', 'under_review')`),
    check(
      'disputes_state_valid',
      sql`${t.state} in ('negotiating', 'settled', 'under_review', 'decided', 'withdrawn')`,
    ),
    check('disputes_opened_by_valid', sql`${t.openedBy} in ('customer', 'provider')`),
    check('disputes_money_valid', sql`${t.money} in ('held', 'released', 'direct')`),
    check(
      'disputes_refund',
      sql`${t.refundCents} is null or (${t.refundCents} >= 0 and ${t.refundCents} <= ${t.paidCents})`,
    ),
  ],
);
export type DisputeRow = typeof disputes.$inferSelect;

/** Offers to settle a dispute: a partial refund in cents, which the other side may accept. */
export const disputeOffers = pgTable(
  'dispute_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    disputeId: uuid('dispute_id')
      .notNull()
      .references(() => disputes.id),
    by: text('by').notNull().$type<'customer' | 'provider'>(),
    refundCents: integer('refund_cents').notNull(),
    note: text('note'),
    /** open: waiting; accepted: settled the dispute; replaced: a newer offer; closed: ended. */
    state: text('state')
      .notNull()
      .default('open')
      .$type<'open' | 'accepted' | 'replaced' | 'closed'>(),
    createdAt: createdAt(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    index('dispute_offers_dispute_idx').on(t.disputeId, t.createdAt),
    uniqueIndex('dispute_offers_one_open_key')
      .on(t.disputeId)
      .where(sql`${t.state} = 'open'`),
    check('dispute_offers_refund', sql`${t.refundCents} > 0`),
    check('dispute_offers_by_valid', sql`${t.by} in ('customer', 'provider')`),
    check(
      'dispute_offers_state_valid',
      sql`${t.state} in ('open', 'accepted', 'replaced', 'closed')`,
    ),
  ],
);
export type DisputeOfferRow = typeof disputeOffers.$inferSelect;
