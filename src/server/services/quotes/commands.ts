import { NO_NEW_LEADS, standingText } from '../../../domain/provider-standing';
import { and, desc, eq, sql } from 'drizzle-orm';
import { canTransition, MAX_QUOTES_PER_REQUEST, nextStatus } from '../../../domain/quote-status';
import type { CreateQuoteBody, Quote, ReviseQuoteBody } from '../../../domain/schemas/quotes';
import type { Caller } from '../../auth/verifier';
import type { Db } from '../../db/client';
import { conflictsOn } from '../../db/conflicts';
import type { Tx } from '../../db/executor';
import { providers } from '../../db/schema';
import { quoteRequests, quoteRevisions, quotes, type QuoteRow } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors';
import { recordEvent } from '../../events/record';
import { isUuid } from '../../lib/cursor';
import { findOwnProvider, measureResponseTime, requireOwnProvider } from '../providers';
import { checkProposedVisit } from '../bookings';
import { mayQuote } from '../credit';
import { TOP_UP_FIRST } from '../../../domain/fees';
import { withinReach } from '../quote-requests';
import { resolveTerms, sameTerms } from './terms';
import { revisionOf, toQuote } from './views';

/** What a provider does with its quotes: send one, revise it, withdraw it. */

const DUPLICATE = 'You have already sent a quote for this request.';

/**
 * A provider answers a request with a price. The provider is the caller's own profile (a body
 * `providerId` is ignored). The quote and its first revision are stored and the request becomes
 * `responded` in one transaction, with the request row locked so a customer's accept cannot
 * interleave, and at most {@link MAX_QUOTES_PER_REQUEST} quotes are taken (409 past that).
 */
export async function createQuote(
  db: Db,
  caller: Caller,
  body: CreateQuoteBody,
  now = new Date(),
): Promise<Quote> {
  const provider = await requireOwnProvider(db, caller);
  const terms = resolveTerms(body, now);
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
      // Paused by its reliability or suspended (issue 49): no new quotes until an admin lifts it.
      if (NO_NEW_LEADS.includes(provider.standing)) {
        throw new ForbiddenError(
          standingText(provider.standing, provider.completionPercent, provider.standingReason) ??
            'You cannot send quotes for now.',
        );
      }
      const status = request.status;
      if (!canTransition('quote_submitted', status, 'provider')) {
        throw new ConflictError(`This request is ${status} and no longer takes quotes.`);
      }
      // The row is locked: concurrent quotes count one after another, so the cap holds.
      if (request.quoteCount >= MAX_QUOTES_PER_REQUEST) {
        throw new ConflictError(`This request already has ${MAX_QUOTES_PER_REQUEST} quotes`);
      }
      // A balance below zero (a fee it could not cover) waits for a top-up; open quotes stand.
      if (!(await mayQuote(tx, provider.id))) throw new ConflictError(TOP_UP_FIRST);
      await checkProposedVisit(tx, terms, request, provider.id, now);
      const [row] = await tx
        .insert(quotes)
        .values({
          quoteRequestId: request.id,
          // From the row itself: a JavaScript Date would cut it to the millisecond.
          requestCreatedAt: sql`(select created_at from ${quoteRequests} where id = ${request.id})`,
          providerId: provider.id,
          ...terms,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      await tx.insert(quoteRevisions).values(revisionOf(row));
      await tx
        .update(quoteRequests)
        .set({
          status: nextStatus('quote_submitted'),
          quoteCount: sql`${quoteRequests.quoteCount} + 1`,
        })
        .where(eq(quoteRequests.id, request.id));
      await measureResponseTime(tx, provider.id);
      await recordEvent(tx, {
        type: 'quote_submitted',
        subjects: { quoteId: row.id, quoteRequestId: request.id, providerId: provider.id },
      });
      return toQuote(row);
    }),
  );
}

/**
 * The caller's own quote, its row locked (with its request's, request first: the order every
 * command on a request takes, so a revision and an accept take turns). 404 for anyone else's.
 */
async function lockOwnQuote(tx: Tx, providerId: string, id: string): Promise<QuoteRow> {
  const [found] = await tx
    .select({ requestId: quotes.quoteRequestId })
    .from(quotes)
    .where(and(eq(quotes.id, id), eq(quotes.providerId, providerId)))
    .limit(1);
  if (!found) throw new NotFoundError('Quote not found');
  await tx
    .select({ id: quoteRequests.id })
    .from(quoteRequests)
    .where(eq(quoteRequests.id, found.requestId))
    .for('update');
  const [row] = await tx.select().from(quotes).where(eq(quotes.id, id)).for('update');
  if (!row) throw new NotFoundError('Quote not found');
  return row;
}

function requireOpen(row: QuoteRow, doing: string): void {
  if (row.status === 'accepted') throw new ConflictError(`An accepted quote cannot ${doing}.`);
  if (row.status !== 'open') throw new ConflictError(`This quote was ${row.status}.`);
}

/** The revision before the current one (null for a quote never revised). */
async function previousRevision(db: Db | Tx, row: QuoteRow) {
  if (row.revision <= 1) return null;
  const [previous] = await db
    .select()
    .from(quoteRevisions)
    .where(and(eq(quoteRevisions.quoteId, row.id), eq(quoteRevisions.revision, row.revision - 1)))
    .limit(1);
  return previous ?? null;
}

export const CHANGED_ELSEWHERE =
  'This quote was changed on another phone or tab since you opened it. The form now shows it as it is: check it and change it again.';

/**
 * The provider changes its open quote: a new revision with the changed terms (the same rules as
 * a new quote), which the customer is told of; an accepted, declined or withdrawn quote cannot
 * change (409). A body that changes nothing makes no revision.
 */
export async function reviseQuote(
  db: Db,
  caller: Caller,
  id: string,
  body: ReviseQuoteBody,
  now = new Date(),
): Promise<Quote> {
  if (!isUuid(id)) throw new NotFoundError('Quote not found');
  const provider = await findOwnProvider(db, caller);
  if (!provider) throw new NotFoundError('Quote not found');
  return transaction(db, async (tx) => {
    const current = await lockOwnQuote(tx, provider.id, id);
    requireOpen(current, 'change');
    // Changed on another phone or tab since this form was opened (a late signal, say): the
    // newer terms stand, and the provider sees them before changing again.
    if (body.revision !== undefined && body.revision !== current.revision)
      throw new ConflictError(CHANGED_ELSEWHERE, { revision: CHANGED_ELSEWHERE });
    // An hourly quote's total follows its rate and hours unless a total is sent.
    const terms = resolveTerms(body, now, current);
    if (sameTerms(terms, current)) return toQuote(current, await previousRevision(tx, current));
    if (
      terms.visitDate !== current.visitDate ||
      terms.visitStart !== current.visitStart ||
      terms.visitMinutes !== current.visitMinutes
    ) {
      const [request] = await tx
        .select({ when: quoteRequests.when })
        .from(quoteRequests)
        .where(eq(quoteRequests.id, current.quoteRequestId));
      await checkProposedVisit(tx, terms, { when: request?.when ?? null }, provider.id, now);
    }
    const [row] = await tx
      .update(quotes)
      .set({ ...terms, revision: current.revision + 1 })
      .where(eq(quotes.id, current.id))
      .returning();
    if (!row) throw new NotFoundError('Quote not found');
    await tx.insert(quoteRevisions).values(revisionOf(row));
    await recordEvent(tx, {
      type: 'quote_revised',
      subjects: { quoteId: row.id, quoteRequestId: row.quoteRequestId, providerId: row.providerId },
      payload: { revision: row.revision, previousAmount: current.amount, amount: row.amount },
    });
    const [previous] = await tx
      .select()
      .from(quoteRevisions)
      .where(and(eq(quoteRevisions.quoteId, row.id), eq(quoteRevisions.revision, current.revision)))
      .limit(1);
    return toQuote(row, previous ?? null);
  });
}

/**
 * The provider withdraws its open quote: the customer sees it withdrawn, its place among the
 * five frees up, and a request left without an open quote waits for quotes again.
 */
export async function withdrawQuote(db: Db, caller: Caller, id: string): Promise<Quote> {
  if (!isUuid(id)) throw new NotFoundError('Quote not found');
  const provider = await findOwnProvider(db, caller);
  if (!provider) throw new NotFoundError('Quote not found');
  return transaction(db, async (tx) => {
    const current = await lockOwnQuote(tx, provider.id, id);
    requireOpen(current, 'be withdrawn');
    const row = await withdrawOpenQuote(tx, current);
    return toQuote(row, await previousRevision(tx, row));
  });
}

/**
 * One quote with the terms before its last change: for its provider, and for the customer of
 * its request (404 for anyone else).
 */
export async function getQuote(db: Db, caller: Caller, id: string): Promise<Quote> {
  if (!isUuid(id)) throw new NotFoundError('Quote not found');
  const [found] = await db
    .select({ quote: quotes })
    .from(quotes)
    .innerJoin(providers, eq(providers.id, quotes.providerId))
    .innerJoin(quoteRequests, eq(quoteRequests.id, quotes.quoteRequestId))
    .where(
      and(
        eq(quotes.id, id),
        sql`exists (select 1 from users u where u.firebase_uid = ${caller.uid}
                     and (u.id = ${providers.userId} or u.id = ${quoteRequests.customerId}))`,
      ),
    )
    .orderBy(desc(quotes.createdAt))
    .limit(1);
  if (!found) throw new NotFoundError('Quote not found');
  return toQuote(found.quote, await previousRevision(db, found.quote));
}

/**
 * Withdraws an open quote the caller has locked: the request loses it from its count, and one
 * left without an open quote waits for quotes again. Also used when the provider deletes their
 * account.
 */
export async function withdrawOpenQuote(tx: Tx, current: QuoteRow) {
  const [row] = await tx
    .update(quotes)
    .set({ status: 'withdrawn', decidedAt: sql`now()` })
    .where(eq(quotes.id, current.id))
    .returning();
  if (!row) throw new NotFoundError('Quote not found');
  const [left] = await tx
    .select({
      open: sql<number>`count(*) filter (where ${quotes.status} = 'open')::int`,
      others: sql<number>`count(*) filter (where ${quotes.status} <> 'withdrawn')::int`,
    })
    .from(quotes)
    .where(eq(quotes.quoteRequestId, row.quoteRequestId));
  const [request] = await tx
    .select({ status: quoteRequests.status })
    .from(quoteRequests)
    .where(eq(quoteRequests.id, row.quoteRequestId));
  // No open quote left: the request waits for quotes, as new (none left) or declined.
  const event = (left?.others ?? 0) === 0 ? 'only_quote_withdrawn' : 'last_open_quote_withdrawn';
  const moves =
    (left?.open ?? 0) === 0 &&
    request !== undefined &&
    canTransition(event, request.status, 'provider');
  await tx
    .update(quoteRequests)
    .set({
      quoteCount: sql`greatest(${quoteRequests.quoteCount} - 1, 0)`,
      ...(moves ? { status: nextStatus(event) } : {}),
    })
    .where(eq(quoteRequests.id, row.quoteRequestId));
  await recordEvent(tx, {
    type: 'quote_withdrawn',
    subjects: { quoteId: row.id, quoteRequestId: row.quoteRequestId, providerId: row.providerId },
  });
  return row;
}
