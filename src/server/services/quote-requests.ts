import { prepared } from '../db/prepared';
import { and, eq, sql } from 'drizzle-orm';
import {
  canTransition,
  nextStatus,
  OPEN_TO_QUOTES,
  type QuoteRequestStatus,
  type QuoteStatus,
} from '../../domain/quote-status';
import type {
  CreateQuoteRequestBody,
  CustomerStats,
  ProviderStats,
  QuoteRequest,
  QuoteRequestListQuery,
  QuoteSummary,
} from '../../domain/schemas/quote-requests';
import type { ServiceType } from '../../domain/services';
import type { Caller } from '../auth/verifier';
import type { Db } from '../db/client';
import {
  providers,
  quoteRequests,
  quotes,
  users,
  type ProviderRow,
  type QuoteRequestRow,
  type UserRow,
} from '../db/schema';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../errors';
import { decodeCursor, encodeCursor, isUuid } from './cursor';
import { findOwnProvider } from './providers';
import { findUserByUid, getOwnUser } from './users';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

const OPEN_STATUSES_SQL = sql.raw(OPEN_TO_QUOTES.map((s) => `'${s}'`).join(', '));

export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

interface QuoteRow {
  id: string;
  quoteRequestId: string;
  providerId: string;
  providerName: string;
  amount: number;
  message: string | null;
  status: string;
  createdAt: Date;
}

function toQuoteSummary(row: QuoteRow): QuoteSummary {
  return {
    id: row.id,
    providerId: row.providerId,
    providerName: row.providerName,
    amount: row.amount,
    message: row.message,
    status: row.status as QuoteStatus,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The quotes statement of {@link quotesFor}: one per database, with and without a provider. */
function quotesSelect(db: Executor, ofProvider: boolean) {
  return db
    .select({
      id: quotes.id,
      quoteRequestId: quotes.quoteRequestId,
      providerId: quotes.providerId,
      providerName: providers.name,
      amount: quotes.amount,
      message: quotes.message,
      status: quotes.status,
      createdAt: quotes.createdAt,
    })
    .from(quotes)
    .innerJoin(providers, eq(providers.id, quotes.providerId))
    .where(
      and(
        sql`${quotes.quoteRequestId} = any(${sql.placeholder('requestIds')}::uuid[])`,
        ofProvider ? sql`${quotes.providerId} = ${sql.placeholder('providerId')}::uuid` : undefined,
      ),
    )
    .orderBy(quotes.createdAt, quotes.id);
}

/**
 * Quotes of these requests, oldest first; only one provider's when `providerId` is given. On a
 * list page's hot path, so a prepared statement.
 */
async function quotesFor(db: Executor, requestIds: string[], providerId?: string) {
  if (requestIds.length === 0) return new Map<string, QuoteSummary[]>();
  const ofProvider = providerId !== undefined;
  const values = { requestIds, ...(ofProvider ? { providerId } : {}) };
  // A transaction runs it unnamed: the prepared statements belong to the database's pool.
  const statement =
    'rollback' in db
      ? quotesSelect(db, ofProvider)
      : prepared(db, ofProvider ? 'quotes_of_provider' : 'quotes_of_requests', (on, name) =>
          quotesSelect(on, ofProvider).prepare(name),
        );
  const rows = await statement.execute(values);
  const byRequest = new Map<string, QuoteSummary[]>();
  for (const row of rows) {
    const list = byRequest.get(row.quoteRequestId) ?? [];
    list.push(toQuoteSummary(row));
    byRequest.set(row.quoteRequestId, list);
  }
  return byRequest;
}

function toQuoteRequest(
  row: QuoteRequestRow,
  customerName: string,
  quoteList: QuoteSummary[],
  canQuote: boolean,
  customerContact: QuoteRequest['customerContact'] = null,
): QuoteRequest {
  return {
    id: row.id,
    serviceType: row.serviceType as ServiceType,
    description: row.description,
    location: row.location,
    latitude: row.latitude,
    longitude: row.longitude,
    preferredDate: row.preferredDate,
    status: row.status as QuoteRequestStatus,
    cleaningDetails: row.cleaningDetails ?? null,
    createdAt: row.createdAt.toISOString(),
    customerName,
    quotes: quoteList,
    canQuote,
    customerContact,
  };
}

/**
 * How a provider reaches the customer: only once the customer accepted that provider's quote
 * (before, a provider sees a first name and nothing to contact).
 */
function contactFor(
  own: QuoteSummary[],
  customer: Pick<UserRow, 'name' | 'email' | 'phone'>,
): QuoteRequest['customerContact'] {
  return own.some((quote) => quote.status === 'accepted')
    ? { name: customer.name, email: customer.email, phone: customer.phone }
    : null;
}

/** A request as its customer sees it: every quote, the customer's full name. */
export async function customerView(
  db: Executor,
  row: QuoteRequestRow,
  customer: Pick<UserRow, 'name'>,
): Promise<QuoteRequest> {
  const byRequest = await quotesFor(db, [row.id]);
  return toQuoteRequest(row, customer.name, byRequest.get(row.id) ?? [], false);
}

function providerMayQuote(row: QuoteRequestRow, provider: ProviderRow, quoted: boolean): boolean {
  return (
    !quoted &&
    row.customerId !== provider.userId &&
    provider.services.includes(row.serviceType) &&
    OPEN_TO_QUOTES.includes(row.status as QuoteRequestStatus)
  );
}

export async function createQuoteRequest(
  db: Db,
  caller: Caller,
  body: CreateQuoteRequestBody,
): Promise<QuoteRequest> {
  const user = await getOwnUser(db, caller);
  const [row] = await db
    .insert(quoteRequests)
    .values({
      customerId: user.id,
      serviceType: body.serviceType,
      description: body.description,
      location: body.location,
      latitude: body.latitude ?? null,
      longitude: body.longitude ?? null,
      preferredDate: body.preferredDate,
      cleaningDetails: body.serviceType === 'cleaning' ? (body.cleaningDetails ?? null) : null,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return toQuoteRequest(row, user.name, [], false);
}

type CreatedCursor = [string, string];

/** The last row's (created_at, id) from a list cursor, checked before it reaches SQL. */
function parseCreatedCursor(cursor: string | undefined): CreatedCursor | undefined {
  if (!cursor) return undefined;
  const [createdAt, id] = decodeCursor<CreatedCursor>(cursor, ['string', 'string']);
  if (!isUuid(id) || Number.isNaN(Date.parse(createdAt))) {
    throw new BadRequestError('Invalid cursor: start again from the first page.', {
      cursor: 'Invalid cursor',
    });
  }
  return [createdAt, id];
}

function nextCursorOf(rows: QuoteRequestRow[], limit: number): string | null {
  const last = rows[limit - 1];
  return rows.length > limit && last ? encodeCursor([last.createdAt.toISOString(), last.id]) : null;
}

/**
 * A customer's requests, newest first: one page and the first row of the next. Placeholders:
 * `customerId`, `afterCreatedAt` and `afterId` (the cursor; {@link FIRST_PAGE_CURSOR} for the
 * first page), `limit`, and `status` when `withStatus`.
 */
export function customerPageSelect(db: Db, withStatus: boolean) {
  return db
    .select()
    .from(quoteRequests)
    .where(
      and(
        sql`${quoteRequests.customerId} = ${sql.placeholder('customerId')}::uuid`,
        withStatus ? sql`${quoteRequests.status} = ${sql.placeholder('status')}` : undefined,
        sql`(${quoteRequests.createdAt}, ${quoteRequests.id}) < (${sql.placeholder('afterCreatedAt')}::timestamptz, ${sql.placeholder('afterId')}::uuid)`,
      ),
    )
    .orderBy(
      // Matches the indexes' order (desc nulls last), so they serve it without a sort.
      sql`${quoteRequests.createdAt} desc nulls last`,
      sql`${quoteRequests.id} desc nulls last`,
    )
    .limit(sql.placeholder('limit'));
}

/** The customer page's statement, prepared once per database (two: with and without status). */
const customerPageQuery = (db: Db, withStatus: boolean) =>
  prepared(db, withStatus ? 'customer_request_page_status' : 'customer_request_page', (on, name) =>
    customerPageSelect(on, withStatus).prepare(name),
  );

/** Values of the customer page's placeholders (also used by the benchmark's query plans). */
export function customerPageValues(customerId: string, query: QuoteRequestListQuery) {
  const cursor = parseCreatedCursor(query.cursor) ?? FIRST_PAGE_CURSOR;
  return {
    customerId,
    afterCreatedAt: cursor[0],
    afterId: cursor[1],
    limit: query.limit + 1,
    ...(query.status ? { status: query.status } : {}),
  };
}

/** The caller's own requests, newest first, each with every quote. */
async function listAsCustomer(db: Db, caller: Caller, query: QuoteRequestListQuery) {
  const user = await findUserByUid(db, caller.uid);
  if (!user) return { items: [], nextCursor: null };
  const rows = await customerPageQuery(db, Boolean(query.status)).execute(
    customerPageValues(user.id, query),
  );
  const page = rows.slice(0, query.limit);
  const byRequest = await quotesFor(
    db,
    page.map((r) => r.id),
  );
  return {
    items: page.map((row) => toQuoteRequest(row, user.name, byRequest.get(row.id) ?? [], false)),
    nextCursor: nextCursorOf(rows, query.limit),
  };
}

export async function requireOwnProvider(db: Db, caller: Caller): Promise<ProviderRow> {
  const provider = await findOwnProvider(db, caller);
  if (!provider) throw new ForbiddenError('Set up your provider profile first.');
  return provider;
}

/**
 * What a provider sees: open requests in its services that it has not quoted (not its own), and
 * every request it quoted on, newest first. The two sets are disjoint, each read in index order;
 * the page's rows, their customers and the provider's own quotes (one per request at most) come
 * back in the same statement.
 */
async function listAsProvider(db: Db, caller: Caller, query: QuoteRequestListQuery) {
  const provider = await requireOwnProvider(db, caller);
  const cursor = parseCreatedCursor(query.cursor) ?? FIRST_PAGE_CURSOR;
  const ordered = await providerPageQuery(db).execute({
    providerId: provider.id,
    userId: provider.userId,
    services: provider.services,
    afterCreatedAt: cursor[0],
    afterId: cursor[1],
    limit: query.limit + 1,
  });
  const page = ordered.slice(0, query.limit);
  return {
    items: page.map(({ request, customer, quote }) => {
      const mine = quote ? [toQuoteSummary({ ...quote, providerName: provider.name })] : [];
      return toQuoteRequest(
        request,
        firstName(customer.name),
        mine,
        providerMayQuote(request, provider, mine.length > 0),
        contactFor(mine, customer),
      );
    }),
    nextCursor: nextCursorOf(
      ordered.map((r) => r.request),
      query.limit,
    ),
  };
}

/** A cursor before every row: the first page is the same statement as any other. */
export const FIRST_PAGE_CURSOR: CreatedCursor = [
  'infinity',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
];

const providerPageQuery = (db: Db) =>
  prepared(db, 'provider_request_page', (on, name) => providerPageSelect(on).prepare(name));

/** Values of the provider page's placeholders (also used by the benchmark's query plans). */
export interface ProviderPageValues {
  providerId: string;
  userId: string;
  services: string[];
  afterCreatedAt: string;
  afterId: string;
  limit: number;
}

/** The provider view's page query, with placeholders for {@link ProviderPageValues}. */
export function providerPageSelect(db: Db) {
  const providerId = sql.placeholder('providerId');
  const after = sql`(qr.created_at, qr.id) < (${sql.placeholder('afterCreatedAt')}::timestamptz, ${sql.placeholder('afterId')}::uuid)`;
  const limit = sql`${sql.placeholder('limit')}::int`;
  const pageIds = sql`(select id from (
      (select qr.id, qr.created_at
         from ${quoteRequests} qr
        where qr.status in (${OPEN_STATUSES_SQL})
          and qr.service_type = any(${sql.placeholder('services')}::text[])
          and qr.customer_id <> ${sql.placeholder('userId')}::uuid
          and not exists (select 1 from ${quotes} q
                           where q.quote_request_id = qr.id and q.provider_id = ${providerId}::uuid)
          and ${after}
        order by qr.created_at desc nulls last, qr.id desc nulls last
        limit ${limit})
      union all
      (select qr.id, qr.created_at
         from ${quotes} q
         join ${quoteRequests} qr on qr.id = q.quote_request_id
        where q.provider_id = ${providerId}::uuid
          and ${after}
        order by qr.created_at desc nulls last, qr.id desc nulls last
        limit ${limit})
    ) page
    order by created_at desc nulls last, id desc nulls last
    limit ${limit})`;
  return db
    .select({
      request: quoteRequests,
      customer: { name: users.name, email: users.email, phone: users.phone },
      quote: {
        id: quotes.id,
        quoteRequestId: quotes.quoteRequestId,
        providerId: quotes.providerId,
        amount: quotes.amount,
        message: quotes.message,
        status: quotes.status,
        createdAt: quotes.createdAt,
      },
    })
    .from(quoteRequests)
    .innerJoin(users, eq(users.id, quoteRequests.customerId))
    .leftJoin(
      quotes,
      and(
        eq(quotes.quoteRequestId, quoteRequests.id),
        sql`${quotes.providerId} = ${providerId}::uuid`,
      ),
    )
    .where(sql`${quoteRequests.id} in ${pageIds}`)
    .orderBy(
      sql`${quoteRequests.createdAt} desc nulls last`,
      sql`${quoteRequests.id} desc nulls last`,
    );
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
  const [found] = await db
    .select({ request: quoteRequests, customer: users })
    .from(quoteRequests)
    .innerJoin(users, eq(users.id, quoteRequests.customerId))
    .where(eq(quoteRequests.id, id))
    .limit(1);
  if (!found) throw new NotFoundError('Quote request not found');
  const { request, customer } = found;
  if (customer.firebaseUid === caller.uid) return customerView(db, request, customer);

  const provider = await findOwnProvider(db, caller);
  if (provider) {
    const own = (await quotesFor(db, [request.id], provider.id)).get(request.id) ?? [];
    const canQuote = providerMayQuote(request, provider, own.length > 0);
    if (own.length > 0 || canQuote) {
      return toQuoteRequest(
        request,
        firstName(customer.name),
        own,
        canQuote,
        contactFor(own, customer),
      );
    }
  }
  throw new NotFoundError('Quote request not found');
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
  const [found] = await tx
    .select({ request: quoteRequests, customer: users })
    .from(quoteRequests)
    .innerJoin(users, eq(users.id, quoteRequests.customerId))
    .where(eq(quoteRequests.id, id))
    .for('update', { of: quoteRequests })
    .limit(1);
  if (!found || found.customer.firebaseUid !== caller.uid) throw new NotFoundError(notFound);
  return found;
}

export async function completeQuoteRequest(
  db: Db,
  caller: Caller,
  id: string,
): Promise<QuoteRequest> {
  if (!isUuid(id)) throw new NotFoundError('Quote request not found');
  return db.transaction(async (tx) => {
    const { request, customer } = await lockOwnRequest(tx, caller, id);
    if (!canTransition('completed', request.status as QuoteRequestStatus, 'customer')) {
      throw new ConflictError(
        `Only an accepted job can be marked completed; this request is ${request.status}.`,
      );
    }
    const [updated] = await tx
      .update(quoteRequests)
      .set({ status: nextStatus('completed') })
      .where(eq(quoteRequests.id, id))
      .returning();
    return customerView(tx, updated!, customer);
  });
}

export async function customerStats(db: Db, caller: Caller): Promise<CustomerStats> {
  const stats: CustomerStats = {
    total: 0,
    active: 0,
    pending: 0,
    responded: 0,
    accepted: 0,
    declined: 0,
    completed: 0,
  };
  const user = await findUserByUid(db, caller.uid);
  if (!user) return stats;
  const rows = await db
    .select({ status: quoteRequests.status, n: sql<number>`count(*)::int` })
    .from(quoteRequests)
    .where(eq(quoteRequests.customerId, user.id))
    .groupBy(quoteRequests.status);
  for (const { status, n } of rows) {
    stats.total += n;
    if (status in stats) stats[status as QuoteRequestStatus] = n;
  }
  stats.active = stats.total - stats.completed;
  return stats;
}

export async function providerStats(db: Db, caller: Caller): Promise<ProviderStats> {
  const provider = await requireOwnProvider(db, caller);
  const services = sql.raw(
    provider.services.map((s) => `'${s.replace(/'/g, "''")}'`).join(', ') || `''`,
  );
  const [open] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(quoteRequests)
    .where(
      sql`${quoteRequests.status} in (${OPEN_STATUSES_SQL})
        and ${quoteRequests.serviceType} in (${services})
        and ${quoteRequests.customerId} <> ${provider.userId}
        and not exists (select 1 from ${quotes} q
                         where q.quote_request_id = ${quoteRequests.id} and q.provider_id = ${provider.id})`,
    );
  const [mine] = await db
    .select({
      quoted: sql<number>`count(*)::int`,
      earnings: sql<number>`coalesce(sum(${quotes.amount}), 0)::int`,
      accepted: sql<number>`count(*) filter (where ${quotes.status} = 'accepted')::int`,
    })
    .from(quotes)
    .where(eq(quotes.providerId, provider.id));
  const newRequests = open?.n ?? 0;
  const quoted = mine?.quoted ?? 0;
  const seen = newRequests + quoted;
  return {
    newRequests,
    quoted,
    responseRate: seen === 0 ? 0 : Math.round((quoted / seen) * 100),
    estimatedEarnings: mine?.earnings ?? 0,
    accepted: mine?.accepted ?? 0,
    rating: provider.rating,
    reviewCount: provider.reviewCount,
  };
}
