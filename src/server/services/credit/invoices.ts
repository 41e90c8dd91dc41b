import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/executor';
import { ledgerLines, ledgerPostings, taxInvoices, type TaxInvoiceRow } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { NotFoundError } from '../../errors';
import { queryRows } from '../../db/rows';
import { FEE_RULE } from '../../../domain/fees';

/** The South African month of a moment, 'YYYY-MM'. */
export function southAfricanMonth(at: Date): string {
  return new Date(at.getTime() + 2 * 3_600_000).toISOString().slice(0, 7);
}

/** The UTC bounds of a South African month (it starts at 22:00 UTC the day before). */
export function monthBounds(month: string): { from: Date; to: Date } {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const from = new Date(Date.UTC(year, number - 1, 1) - 2 * 3_600_000);
  const to = new Date(Date.UTC(year, number, 1) - 2 * 3_600_000);
  return { from, to };
}

const vatInside = (cents: number) =>
  Math.round((cents * FEE_RULE.vatPercent) / (100 + FEE_RULE.vatPercent));

/** Taken before a number is given: invoice numbers are consecutive and never reused. */
const INVOICE_NUMBER_LOCK = 470_047;

/**
 * Issues the provider's tax invoices for each finished month with fees (credit-backs netted)
 * that has none yet: the next number under a lock, so numbers run on without a gap.
 */
export async function issueDueInvoices(db: Db, providerId: string, now: Date): Promise<void> {
  const current = monthBounds(southAfricanMonth(now)).from;
  const months = await queryRows<{ month: string }>(
    db,
    sql`select distinct to_char(p.created_at at time zone 'Africa/Johannesburg', 'YYYY-MM') as month
        from ledger_postings p
        where p.provider_id = ${providerId} and p.kind in ('fee', 'credit_back', 'agent_fee')
          and p.created_at < ${current.toISOString()}
          and not exists (select 1 from tax_invoices i where i.provider_id = p.provider_id
            and i.month = to_char(p.created_at at time zone 'Africa/Johannesburg', 'YYYY-MM'))
        order by 1`,
  );
  for (const { month } of months) {
    await transaction(db, async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${INVOICE_NUMBER_LOCK})`);
      const [issued] = await tx
        .select({ number: taxInvoices.number })
        .from(taxInvoices)
        .where(and(eq(taxInvoices.providerId, providerId), eq(taxInvoices.month, month)));
      if (issued) return;
      const lines = await invoiceLines(tx, providerId, month);
      const total = lines.reduce((sum, line) => sum + line.cents, 0);
      if (total === 0) return;
      const [last] = await tx
        .select({ number: sql<number>`coalesce(max(${taxInvoices.number}), 0)` })
        .from(taxInvoices);
      await tx.insert(taxInvoices).values({
        number: Number(last?.number ?? 0) + 1,
        providerId,
        month,
        totalCents: total,
        vatCents: vatInside(total),
      });
    });
  }
}

export interface InvoiceLine {
  at: Date;
  reason: string;
  /** What Khaya charged: a fee positive, a fee given back negative. */
  cents: number;
}

/** A month's fees and credit-backs, as an invoice lists them. */
export async function invoiceLines(db: Executor, providerId: string, month: string) {
  const { from, to } = monthBounds(month);
  const rows = await db
    .select({
      at: ledgerPostings.createdAt,
      reason: ledgerPostings.reason,
      cents: ledgerLines.cents,
    })
    .from(ledgerPostings)
    .innerJoin(
      ledgerLines,
      and(eq(ledgerLines.postingId, ledgerPostings.id), eq(ledgerLines.account, 'fee_income')),
    )
    .where(
      and(
        eq(ledgerPostings.providerId, providerId),
        inArray(ledgerPostings.kind, ['fee', 'credit_back', 'agent_fee']),
        gte(ledgerPostings.createdAt, from),
        lt(ledgerPostings.createdAt, to),
      ),
    )
    .orderBy(asc(ledgerPostings.id));
  return rows.map((row): InvoiceLine => ({ ...row, cents: Number(row.cents) }));
}

/** The provider's invoices, newest first, the due ones issued first. */
export async function invoicesOf(db: Db, providerId: string, now: Date): Promise<TaxInvoiceRow[]> {
  await issueDueInvoices(db, providerId, now);
  return db
    .select()
    .from(taxInvoices)
    .where(eq(taxInvoices.providerId, providerId))
    .orderBy(desc(taxInvoices.number));
}

export async function invoiceOf(db: Db, providerId: string, number: number) {
  const [invoice] = Number.isSafeInteger(number)
    ? await db
        .select()
        .from(taxInvoices)
        .where(and(eq(taxInvoices.providerId, providerId), eq(taxInvoices.number, number)))
    : [];
  if (!invoice) throw new NotFoundError('Invoice not found');
  return { invoice, lines: await invoiceLines(db, providerId, invoice.month) };
}
