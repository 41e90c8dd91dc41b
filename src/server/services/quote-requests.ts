import { prepared } from '../db/prepared';
import { columnNames, columnsOf, rowStatement } from '../db/rows';
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
    customerId: row.customerId,
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

function providerMayQuote(
  row: QuoteRequestRow,
  provider: Pick<ProviderRow, 'userId' | 'services'>,
  quoted: boolean,
): boolean {
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

/** A timestamp as PostgreSQL writes one (or in ISO form), to the microsecond, with its offset. */
const TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})[T ]\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}(:\d{2}){0,2})$/;

/** A real moment: the pattern, a day the month has, and a time JavaScript can read. */
function isTimestamp(text: string): boolean {
  const match = TIMESTAMP.exec(text);
  if (!match || Number.isNaN(Date.parse(text))) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The last row's (created_at, id) from a list cursor, checked before it reaches SQL. */
function parseCreatedCursor(cursor: string | undefined): CreatedCursor | undefined {
  if (!cursor) return undefined;
  const [createdAt, id] = decodeCursor<CreatedCursor>(cursor, ['string', 'string']);
  if (!isUuid(id) || !isTimestamp(createdAt)) {
    throw new BadRequestError('Invalid cursor: start again from the first page.', {
      cursor: 'Invalid cursor',
    });
  }
  return [createdAt, id];
}

/** A cursor before every row: the first page is the same statement as any other. */
export const FIRST_PAGE_CURSOR: CreatedCursor = [
  'infinity',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
];

/** Where a list page starts: after the cursor's row, or at the top. */
function pageValues(query: QuoteRequestListQuery) {
  const cursor = parseCreatedCursor(query.cursor) ?? FIRST_PAGE_CURSOR;
  return { afterCreatedAt: cursor[0], afterId: cursor[1], limit: query.limit + 1 };
}

const AFTER_CURSOR = sql`(${sql.placeholder('afterCreatedAt')}::timestamptz, ${sql.placeholder('afterId')}::uuid)`;
const NEWEST_FIRST = (alias: string) =>
  // Matches the indexes' order (desc nulls last), so they serve it without a sort.
  sql.raw(`${alias}.created_at desc nulls last, ${alias}.id desc nulls last`);

/** A row of a list statement: the request, and one of its quotes (null columns when none). */
interface RequestQuoteRow extends QuoteRequestRow {
  /** The request's created_at as PostgreSQL writes it, to the microsecond, for the cursor. */
  cursorAt: string;
  quoteId: string | null;
  quoteProviderId: string | null;
  quoteProviderName: string | null;
  quoteAmount: number | null;
  quoteMessage: string | null;
  quoteStatus: string | null;
  quoteCreatedAt: Date | null;
}

function quoteOf(row: RequestQuoteRow): QuoteSummary | null {
  if (row.quoteId === null) return null;
  return toQuoteSummary({
    id: row.quoteId,
    quoteRequestId: row.id,
    providerId: row.quoteProviderId!,
    providerName: row.quoteProviderName!,
    amount: row.quoteAmount!,
    message: row.quoteMessage,
    status: row.quoteStatus!,
    createdAt: row.quoteCreatedAt!,
  });
}

/**
 * A statement's rows folded into requests, in the order they came (a request's rows are
 * adjacent: one per quote, or one with null quote columns).
 */
function foldQuotes<R extends RequestQuoteRow>(rows: R[]) {
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

/**
 * The cursor after the page's last row. Its time is PostgreSQL's, to the microsecond: cut to the
 * millisecond of a JavaScript Date, a request made in the same millisecond just before the last
 * row's would fall between the pages.
 */
function nextCursorOf(rows: RequestQuoteRow[], limit: number): string | null {
  const last = rows[limit - 1];
  return rows.length > limit && last ? encodeCursor([last.cursorAt, last.id]) : null;
}

interface CustomerPageRow extends RequestQuoteRow {
  customerName: string;
}

/**
 * A customer's requests, newest first (one page and the first request of the next), each with
 * every quote oldest first, in one statement: the caller is found by uid inside it. Placeholders:
 * `uid`, `afterCreatedAt` and `afterId` (the cursor; {@link FIRST_PAGE_CURSOR} for the first
 * page), `limit`, and `status` when `withStatus`.
 */
function customerPageStatement(withStatus: boolean) {
  return rowStatement<CustomerPageRow>(
    withStatus ? 'customer_requests_status' : 'customer_requests',
    sql`with me as materialized (
        select id, name from ${users} where firebase_uid = ${sql.placeholder('uid')} limit 1
      ),
      page as (
        select qr.* from ${quoteRequests} qr
         where qr.customer_id = (select id from me)
           ${withStatus ? sql`and qr.status = ${sql.placeholder('status')}` : sql``}
           and (qr.created_at, qr.id) < ${AFTER_CURSOR}
         order by ${NEWEST_FIRST('qr')}
         limit ${sql.placeholder('limit')}::int
      )
      select ${columnsOf(quoteRequests, 'page')}, page.created_at::text as "cursorAt",
             me.name as "customerName",
             q.id as "quoteId", q.provider_id as "quoteProviderId", p.name as "quoteProviderName",
             q.amount as "quoteAmount", q.message as "quoteMessage", q.status as "quoteStatus",
             q.created_at as "quoteCreatedAt"
        from page
        cross join me
        left join ${quotes} q on q.quote_request_id = page.id
        left join ${providers} p on p.id = q.provider_id
       order by ${NEWEST_FIRST('page')}, q.created_at, q.id`,
  );
}

export const customerPage = {
  all: customerPageStatement(false),
  byStatus: customerPageStatement(true),
};

/** Values of the customer page's placeholders (also used by the benchmark's query plans). */
export function customerPageValues(uid: string, query: QuoteRequestListQuery) {
  return { uid, ...pageValues(query), ...(query.status ? { status: query.status } : {}) };
}

/** The caller's own requests, newest first, each with every quote. */
async function listAsCustomer(db: Db, caller: Caller, query: QuoteRequestListQuery) {
  const statement = query.status ? customerPage.byStatus : customerPage.all;
  const requests = foldQuotes(await statement.execute(db, customerPageValues(caller.uid, query)));
  return {
    items: requests
      .slice(0, query.limit)
      .map(({ row, quotes: list }) => toQuoteRequest(row, row.customerName, list, false)),
    nextCursor: nextCursorOf(
      requests.map((r) => r.row),
      query.limit,
    ),
  };
}

export async function requireOwnProvider(db: Db, caller: Caller): Promise<ProviderRow> {
  const provider = await findOwnProvider(db, caller);
  if (!provider) throw new ForbiddenError('Set up your provider profile first.');
  return provider;
}

interface ProviderPageRow extends RequestQuoteRow {
  providerId: string;
  providerUserId: string;
  providerName: string;
  providerServices: string[];
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
}

/**
 * What a provider sees: open requests in its services that it has not quoted (not its own), and
 * every request it quoted on, newest first. The two sets are disjoint, each read in index order.
 * One statement finds the caller's provider profile by uid and returns it on every row (on one
 * row of null request columns when the page is empty; no rows when there is no profile), with
 * the page's requests, their customers and the provider's own quote (one per request at most).
 * Placeholders: `uid`, `afterCreatedAt`, `afterId`, `limit`.
 */
export const providerPage = rowStatement<ProviderPageRow>(
  'provider_requests',
  sql`with me as materialized (
      select p.id, p.user_id, p.name, p.services
        from ${providers} p
        join ${users} u on u.id = p.user_id
       where u.firebase_uid = ${sql.placeholder('uid')}
       limit 1
    ),
    -- The page's rows themselves: the open requests come from the index scan that finds them,
    -- the quoted ones from the provider's quotes in index order, each joined to its request only
    -- when the merge takes it.
    page as (
      select * from (
        (select ${columnNames(quoteRequests, 'qr')}
           from ${quoteRequests} qr
          where qr.status in (${OPEN_STATUSES_SQL})
            and qr.service_type = any((select services from me)::text[])
            and qr.customer_id <> (select user_id from me)
            -- offset 0 keeps this a probe of quotes_request_provider_key per request: as an
            -- anti-join the planner would scan all of the provider's quotes for each one.
            and not exists (select 1 from ${quotes} q
                             where q.quote_request_id = qr.id and q.provider_id = (select id from me)
                             offset 0)
            and (qr.created_at, qr.id) < ${AFTER_CURSOR}
          order by ${NEWEST_FIRST('qr')}
          limit ${sql.placeholder('limit')}::int)
        union all
        (select ${columnNames(quoteRequests, 'qr', { id: 'q.quote_request_id', created_at: 'q.request_created_at' })}
           from ${quotes} q
           join ${quoteRequests} qr on qr.id = q.quote_request_id
          where q.provider_id = (select id from me)
            and (q.request_created_at, q.quote_request_id) < ${AFTER_CURSOR}
          order by q.request_created_at desc nulls last, q.quote_request_id desc nulls last
          limit ${sql.placeholder('limit')}::int)
      ) rows
      order by ${NEWEST_FIRST('rows')}
      limit ${sql.placeholder('limit')}::int
    )
    select me.id as "providerId", me.user_id as "providerUserId", me.name as "providerName",
           me.services as "providerServices", ${columnsOf(quoteRequests, 'page')},
           page.created_at::text as "cursorAt",
           u.name as "customerName", u.email as "customerEmail", u.phone as "customerPhone",
           q.id as "quoteId", q.provider_id as "quoteProviderId", me.name as "quoteProviderName",
           q.amount as "quoteAmount", q.message as "quoteMessage", q.status as "quoteStatus",
           q.created_at as "quoteCreatedAt"
      from me
      left join (
        page
        join ${users} u on u.id = page.customer_id
        -- Lateral: one probe of quotes_request_provider_key per request, not a hash of all the
        -- provider's quotes.
        left join lateral (
          select * from ${quotes}
           where quote_request_id = page.id and provider_id = (select id from me)
          offset 0
        ) q on true
      ) on true
     order by ${NEWEST_FIRST('page')}`,
);

/** The provider view's page: see {@link providerPage}. */
async function listAsProvider(db: Db, caller: Caller, query: QuoteRequestListQuery) {
  const rows = await providerPage.execute(db, { uid: caller.uid, ...pageValues(query) });
  const first = rows[0];
  if (!first) throw new ForbiddenError('Set up your provider profile first.');
  const provider = { userId: first.providerUserId, services: first.providerServices };
  const ordered = rows.filter((row) => row.id !== null);
  return {
    items: ordered.slice(0, query.limit).map((row) => {
      const quote = quoteOf(row);
      const mine = quote ? [quote] : [];
      return toQuoteRequest(
        row,
        firstName(row.customerName),
        mine,
        providerMayQuote(row, provider, mine.length > 0),
        contactFor(mine, {
          name: row.customerName,
          email: row.customerEmail,
          phone: row.customerPhone,
        }),
      );
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
