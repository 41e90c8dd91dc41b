import type { QuoteRequest, QuoteRequestListQuery } from '../../../domain/schemas/quote-requests';
import type { Caller } from '../../auth/verifier';
import type { Db } from '../../db/client';
import { ForbiddenError } from '../../errors';
import { createdPageValues, encodeCursor } from '../../lib/cursor';
import { southAfricanToday } from '../../../domain/when';
import { customerRecords, type CustomerRecord } from './customer-record';
import { customerPage, customerPageValues, type RequestQuoteRow } from './queries';
import { leadsPage } from './leads-page';
import {
  contactFor,
  customerView,
  customerViews,
  firstName,
  foldQuotes,
  kmFromBase,
  providerMayQuote,
  quoteOf,
  toQuoteRequest,
  type MatchingProvider,
} from './views';
import type { UserRow } from '../../db/schema';
import type { QuoteRequestRow } from '../../db/schema';
import type { QuoteSummary } from '../../../domain/schemas/quote-requests';
import type { Booking } from '../../../domain/schemas/bookings';
import { bookingsFor } from '../bookings';
import { paymentStatesFor } from '../escrow';
import type { ProtectedPaymentState } from '../../../domain/protected-payment';
import type { RequestPhoto } from '../../../domain/schemas/request-photos';
import { requestAccess } from './access';
import { photosFor } from './photo-views';

/** The two views of the request list, and one request as its caller may see it. */

/**
 * The cursor after the page's last row. Its time is PostgreSQL's, to the microsecond: cut to the
 * millisecond of a JavaScript Date, a request made in the same millisecond just before the last
 * row's would fall between the pages.
 */
function nextCursorOf(rows: RequestQuoteRow[], limit: number): string | null {
  const last = rows[limit - 1];
  return rows.length > limit && last ? encodeCursor([last.cursorAt, last.id]) : null;
}

/** The caller's own requests, newest first, each with every quote. */
async function listAsCustomer(db: Db, caller: Caller, query: QuoteRequestListQuery) {
  const statement = query.status ? customerPage.byStatus : customerPage.all;
  const requests = foldQuotes(await statement.execute(db, customerPageValues(caller.uid, query)));
  return {
    items: await customerViews(db, requests.slice(0, query.limit), (row) => row.customerName),
    nextCursor: nextCursorOf(
      requests.map((r) => r.row),
      query.limit,
    ),
  };
}

/** A cursor before every request but after the pinned ones: page 2 when pins filled page 1. */
const AFTER_PINNED = encodeCursor([
  '9999-12-31 23:59:59.999999+00',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
]);

/** A request as a provider sees it (see {@link leadsPage} and {@link getQuoteRequest}). */
function providerRequestView(
  row: QuoteRequestRow,
  provider: MatchingProvider,
  customer: Pick<UserRow, 'name' | 'email' | 'phone'>,
  mine: QuoteSummary[],
  distanceKm: number | null,
  record: CustomerRecord | undefined,
  booked: Map<string, Booking>,
  photos: Map<string, RequestPhoto[]>,
  paying: Map<string, ProtectedPaymentState>,
): QuoteRequest {
  const customerContact = contactFor(mine, customer);
  return toQuoteRequest(row, {
    customerName: firstName(customer.name),
    quotes: mine,
    canQuote: providerMayQuote(row, provider, mine.length > 0),
    customerContact,
    seesAddress: customerContact !== null,
    distanceKm,
    customerRating: record?.rating ?? null,
    customerCancellations: record?.cancellations ?? 0,
    // The booking is the hired provider's (its quote accepted) and the customer's alone.
    booking: customerContact !== null ? (booked.get(row.id) ?? null) : null,
    photos: photos.get(row.id) ?? [],
    paymentThroughKhaya: customerContact !== null ? (paying.get(row.id) ?? null) : null,
  });
}

/** The requests whose accepted quote is the provider's own. */
const hiredIds = (hired: { id: string; quotes: QuoteSummary[] }[]) =>
  hired.filter(({ quotes }) => quotes.some((q) => q.status === 'accepted')).map(({ id }) => id);

/** The bookings of the requests whose accepted quote is the provider's own. */
function hiredBookings(db: Db, hired: { id: string; quotes: QuoteSummary[] }[]) {
  return bookingsFor(db, hiredIds(hired));
}

/** The provider view's page: see {@link leadsPage}. */
async function listAsProvider(db: Db, caller: Caller, query: QuoteRequestListQuery) {
  const rows = await leadsPage[query.scope ?? 'all'].execute(db, {
    uid: caller.uid,
    today: southAfricanToday(),
    ...createdPageValues(query.cursor, query.limit),
  });
  const first = rows[0];
  if (!first) throw new ForbiddenError('Set up your provider profile first.');
  const provider: MatchingProvider = {
    id: first.providerId,
    userId: first.providerUserId,
    services: first.providerServices,
    latitude: first.providerLatitude,
    longitude: first.providerLongitude,
    serviceRadiusKm: first.providerRadiusKm,
  };
  const found = rows.filter((row) => row.id !== null);
  // The pinned requests come first and take places on the page; the rest is a keyset page.
  const pinned = found.filter((row) => row.pinned).slice(0, query.limit);
  const rest = found.filter((row) => !row.pinned);
  const room = query.limit - pinned.length;
  const shown = [...pinned, ...rest.slice(0, room)];
  const more = rest.length > room;
  const nextCursor = !more ? null : room === 0 ? AFTER_PINNED : nextCursorOf(rest, room);
  const records = await customerRecords(
    db,
    shown.map((row) => row.customerId),
  );
  const withQuotes = shown.map((row) => {
    const quote = quoteOf(row);
    return { row, id: row.id, quotes: quote ? [quote] : [] };
  });
  const [booked, photos, paying] = await Promise.all([
    hiredBookings(db, withQuotes),
    photosFor(
      db,
      shown.map((row) => row.id),
    ),
    paymentStatesFor(db, hiredIds(withQuotes)),
  ]);
  return {
    items: withQuotes.map(({ row, quotes }) => {
      const customer = {
        name: row.customerName,
        email: row.customerEmail,
        phone: row.customerPhone,
      };
      return providerRequestView(
        row,
        provider,
        customer,
        quotes,
        row.distanceKm,
        records.get(row.customerId),
        booked,
        photos,
        paying,
      );
    }),
    nextCursor,
  };
}

export function listQuoteRequests(db: Db, caller: Caller, query: QuoteRequestListQuery) {
  return query.as === 'provider'
    ? listAsProvider(db, caller, query)
    : listAsCustomer(db, caller, query);
}

/**
 * One request, if the caller may see it: its customer (every quote), or a provider who quoted
 * on it or may quote on it (only its own quote). Anyone else gets 404, as for a random id.
 */
export async function getQuoteRequest(db: Db, caller: Caller, id: string): Promise<QuoteRequest> {
  const access = await requestAccess(db, caller, id);
  const { request, customer } = access;
  if (access.as === 'customer') return customerView(db, request, customer);
  const { provider, own } = access;
  const km = kmFromBase(request, provider);
  const [records, photos] = await Promise.all([
    customerRecords(db, [request.customerId]),
    photosFor(db, [request.id]),
  ]);
  return providerRequestView(
    request,
    provider,
    customer,
    own,
    km === undefined ? null : Math.round(km),
    records.get(request.customerId),
    await hiredBookings(db, [{ id: request.id, quotes: own }]),
    photos,
    await paymentStatesFor(db, hiredIds([{ id: request.id, quotes: own }])),
  );
}
