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
import type { LedgerAccount, PostingKind } from '../../../domain/ledger';
import type { TopUpStatus } from '../../../domain/top-up-status';
import { createdAt, providers, users } from './people';
import { quotes } from './requests';

/**
 * Khaya credit (issue 47, ADR 14): a provider's top-ups through the payment gateway, each a
 * state machine (domain/top-up-status.ts) from the form it is sent to until the gateway's
 * confirmed notification credits it.
 */
export const topUps = pgTable(
  'top_ups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id),
    /** What the provider asked to pay, in cents: the gateway must confirm exactly this. */
    amountCents: integer('amount_cents').notNull(),
    gateway: text('gateway').notNull(),
    status: text('status').notNull().default('pending').$type<TopUpStatus>(),
    /** The gateway's own id for the payment (PayFast's pf_payment_id), once it says it is paid. */
    gatewayPaymentId: text('gateway_payment_id'),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('top_ups_provider_idx').on(t.providerId, t.createdAt.desc()),
    uniqueIndex('top_ups_gateway_payment_key').on(t.gateway, t.gatewayPaymentId),
    check('top_ups_amount_positive', sql`${t.amountCents} > 0`),
    check('top_ups_status_valid', sql`${t.status} in ('pending', 'paid', 'cancelled')`),
  ],
);
export type TopUpRow = typeof topUps.$inferSelect;

/**
 * The books' postings: each a set of lines summing to zero (domain/ledger.ts). Never updated or
 * deleted (a trigger refuses both): a mistake is put right by another posting. A fee is posted
 * once per quote, a credit-back once per fee, a top-up once.
 */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull().$type<PostingKind>(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id),
    /** The hire a fee or credit-back is for. */
    quoteId: uuid('quote_id').references(() => quotes.id),
    topUpId: uuid('top_up_id').references(() => topUps.id),
    /** Shown on the statement: the hire, the top-up, or the admin's or credit-back's reason. */
    reason: text('reason').notNull(),
    /** The admin who made an adjustment or marked a credit-back; null for the system's own. */
    actorId: uuid('actor_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_postings_provider_idx').on(t.providerId, t.createdAt.desc(), t.id.desc()),
    index('ledger_postings_day_idx').on(t.createdAt),
    uniqueIndex('ledger_postings_one_fee_per_quote')
      .on(t.quoteId)
      .where(sql`${t.kind} = 'fee'`),
    uniqueIndex('ledger_postings_one_credit_back_per_quote')
      .on(t.quoteId)
      .where(sql`${t.kind} = 'credit_back'`),
    uniqueIndex('ledger_postings_one_per_top_up').on(t.topUpId),
    uniqueIndex('ledger_postings_one_agent_fee_per_quote')
      .on(t.quoteId)
      .where(sql`${t.kind} = 'agent_fee'`),
    uniqueIndex('ledger_postings_one_guarantee_payout_per_quote')
      .on(t.quoteId)
      .where(sql`${t.kind} = 'guarantee_payout'`),
    check(
      'ledger_postings_kind_valid',
      sql`${t.kind} in ('top_up', 'fee', 'credit_back', 'adjustment', 'agent_fee', 'guarantee_payout')`,
    ),
  ],
);
export type LedgerPostingRow = typeof ledgerPostings.$inferSelect;

export const ledgerLines = pgTable(
  'ledger_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    postingId: bigint('posting_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerPostings.id),
    account: text('account').notNull().$type<LedgerAccount>(),
    /** Set on a provider_credit line: whose credit. */
    providerId: uuid('provider_id').references(() => providers.id),
    cents: bigint('cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('ledger_lines_posting_idx').on(t.postingId),
    index('ledger_lines_credit_idx')
      .on(t.providerId)
      .where(sql`${t.account} = 'provider_credit'`),
    check(
      'ledger_lines_account_valid',
      sql`${t.account} in ('provider_credit', 'gateway_clearing', 'fee_income', 'adjustments', 'escrow_clearing', 'guarantee_claims', 'customer_refunds')`,
    ),
    check(
      'ledger_lines_credit_has_provider',
      sql`(${t.account} = 'provider_credit') = (${t.providerId} is not null)`,
    ),
    check('ledger_lines_cents_nonzero', sql`${t.cents} <> 0`),
  ],
);

/**
 * Every notification the gateway sent, with what came of it: the admin desk lists the failed
 * ones (a forged signature, a different amount, one the gateway would not confirm).
 */
export const gatewayNotifications = pgTable(
  'gateway_notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    gateway: text('gateway').notNull(),
    /** Our top-up id as the notification gave it (not trusted: it may be forged). */
    paymentId: text('payment_id'),
    outcome: text('outcome').notNull(),
    /** The posted fields, signature left out. */
    fields: jsonb('fields').notNull().$type<Record<string, string>>(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gateway_notifications_received_idx').on(t.receivedAt.desc())],
);

/**
 * A provider's monthly tax invoice for its fees (credit-backs netted). Numbers are consecutive
 * and never reused: each is the last plus one, taken under a lock (services/credit/invoices.ts).
 */
export const taxInvoices = pgTable(
  'tax_invoices',
  {
    number: integer('number').primaryKey(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id),
    /** The South African month it covers, 'YYYY-MM'. */
    month: text('month').notNull(),
    /** What it charges (fees less credit-backs), VAT included, and the VAT inside it. */
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    vatCents: bigint('vat_cents', { mode: 'number' }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tax_invoices_provider_month_key').on(t.providerId, t.month),
    check('tax_invoices_month_valid', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);
export type TaxInvoiceRow = typeof taxInvoices.$inferSelect;
