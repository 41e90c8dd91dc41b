import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { taxInvoices, topUps } from '../../db/schema';
import { invoiceNumberText } from './invoice-pdf';
import { statementOf } from './ledger';

/**
 * A provider's Khaya credit for the account export: every entry of its statement (oldest first),
 * its top-ups as the gateway settled them, and its invoices with where to download each.
 */
export async function creditRecords(db: Db, providerId: string) {
  const statement = await statementOf(db, providerId, { limit: Number.MAX_SAFE_INTEGER });
  const topUpRows = await db
    .select({
      id: topUps.id,
      amountCents: topUps.amountCents,
      gateway: topUps.gateway,
      status: topUps.status,
      gatewayPaymentId: topUps.gatewayPaymentId,
      createdAt: topUps.createdAt,
      settledAt: topUps.settledAt,
    })
    .from(topUps)
    .where(eq(topUps.providerId, providerId))
    .orderBy(asc(topUps.createdAt));
  const invoices = await db
    .select()
    .from(taxInvoices)
    .where(eq(taxInvoices.providerId, providerId))
    .orderBy(asc(taxInvoices.number));
  return {
    statement: statement.reverse(),
    topUps: topUpRows,
    invoices: invoices.map(({ number, month, totalCents, vatCents, issuedAt }) => ({
      number: invoiceNumberText(number),
      month,
      totalCents,
      vatCents,
      issuedAt,
      url: `/api/providers/me/invoices/${number}`,
    })),
  };
}
