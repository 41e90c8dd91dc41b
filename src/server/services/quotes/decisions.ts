import { and, eq, ne, sql } from 'drizzle-orm';
import { PROTECTED_ONLY_MESSAGE } from '../../../domain/payout-accounts';
import { southAfricanDate } from '../../../domain/quote-pricing';
import { canTransition, nextStatus } from '../../../domain/quote-status';
import type { QuoteRequest } from '../../../domain/schemas/quote-requests';
import type { Caller } from '../../auth/verifier';
import type { Db } from '../../db/client';
import { conflictsOn } from '../../db/conflicts';
import { providers, quoteRequests, quotes } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { ConflictError, NotFoundError } from '../../errors';
import { recordEvent } from '../../events/record';
import { isUuid } from '../../lib/cursor';
import { bookVisit } from '../bookings';
import { chargeHireFee } from '../credit';
import { openProtectedPayment } from '../escrow';
import { customerView, lockOwnRequest } from '../quote-requests';

/** What a customer does with a quote: accept it or decline it. */

export const EXPIRED = 'This quote has expired';
export const CHANGED = 'This quote has changed; review it again';

/** Finds a quote's request id (no lock), so the request row can be locked before the quote. */
async function requestIdOfQuote(db: Db, quoteId: string): Promise<string> {
  if (!isUuid(quoteId)) throw new NotFoundError('Quote not found');
  const [row] = await db
    .select({ quoteRequestId: quotes.quoteRequestId })
    .from(quotes)
    .where(eq(quotes.id, quoteId))
    .limit(1);
  if (!row) throw new NotFoundError('Quote not found');
  return row.quoteRequestId;
}

/**
 * The customer accepts one open quote: that quote accepted, the request accepted, every other
 * open quote declined, atomically. The request row lock makes concurrent accepts take turns, and
 * the one-accepted-quote index stops a second winner even if that lock were missed.
 */
export async function acceptQuote(
  db: Db,
  caller: Caller,
  quoteId: string,
  options: {
    revision?: number | undefined;
    now?: Date;
    /** Paying through Khaya: the escrow partner's name (issue 48); absent, paid directly. */
    protectedBy?: string | undefined;
    /** Payment through Khaya is offered (a provider may then take nothing else). */
    protectedAvailable?: boolean;
  } = {},
): Promise<QuoteRequest> {
  const requestId = await requestIdOfQuote(db, quoteId);
  const alreadyAccepted = 'Another quote was already accepted for this request.';
  return conflictsOn({ quotes_one_accepted_per_request: alreadyAccepted }, () =>
    transaction(db, async (tx) => {
      const { request, customer } = await lockOwnRequest(tx, caller, requestId, 'Quote not found');
      const [quote] = await tx.select().from(quotes).where(eq(quotes.id, quoteId)).limit(1);
      if (!quote) throw new NotFoundError('Quote not found');
      if (quote.status !== 'open') {
        throw new ConflictError(`This quote was already ${quote.status}.`);
      }
      // What the customer looked at is what they accept: a revision since is refused.
      if (options.revision !== undefined && options.revision !== quote.revision) {
        throw new ConflictError(CHANGED, { revision: CHANGED });
      }
      if (quote.validUntil < southAfricanDate(options.now)) throw new ConflictError(EXPIRED);
      if (!options.protectedBy && options.protectedAvailable) {
        const [provider] = await tx
          .select({ protectedOnly: providers.protectedOnly })
          .from(providers)
          .where(eq(providers.id, quote.providerId));
        if (provider?.protectedOnly)
          throw new ConflictError(PROTECTED_ONLY_MESSAGE, { payment: PROTECTED_ONLY_MESSAGE });
      }
      const status = request.status;
      if (!canTransition('quote_accepted', status, 'customer')) {
        throw new ConflictError(`This request is ${status}: another quote was already accepted.`);
      }
      await tx
        .update(quotes)
        .set({ status: 'accepted', decidedAt: sql`now()` })
        .where(eq(quotes.id, quote.id));
      const declined = await tx
        .update(quotes)
        .set({ status: 'declined', decidedAt: sql`now()` })
        .where(
          and(
            eq(quotes.quoteRequestId, request.id),
            ne(quotes.id, quote.id),
            eq(quotes.status, 'open'),
          ),
        )
        .returning({ id: quotes.id, providerId: quotes.providerId });
      // The visit it proposed is booked with it, or nothing is accepted (409).
      const booking = await bookVisit(tx, quote, options.now ?? new Date());
      // Khaya's fee for the hire, in the same transaction: never a reason to refuse the accept.
      // Paid through Khaya, it is the escrow partner's agent fee instead (never both).
      const fee = options.protectedBy
        ? (await openProtectedPayment(tx, {
            partner: options.protectedBy,
            quoteId: quote.id,
            quoteRequestId: request.id,
            customerId: request.customerId,
            providerId: quote.providerId,
            amount: quote.amount,
            calloutFee: quote.calloutFee,
            deposit: quote.deposit,
          }),
          null)
        : await chargeHireFee(tx, {
            quoteId: quote.id,
            providerId: quote.providerId,
            amount: quote.amount,
            serviceType: request.serviceType,
            at: options.now,
          });
      const [updated] = await tx
        .update(quoteRequests)
        .set({ status: nextStatus('quote_accepted') })
        .where(eq(quoteRequests.id, request.id))
        .returning();
      if (!updated) throw new NotFoundError('Quote not found');
      await recordEvent(tx, {
        type: 'quote_accepted',
        subjects: { quoteId: quote.id, quoteRequestId: request.id, providerId: quote.providerId },
        payload: {
          declinedQuoteIds: declined.map((other) => other.id),
          bookingId: booking?.id ?? null,
          fee,
        },
      });
      return customerView(tx, updated, customer);
    }),
  );
}

/**
 * The customer declines one open quote. When no open quote is left the request is declined,
 * and stays open to new quotes (a new quote makes it responded again).
 */
export async function declineQuote(db: Db, caller: Caller, quoteId: string): Promise<QuoteRequest> {
  const requestId = await requestIdOfQuote(db, quoteId);
  return transaction(db, async (tx) => {
    const { request, customer } = await lockOwnRequest(tx, caller, requestId, 'Quote not found');
    const [quote] = await tx.select().from(quotes).where(eq(quotes.id, quoteId)).limit(1);
    if (!quote) throw new NotFoundError('Quote not found');
    if (quote.status !== 'open') {
      throw new ConflictError(`This quote was already ${quote.status}.`);
    }
    await tx
      .update(quotes)
      .set({ status: 'declined', decidedAt: sql`now()` })
      .where(eq(quotes.id, quote.id));
    const [left] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(quotes)
      .where(and(eq(quotes.quoteRequestId, request.id), eq(quotes.status, 'open')));
    let current = request;
    if (
      (left?.n ?? 0) === 0 &&
      canTransition('last_open_quote_declined', request.status, 'customer')
    ) {
      const [updated] = await tx
        .update(quoteRequests)
        .set({ status: nextStatus('last_open_quote_declined') })
        .where(eq(quoteRequests.id, request.id))
        .returning();
      if (updated) current = updated;
    }
    await recordEvent(tx, {
      type: 'quote_declined',
      subjects: { quoteId: quote.id, quoteRequestId: request.id, providerId: quote.providerId },
    });
    return customerView(tx, current, customer);
  });
}
