import type { QuoteRequest, QuoteRequestListQuery } from '../../../domain/schemas/quote-requests';
import type { Caller } from '../../auth/verifier';
import type { Db } from '../../db/client';
import { ForbiddenError, NotFoundError } from '../../errors';
import { createdPageValues, encodeCursor, isUuid } from '../cursor';
import { findOwnProvider } from '../providers';
import {
  customerPage,
  customerPageValues,
  findRequestWithCustomer,
  providerPage,
  quotesFor,
  type RequestQuoteRow,
} from './queries';
import {
  contactFor,
  customerView,
  customerViews,
  firstName,
  foldQuotes,
  providerMayQuote,
  quoteOf,
  toQuoteRequest,
  toQuoteSummary,
} from './views';

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

/** The provider view's page: see {@link providerPage}. */
async function listAsProvider(db: Db, caller: Caller, query: QuoteRequestListQuery) {
  const rows = await providerPage.execute(db, {
    uid: caller.uid,
    ...createdPageValues(query.cursor, query.limit),
  });
  const first = rows[0];
  if (!first) throw new ForbiddenError('Set up your provider profile first.');
  const provider = { userId: first.providerUserId, services: first.providerServices };
  const ordered = rows.filter((row) => row.id !== null);
  return {
    items: ordered.slice(0, query.limit).map((row) => {
      const quote = quoteOf(row);
      const mine = quote ? [quote] : [];
      return toQuoteRequest(row, {
        customerName: firstName(row.customerName),
        quotes: mine,
        canQuote: providerMayQuote(row, provider, mine.length > 0),
        customerContact: contactFor(mine, {
          name: row.customerName,
          email: row.customerEmail,
          phone: row.customerPhone,
        }),
      });
    }),
    nextCursor: nextCursorOf(ordered, query.limit),
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
  if (!isUuid(id)) throw new NotFoundError('Quote request not found');
  const found = await findRequestWithCustomer(db, id);
  if (!found) throw new NotFoundError('Quote request not found');
  const { request, customer } = found;
  if (customer.firebaseUid === caller.uid) return customerView(db, request, customer);

  const provider = await findOwnProvider(db, caller);
  if (provider) {
    const own = ((await quotesFor(db, [request.id], provider.id)).get(request.id) ?? []).map(
      toQuoteSummary,
    );
    const canQuote = providerMayQuote(request, provider, own.length > 0);
    if (own.length > 0 || canQuote) {
      return toQuoteRequest(request, {
        customerName: firstName(customer.name),
        quotes: own,
        canQuote,
        customerContact: contactFor(own, customer),
      });
    }
  }
  throw new NotFoundError('Quote request not found');
}
