import { FORMER_CUSTOMER, FORMER_PROVIDER } from '../../../domain/schemas/users';
import { MAX_QUOTES_PER_REQUEST, OPEN_TO_QUOTES } from '../../../domain/quote-status';
import type { QuoteRequest, QuoteSummary } from '../../../domain/schemas/quote-requests';
import type { QuoteTerms } from '../../../domain/schemas/quotes';
import type { Executor } from '../../db/executor';
import type { ProviderRow, UserRow } from '../../db/schema';
import type { QuoteRequestRow } from '../../db/schema';
import { shortPlace } from '../../../domain/places';
import { timeOf } from '../../../domain/working-hours';
import { covers, distanceFromBase } from '../matching';
import { bookingsFor } from '../bookings';
import { paymentStatesFor } from '../escrow';
import { photosFor } from './photo-views';
import {
  providerContacts,
  quotesFor,
  type QuoteRow,
  type QuoteTermsRow,
  type RequestQuoteRow,
} from './queries';

/** Rows to the API's shapes, and who sees what of a request. */

export function firstName(name: string): string {
  // A deleted account's name is what it was: 'Former customer', not 'Former'.
  if (name === FORMER_CUSTOMER || name === FORMER_PROVIDER) return name;
  return name.trim().split(/\s+/)[0] ?? name;
}

/** A quote's terms as the API shows them (the same for a quote and each of its revisions). */
export function toQuoteTerms(row: QuoteTermsRow): QuoteTerms {
  return {
    amount: row.amount,
    message: row.message,
    priceType: row.priceType,
    hourlyRate: row.hourlyRate,
    estimatedHours: row.estimatedHours === null ? null : Number(row.estimatedHours),
    calloutFee: row.calloutFee,
    includesMaterials: row.includesMaterials,
    deposit: row.deposit,
    earliestStart: row.earliestStart,
    visitDate: row.visitDate,
    visitStart: row.visitStart === null ? null : timeOf(row.visitStart),
    visitHours: row.visitMinutes === null ? null : row.visitMinutes / 60,
    validUntil: row.validUntil,
  };
}

export function toQuoteSummary(row: QuoteRow): QuoteSummary {
  return {
    id: row.id,
    providerId: row.providerId,
    providerName: row.providerName,
    ...(row.protectedOnly !== undefined ? { protectedOnly: row.protectedOnly } : {}),
    ...toQuoteTerms(row),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    revision: row.revision,
  };
}

/** What a request shows besides its own row: depends on who looks (see the views below). */
export interface RequestView {
  /** The customer's full name for the customer; the first name for a provider. */
  customerName: string;
  quotes?: QuoteSummary[];
  /** For a provider: whether it may still quote. */
  canQuote?: boolean;
  customerContact?: QuoteRequest['customerContact'];
  providerContact?: QuoteRequest['providerContact'];
  /**
   * A provider before the customer accepted its quote sees the area, not the address, and no
   * coordinates (true for the customer and for the accepted provider).
   */
  seesAddress?: boolean;
  /** For a provider: whole kilometres from its base. */
  distanceKm?: number | null;
  /** For a provider: how providers rated this customer. */
  customerRating?: QuoteRequest['customerRating'];
  /** For a provider: how many booked visits the customer cancelled in the last 12 months. */
  customerCancellations?: number;
  /** For the customer and the booked provider: the job's visit. */
  booking?: QuoteRequest['booking'];
  /** For whoever may see the request: the customer's photos of the work. */
  photos?: QuoteRequest['photos'];
  /** For the customer and the hired provider: where a payment through Khaya stands. */
  paymentThroughKhaya?: QuoteRequest['paymentThroughKhaya'];
}

export function toQuoteRequest(row: QuoteRequestRow, view: RequestView): QuoteRequest {
  return {
    id: row.id,
    customerId: row.customerId,
    serviceType: row.serviceType,
    description: row.description,
    ...(view.seesAddress === false
      ? { location: row.area || shortPlace(row.location), latitude: null, longitude: null }
      : { location: row.location, latitude: row.latitude, longitude: row.longitude }),
    area: row.area || shortPlace(row.location),
    distanceKm: view.distanceKm ?? null,
    requestedProviderId: row.requestedProviderId,
    quoteCount: row.quoteCount,
    preferredDate: row.preferredDate,
    when: row.when ?? null,
    status: row.status,
    cleaningDetails: row.cleaningDetails ?? null,
    tradeDetails: row.tradeDetails ?? null,
    budget: row.budget ?? null,
    emergency: row.emergencyOn !== null,
    createdAt: row.createdAt.toISOString(),
    customerName: view.customerName,
    quotes: view.quotes ?? [],
    canQuote: view.canQuote ?? false,
    customerContact: view.customerContact ?? null,
    providerContact: view.providerContact ?? null,
    customerRating: view.customerRating ?? null,
    customerCancellations: view.customerCancellations ?? null,
    booking: view.booking ?? null,
    photos: view.photos ?? [],
    paymentThroughKhaya: view.paymentThroughKhaya ?? null,
  };
}

/**
 * How a provider reaches the customer: only once the customer accepted that provider's quote
 * (before, a provider sees a first name and nothing to contact).
 */
export function contactFor(
  own: QuoteSummary[],
  customer: Pick<UserRow, 'name' | 'email' | 'phone'>,
): QuoteRequest['customerContact'] {
  return own.some((quote) => quote.status === 'accepted')
    ? { name: customer.name, email: customer.email, phone: customer.phone }
    : null;
}

/**
 * Requests as their customer sees them: every quote, the customer's full name and, once a quote
 * is accepted, how to reach its provider (one statement for the whole page).
 */
export async function customerViews<R extends QuoteRequestRow>(
  db: Executor,
  requests: { row: R; quotes: QuoteSummary[] }[],
  customerName: (row: R) => string,
): Promise<QuoteRequest[]> {
  const acceptedProvider = (quotes: QuoteSummary[]) =>
    quotes.find((quote) => quote.status === 'accepted')?.providerId;
  const hired = requests.filter(({ quotes }) => acceptedProvider(quotes));
  // One after another: `db` may be a transaction's one connection (accept, complete, close
  // answer with this view), which takes a statement at a time.
  const contacts = await providerContacts(
    db,
    hired.flatMap(({ quotes }) => acceptedProvider(quotes) ?? []),
  );
  const booked = await bookingsFor(
    db,
    hired.map(({ row }) => row.id),
  );
  const photos = await photosFor(
    db,
    requests.map(({ row }) => row.id),
  );
  // Every request's, a cancelled job's too (its page says where the money held went).
  const paying = await paymentStatesFor(
    db,
    requests.map(({ row }) => row.id),
  );
  return requests.map(({ row, quotes }) => {
    const accepted = acceptedProvider(quotes);
    return toQuoteRequest(row, {
      customerName: customerName(row),
      quotes,
      providerContact: (accepted && contacts.get(accepted)) || null,
      booking: booked.get(row.id) ?? null,
      photos: photos.get(row.id) ?? [],
      paymentThroughKhaya: paying.get(row.id) ?? null,
    });
  });
}

/** A request as its customer sees it (see {@link customerViews}). */
export async function customerView(
  db: Executor,
  row: QuoteRequestRow,
  customer: Pick<UserRow, 'name'>,
): Promise<QuoteRequest> {
  const byRequest = await quotesFor(db, [row.id]);
  const quotes = (byRequest.get(row.id) ?? []).map(toQuoteSummary);
  const [view] = await customerViews(db, [{ row, quotes }], () => customer.name);
  if (!view) throw new Error('A request without its view');
  return view;
}

export type MatchingProvider = Pick<
  ProviderRow,
  'id' | 'userId' | 'services' | 'latitude' | 'longitude' | 'serviceRadiusKm'
>;

/** Kilometres from a provider's base to a request's point (undefined when either has none). */
export function kmFromBase(row: QuoteRequestRow, provider: MatchingProvider): number | undefined {
  return distanceFromBase(provider, row);
}

/**
 * Whether a request is within a provider's reach: its point inside the provider's circle
 * (matching's rule, the twin of the list statement's), or the customer asked for this provider.
 */
export function withinReach(row: QuoteRequestRow, provider: MatchingProvider): boolean {
  if (row.requestedProviderId === provider.id) return true;
  return covers(
    {
      latitude: provider.latitude,
      longitude: provider.longitude,
      radiusKm: provider.serviceRadiusKm,
    },
    row,
  );
}

/**
 * Whether a provider may quote on a request: open, in its services and its reach, not its own,
 * not yet quoted, and not full.
 */
export function providerMayQuote(
  row: QuoteRequestRow,
  provider: MatchingProvider,
  quoted: boolean,
): boolean {
  return (
    !quoted &&
    row.customerId !== provider.userId &&
    provider.services.includes(row.serviceType) &&
    OPEN_TO_QUOTES.includes(row.status) &&
    row.quoteCount < MAX_QUOTES_PER_REQUEST &&
    withinReach(row, provider)
  );
}

/** The quote a list row carries, if any (its quote columns are null together). */
export function quoteOf(row: RequestQuoteRow): QuoteSummary | null {
  const { quoteId, quoteProviderId, quoteProviderName, quoteAmount, quoteStatus, quoteCreatedAt } =
    row;
  if (
    quoteId === null ||
    quoteProviderId === null ||
    quoteProviderName === null ||
    quoteAmount === null ||
    quoteStatus === null ||
    quoteCreatedAt === null
  )
    return null;
  return toQuoteSummary({
    id: quoteId,
    quoteRequestId: row.id,
    providerId: quoteProviderId,
    providerName: quoteProviderName,
    amount: quoteAmount,
    message: row.quoteMessage,
    status: quoteStatus,
    // A raw statement's timestamps come as text on some drivers.
    createdAt: new Date(quoteCreatedAt),
    revision: row.quoteRevision ?? 1,
    priceType: row.quotePriceType ?? 'fixed',
    hourlyRate: row.quoteHourlyRate,
    estimatedHours: row.quoteEstimatedHours,
    calloutFee: row.quoteCalloutFee ?? 0,
    includesMaterials: row.quoteIncludesMaterials ?? false,
    deposit: row.quoteDeposit ?? 0,
    earliestStart: row.quoteEarliestStart,
    visitDate: row.quoteVisitDate,
    visitStart: row.quoteVisitStart,
    visitMinutes: row.quoteVisitMinutes,
    validUntil: row.quoteValidUntil ?? '',
  });
}

/**
 * A statement's rows folded into requests, in the order they came (a request's rows are
 * adjacent: one per quote, or one with null quote columns).
 */
export function foldQuotes<R extends RequestQuoteRow>(rows: R[]) {
  const requests: { row: R; quotes: QuoteSummary[] }[] = [];
  for (const row of rows) {
    let last = requests[requests.length - 1];
    if (last?.row.id !== row.id) {
      last = { row, quotes: [] };
      requests.push(last);
    }
    const quote = quoteOf(row);
    if (quote) last.quotes.push(quote);
  }
  return requests;
}
