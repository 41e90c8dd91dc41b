import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ProtectedPaymentState } from '../../../domain/protected-payment';
import { createdAt, providers, users } from './people';
import { quoteRequests, quotes } from './requests';

/**
 * Protected payment (issue 48, ADR 15): Khaya's record of a job paid through the escrow partner,
 * one per accepted quote. The money is the partner's to hold; `state` follows the partner's own
 * state as read back through its API (domain/protected-payment.ts), never a callback alone.
 */
export const protectedPayments = pgTable(
  'protected_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id),
    quoteRequestId: uuid('quote_request_id')
      .notNull()
      .references(() => quoteRequests.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id),
    /** The accepted price the customer pays into escrow, in cents. */
    amountCents: integer('amount_cents').notNull(),
    /**
     * The quote's deposit for materials, in cents (0: none): its own allocation, paid out to the
     * provider as soon as the partner holds the money; the rest is paid when the work is accepted.
     */
    depositCents: integer('deposit_cents').notNull().default(0),
    partnerDepositAllocationId: text('partner_deposit_allocation_id'),
    depositReleasedAt: timestamp('deposit_released_at', { withTimezone: true }),
    /** Khaya's fee as the partner's agent, taken from the payout (never also from the credit). */
    feeCents: integer('fee_cents').notNull(),
    partner: text('partner').notNull(),
    /** The partner's transaction and its one allocation (the work), set once it answers. */
    partnerTransactionId: text('partner_transaction_id'),
    partnerAllocationId: text('partner_allocation_id'),
    state: text('state').notNull().default('awaiting_payment').$type<ProtectedPaymentState>(),
    /**
     * Set when a cancelled visit's fee is paid from the money held (issue 49): Khaya asked the
     * partner to lower the work to it and pay it out, the rest back to the customer.
     */
    cancellationFeeCents: integer('cancellation_fee_cents'),
    /** The partner's own state as last read back, for the operator's view. */
    partnerState: text('partner_state'),
    createdAt: createdAt(),
    fundedAt: timestamp('funded_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** When the partner's state was last read back (the reconciliation reads the oldest first). */
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('protected_payments_quote_key').on(t.quoteId),
    uniqueIndex('protected_payments_partner_key').on(t.partner, t.partnerTransactionId),
    index('protected_payments_open_idx')
      .on(t.checkedAt)
      .where(sql`${t.state} not in ('released', 'cancelled', 'refunded', 'cancelled_with_fee')`),
    index('protected_payments_provider_idx').on(t.providerId),
    check(
      'protected_payments_state_valid',
      sql`${t.state} in ('awaiting_payment', 'funded', 'delivered', 'released', 'cancelled', 'refunded', 'cancelled_with_fee')`,
    ),
    check(
      'protected_payments_amounts',
      sql`${t.amountCents} > 0 and ${t.feeCents} >= 0 and ${t.depositCents} >= 0 and ${t.depositCents} * 2 <= ${t.amountCents}`,
    ),
    check(
      'protected_payments_cancellation_fee',
      sql`${t.cancellationFeeCents} is null or (${t.cancellationFeeCents} > 0 and ${t.cancellationFeeCents} <= ${t.amountCents})`,
    ),
  ],
);
export type ProtectedPaymentRow = typeof protectedPayments.$inferSelect;

/**
 * The partner's callbacks as received, each with what came of it: a prompt to read the
 * transaction back, never the truth by itself. Kept to answer questions about a payment.
 */
export const escrowCallbacks = pgTable(
  'escrow_callbacks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    partner: text('partner').notNull(),
    transactionId: text('transaction_id'),
    /** What the callback claimed; what Khaya found when it read the transaction back. */
    claimedState: text('claimed_state'),
    outcome: text('outcome').notNull(),
    body: jsonb('body').notNull().$type<Record<string, unknown>>(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('escrow_callbacks_received_idx').on(t.receivedAt)],
);

/**
 * Where a provider is paid for jobs paid through Khaya: its bank account, the number sealed with
 * the key from configuration (lib/sealed.ts; the database alone cannot read it) and its last four
 * digits to show. The account goes to the escrow partner with the provider's party on each
 * transaction, so the partner pays out to the account as it is now.
 */
export const payoutAccounts = pgTable('payout_accounts', {
  providerId: uuid('provider_id')
    .primaryKey()
    .references(() => providers.id),
  bank: text('bank').notNull(),
  accountType: text('account_type').notNull(),
  accountHolder: text('account_holder').notNull(),
  accountNumberSealed: text('account_number_sealed').notNull(),
  accountNumberLast4: text('account_number_last4').notNull(),
  /** The escrow partner that checked the account when it was saved. */
  checkedBy: text('checked_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
