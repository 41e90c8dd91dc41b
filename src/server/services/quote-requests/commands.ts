import { canTransition, nextStatus } from '../../../domain/quote-status';
import { textForOthers } from '../../../domain/contact-redaction';
import { datesOf, describeWhen, settleWhen, southAfricanToday } from '../../../domain/when';
import type { CreateQuoteRequestBody, QuoteRequest } from '../../../domain/schemas/quote-requests';
import type { TradeDetails } from '../../../domain/trade-questions';
import type { Caller } from '../../auth/verifier';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/executor';
import { providers } from '../../db/schema';
import { quoteRequests, quotes } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import { requireResolvedLocation } from '../providers';
import { recordEvent } from '../../events/record';
import { isUuid } from '../../lib/cursor';
import { getOwnUser } from '../users';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { completeBooking } from '../bookings';
import { lockRequestWithCustomer } from './queries';
import { customerView, toQuoteRequest } from './views';

/** What a customer does to a request: post it, and mark the job completed. */

export async function createQuoteRequest(
  db: Db,
  caller: Caller,
  body: CreateQuoteRequestBody,
): Promise<QuoteRequest> {
  const user = await getOwnUser(db, caller);
  const place = requireResolvedLocation(body.location, body);
  if (body.requestedProviderId) await requireRequestable(db, body.requestedProviderId, body);
  // The words older readers show are written from the choice; 'soon' and 'flexible' become the
  // days they cover from today, South African time.
  const when = body.when ? settleWhen(body.when, southAfricanToday()) : null;
  const row = await transaction(db, async (tx) => {
    const [created] = await tx
      .insert(quoteRequests)
      .values({
        customerId: user.id,
        serviceType: body.serviceType,
        description: textForOthers(body.description),
        location: body.location,
        latitude: place.latitude,
        longitude: place.longitude,
        area: place.area,
        requestedProviderId: body.requestedProviderId ?? null,
        preferredDate: when ? describeWhen(when) : textForOthers(body.preferredDate ?? ''),
        when,
        wantedDates: when ? datesOf(when) : [],
        cleaningDetails:
          body.serviceType === 'cleaning' && body.cleaningDetails
            ? {
                ...body.cleaningDetails,
                ...(body.cleaningDetails.items
                  ? {
                      items: body.cleaningDetails.items.map((item) => ({
                        ...item,
                        name: textForOthers(item.name),
                      })),
                    }
                  : {}),
              }
            : null,
        tradeDetails: tradeDetailsOf(body.tradeDetails),
        budget: body.budget ?? null,
        emergencyOn: when?.kind === 'emergency' ? when.from : null,
      })
      .returning();
    if (!created) throw new Error('insert returned no row');
    await recordEvent(tx, {
      type: 'quote_request_created',
      subjects: {
        quoteRequestId: created.id,
        customerId: user.id,
        ...(created.requestedProviderId
          ? { requestedProviderId: created.requestedProviderId }
          : {}),
      },
    });
    return created;
  });
  return toQuoteRequest(row, { customerName: user.name });
}

/**
 * A provider a customer asks by name must exist and offer the service (400 otherwise, on
 * `errors.requestedProviderId`).
 */
async function requireRequestable(
  db: Db,
  providerId: string,
  body: Pick<CreateQuoteRequestBody, 'serviceType'>,
): Promise<void> {
  const [provider] = await db
    .select({ services: providers.services })
    .from(providers)
    .where(and(eq(providers.id, providerId), isNull(providers.deletedAt)))
    .limit(1);
  if (!provider) {
    const message = 'That provider is no longer listed: choose another';
    throw new BadRequestError(message, { requestedProviderId: message });
  }
  if (!provider.services.includes(body.serviceType)) {
    const message = `This provider does not offer ${body.serviceType}`;
    throw new BadRequestError(message, { requestedProviderId: message });
  }
}

/**
 * Locks the request row for the rest of the transaction and checks the caller is its customer.
 * Every customer action on a request goes through here, so concurrent ones take turns.
 */
export async function lockOwnRequest(
  tx: Tx,
  caller: Caller,
  id: string,
  notFound = 'Quote request not found',
) {
  const found = await lockRequestWithCustomer(tx, id);
  if (!found || found.customer.firebaseUid !== caller.uid) throw new NotFoundError(notFound);
  return found;
}

export async function completeQuoteRequest(
  db: Db,
  caller: Caller,
  id: string,
): Promise<QuoteRequest> {
  if (!isUuid(id)) throw new NotFoundError('Quote request not found');
  return transaction(db, async (tx) => {
    const { request, customer } = await lockOwnRequest(tx, caller, id);
    if (!canTransition('completed', request.status, 'customer')) {
      throw new ConflictError(
        `Only an accepted job can be marked completed; this request is ${request.status}.`,
      );
    }
    const [updated] = await tx
      .update(quoteRequests)
      .set({ status: nextStatus('completed'), completedAt: sql`now()` })
      .where(eq(quoteRequests.id, id))
      .returning();
    if (!updated) throw new NotFoundError('Quote request not found');
    await completeBooking(tx, id);
    await recordEvent(tx, {
      type: 'quote_request_completed',
      subjects: { quoteRequestId: id, customerId: customer.id },
    });
    return customerView(tx, updated, customer);
  });
}

/**
 * The customer closes an open request they no longer need: no more quotes, its open quotes
 * declined, the providers who sent them told (the event's subscribers).
 */
export async function closeQuoteRequest(db: Db, caller: Caller, id: string): Promise<QuoteRequest> {
  if (!isUuid(id)) throw new NotFoundError('Quote request not found');
  return transaction(db, async (tx) => {
    const { request, customer } = await lockOwnRequest(tx, caller, id);
    if (!canTransition('closed', request.status, 'customer')) {
      throw new ConflictError(
        `Only an open request can be closed; this request is ${request.status}.`,
      );
    }
    const updated = await closeRequest(tx, id, customer.id);
    return customerView(tx, updated, customer);
  });
}

/**
 * Closes a request the caller has locked: its open quotes declined, the request closed, the
 * event recorded (its subscribers tell the providers). Also used when the customer deletes
 * their account.
 */
export async function closeRequest(tx: Tx, id: string, customerId: string) {
  const declined = await tx
    .update(quotes)
    .set({ status: 'declined', decidedAt: sql`now()` })
    .where(and(eq(quotes.quoteRequestId, id), eq(quotes.status, 'open')))
    .returning({ id: quotes.id });
  const [updated] = await tx
    .update(quoteRequests)
    .set({ status: nextStatus('closed'), closedAt: sql`now()` })
    .where(eq(quoteRequests.id, id))
    .returning();
  if (!updated) throw new NotFoundError('Quote request not found');
  await recordEvent(tx, {
    type: 'quote_request_closed',
    subjects: { quoteRequestId: id, customerId },
    payload: { declinedQuoteIds: declined.map((quote) => quote.id) },
  });
  return updated;
}

/** The answers as kept: null when none was given, each garden task once. */
function tradeDetailsOf(details: CreateQuoteRequestBody['tradeDetails']): TradeDetails | null {
  if (!details) return null;
  const answered =
    details.trade === 'gardening' && details.tasks
      ? { ...details, tasks: [...new Set(details.tasks)] }
      : details;
  return Object.keys(answered).length > 1 ? answered : null;
}
