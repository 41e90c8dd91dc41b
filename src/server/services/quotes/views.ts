import type { Quote } from '../../../domain/schemas/quotes';
import type { QuoteRevisionRow, QuoteRow } from '../../db/schema';
import { toQuoteTerms } from '../quote-requests';

/** A quote as the API shows it, with the terms of the revision before (null: never revised). */
export function toQuote(row: QuoteRow, previous: QuoteRevisionRow | null = null): Quote {
  return {
    id: row.id,
    quoteRequestId: row.quoteRequestId,
    providerId: row.providerId,
    ...toQuoteTerms(row),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    revision: row.revision,
    previous: previous ? toQuoteTerms(previous) : null,
  };
}

/** The columns of a revision that hold the quote's terms. */
export function revisionOf(row: QuoteRow): Omit<QuoteRevisionRow, 'id' | 'createdAt'> {
  return {
    quoteId: row.id,
    revision: row.revision,
    amount: row.amount,
    message: row.message,
    priceType: row.priceType,
    hourlyRate: row.hourlyRate,
    estimatedHours: row.estimatedHours,
    calloutFee: row.calloutFee,
    includesMaterials: row.includesMaterials,
    deposit: row.deposit,
    earliestStart: row.earliestStart,
    visitDate: row.visitDate,
    visitStart: row.visitStart,
    visitMinutes: row.visitMinutes,
    validUntil: row.validUntil,
  };
}
