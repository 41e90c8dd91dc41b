import { and, eq, ne, sql } from 'drizzle-orm';
import { canTransition, MAX_QUOTES_PER_REQUEST, nextStatus } from '../../domain/quote-status';
import type { QuoteRequest } from '../../domain/schemas/quote-requests';
import type { CreateQuoteBody, Quote } from '../../domain/schemas/quotes';
import type { Caller } from '../auth/verifier';
import type { Db } from '../db/client';
import { conflictsOn } from '../db/conflicts';
import { quoteRequests, quotes, type QuoteRow } from '../db/schema';
import { transaction } from '../db/transaction';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors';
import { recordEvent } from '../events/record';
import { isUuid } from './cursor';
import { requireOwnProvider } from './providers';
import { customerView, lockOwnRequest, withinReach } from './quote-requests';

export function toQuote(row: QuoteRow): Quote {
  return {
    id: row.id,
    quoteRequestId: row.quoteRequestId,
    providerId: row.providerId,
    amount: row.amount,
    message: row.message,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

const DUPLICATE = 'You have already sent a quote for this request.';

/**
 * A provider answers a request with a price. The provider is the caller's own profile (a body
 * `providerId` is ignored). The quote is stored and the request becomes `responded` in one
 * transaction, with the request row locked so a customer's accept cannot interleave, and at
 * most {@link MAX_QUOTES_PER_REQUEST} quotes are taken (409 past that).
 */
export async function createQuote(db: Db, caller: Caller, body: CreateQuoteBody): Promise<Quote> {
  const provider = await requireOwnProvider(db, caller);
  return conflictsOn({ quotes_request_provider_key: DUPLICATE }, () =>
    transaction(db, async (tx) => {
      const [request] = await tx
        .select()
        .from(quoteRequests)
        .where(eq(quoteRequests.id, body.quoteRequestId))
        .for('update')
        .limit(1);
      const [existing] = request
        ? await tx
            .select({ id: quotes.id })
            .from(quotes)
            .where(and(eq(quotes.quoteRequestId, request.id), eq(quotes.providerId, provider.id)))
            .limit(1)
        : [];
      // Requests outside the provider's services or reach are invisible to it: 404, as for a
      // random id.
      if (
        !request ||
        (!existing &&
          (!provider.services.includes(request.serviceType) || !withinReach(request, provider)))
      ) {
        throw new NotFoundError('Quote request not found');
      }
      if (request.customerId === provider.userId) {
        throw new ForbiddenError('You cannot quote on your own request.');
      }
      if (existing) throw new ConflictError(DUPLICATE);
      const status = request.status;
      if (!canTransition('quote_submitted', status, 'provider')) {
        throw new ConflictError(`This request is ${status} and no longer takes quotes.`);
      }
      // The row is locked: concurrent quotes count one after another, so the cap holds.
      if (request.quoteCount >= MAX_QUOTES_PER_REQUEST) {
        throw new ConflictError(`This request already has ${MAX_QUOTES_PER_REQUEST} quotes`);
      }
      const [row] = await tx
        .insert(quotes)
        .values({
          quoteRequestId: request.id,
          // From the row itself: a JavaScript Date would cut it to the millisecond.
          requestCreatedAt: sql`(select created_at from ${quoteRequests} where id = ${request.id})`,
          providerId: provider.id,
          amount: body.amount,
          message: body.message,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      await tx
        .update(quoteRequests)
        .set({
          status: nextStatus('quote_submitted'),
          quoteCount: sql`${quoteRequests.quoteCount} + 1`,
        })
        .where(eq(quoteRequests.id, request.id));
      await recordEvent(tx, {
        type: 'quote_submitted',
        subjects: { quoteId: row.id, quoteRequestId: request.id, providerId: provider.id },
      });
      return toQuote(row);
    }),
  );
}

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
export async function acceptQuote(db: Db, caller: Caller, quoteId: string): Promise<QuoteRequest> {
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
      const status = request.status;
      if (!canTransition('quote_accepted', status, 'customer')) {
        throw new ConflictError(`This request is ${status}: another quote was already accepted.`);
      }
      await tx.update(quotes).set({ status: 'accepted' }).where(eq(quotes.id, quote.id));
      const declined = await tx
        .update(quotes)
        .set({ status: 'declined' })
        .where(
          and(
            eq(quotes.quoteRequestId, request.id),
            ne(quotes.id, quote.id),
            eq(quotes.status, 'open'),
          ),
        )
        .returning({ id: quotes.id, providerId: quotes.providerId });
      const [updated] = await tx
        .update(quoteRequests)
        .set({ status: nextStatus('quote_accepted') })
        .where(eq(quoteRequests.id, request.id))
        .returning();
      if (!updated) throw new NotFoundError('Quote not found');
      await recordEvent(tx, {
        type: 'quote_accepted',
        subjects: { quoteId: quote.id, quoteRequestId: request.id, providerId: quote.providerId },
        payload: { declinedQuoteIds: declined.map((other) => other.id) },
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
    await tx.update(quotes).set({ status: 'declined' }).where(eq(quotes.id, quote.id));
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
