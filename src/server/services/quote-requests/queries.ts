import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PriceType } from '../../../domain/quote-pricing';
import { OPEN_TO_QUOTES, type QuoteStatus } from '../../../domain/quote-status';
import type { QuoteRequestListQuery } from '../../../domain/schemas/quote-requests';
import { isTransaction, type Executor, type Tx } from '../../db/executor';
import { prepared } from '../../db/prepared';
import { columnsOf, rowStatement } from '../../db/rows';
import { providers, users } from '../../db/schema';
import { quoteRequests, quotes, type QuoteRequestRow } from '../../db/schema';
import { createdPageValues } from '../../lib/cursor';

/**
 * The quote requests' statements and their rows: what the list pages, the request page and
 * the customer's actions read. The list statements are measured (`npm run bench`, ADR 0007):
 * change them with the benchmark's query plans at hand.
 */

export const OPEN_STATUSES_SQL = sql.raw(OPEN_TO_QUOTES.map((s) => `'${s}'`).join(', '));

export interface QuoteRow extends QuoteTermsRow {
  id: string;
  quoteRequestId: string;
  providerId: string;
  providerName: string;
  /** The provider takes payment through Khaya only (read with the quotes, not the leads). */
  protectedOnly?: boolean;
  status: QuoteStatus;
  createdAt: Date;
  revision: number;
}

/** A quote's terms as its columns hold them (dates as YYYY-MM-DD text). */
export interface QuoteTermsRow {
  amount: number;
  message: string | null;
  priceType: PriceType;
  hourlyRate: number | null;
  estimatedHours: number | null;
  calloutFee: number;
  includesMaterials: boolean;
  /** Paid up front for materials, part of the total (0: none). */
  deposit: number;
  earliestStart: string | null;
  /** The visit proposed: a date, its start and length in minutes (all null: none). */
  visitDate: string | null;
  visitStart: number | null;
  visitMinutes: number | null;
  validUntil: string;
}

/** The quote's columns a list statement reads (alias q), each as "quote<Name>". */
export const QUOTE_LIST_COLUMNS = sql.raw(`q.id as "quoteId", q.provider_id as "quoteProviderId",
             q.amount as "quoteAmount", q.message as "quoteMessage", q.status as "quoteStatus",
             q.created_at as "quoteCreatedAt", q.revision as "quoteRevision",
             q.price_type as "quotePriceType", q.hourly_rate as "quoteHourlyRate",
             q.estimated_hours as "quoteEstimatedHours", q.callout_fee as "quoteCalloutFee",
             q.includes_materials as "quoteIncludesMaterials", q.deposit as "quoteDeposit",
             q.earliest_start::text as "quoteEarliestStart", q.valid_until::text as "quoteValidUntil",
             q.visit_date::text as "quoteVisitDate", q.visit_start as "quoteVisitStart",
             q.visit_minutes as "quoteVisitMinutes"`);

/** The quotes statement of {@link quotesFor}: one per database, with and without a provider. */
function quotesSelect(db: Executor, ofProvider: boolean) {
  return db
    .select({
      id: quotes.id,
      quoteRequestId: quotes.quoteRequestId,
      providerId: quotes.providerId,
      providerName: providers.name,
      protectedOnly: providers.protectedOnly,
      amount: quotes.amount,
      message: quotes.message,
      status: quotes.status,
      createdAt: quotes.createdAt,
      revision: quotes.revision,
      priceType: quotes.priceType,
      hourlyRate: quotes.hourlyRate,
      estimatedHours: quotes.estimatedHours,
      calloutFee: quotes.calloutFee,
      includesMaterials: quotes.includesMaterials,
      deposit: quotes.deposit,
      earliestStart: quotes.earliestStart,
      visitDate: quotes.visitDate,
      visitStart: quotes.visitStart,
      visitMinutes: quotes.visitMinutes,
      validUntil: quotes.validUntil,
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
export async function quotesFor(db: Executor, requestIds: string[], providerId?: string) {
  if (requestIds.length === 0) return new Map<string, QuoteRow[]>();
  const ofProvider = providerId !== undefined;
  const values = { requestIds, ...(ofProvider ? { providerId } : {}) };
  // A transaction runs it unnamed: the prepared statements belong to the database's pool.
  const statement = isTransaction(db)
    ? quotesSelect(db, ofProvider)
    : prepared(db, ofProvider ? 'quotes_of_provider' : 'quotes_of_requests', (on, name) =>
        quotesSelect(on, ofProvider).prepare(name),
      );
  const rows = await statement.execute(values);
  const byRequest = new Map<string, QuoteRow[]>();
  for (const row of rows) {
    const list = byRequest.get(row.quoteRequestId) ?? [];
    list.push(row);
    byRequest.set(row.quoteRequestId, list);
  }
  return byRequest;
}

/** How to reach these providers (by provider id): the business name, its account's email and phone. */
export async function providerContacts(db: Executor, providerIds: string[]) {
  const contacts = new Map<string, { name: string; email: string | null; phone: string | null }>();
  if (providerIds.length === 0) return contacts;
  const rows = await db
    .select({ id: providers.id, name: providers.name, email: users.email, phone: users.phone })
    .from(providers)
    .innerJoin(users, eq(users.id, providers.userId))
    .where(inArray(providers.id, providerIds));
  for (const { id, ...contact } of rows) contacts.set(id, contact);
  return contacts;
}

export const AFTER_CURSOR = sql`(${sql.placeholder('afterCreatedAt')}::timestamptz, ${sql.placeholder('afterId')}::uuid)`;
export const NEWEST_FIRST = (alias: string) =>
  // Matches the indexes' order (desc nulls last), so they serve it without a sort.
  sql.raw(`${alias}.created_at desc nulls last, ${alias}.id desc nulls last`);

/** A row of a list statement: the request, and one of its quotes (null columns when none). */
export interface RequestQuoteRow extends QuoteRequestRow {
  /** The request's created_at as PostgreSQL writes it, to the microsecond, for the cursor. */
  cursorAt: string;
  quoteId: string | null;
  quoteProviderId: string | null;
  quoteProviderName: string | null;
  quoteAmount: number | null;
  quoteMessage: string | null;
  quoteStatus: QuoteStatus | null;
  quoteCreatedAt: Date | null;
  quoteRevision: number | null;
  quotePriceType: PriceType | null;
  quoteHourlyRate: number | null;
  quoteEstimatedHours: number | null;
  quoteCalloutFee: number | null;
  quoteIncludesMaterials: boolean | null;
  quoteDeposit: number | null;
  quoteEarliestStart: string | null;
  quoteValidUntil: string | null;
  quoteVisitDate: string | null;
  quoteVisitStart: number | null;
  quoteVisitMinutes: number | null;
}

export interface CustomerPageRow extends RequestQuoteRow {
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
             p.name as "quoteProviderName", ${QUOTE_LIST_COLUMNS}
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
  return {
    uid,
    ...createdPageValues(query.cursor, query.limit),
    ...(query.status ? { status: query.status } : {}),
  };
}

/** One request with its customer, by id. */
function requestWithCustomer(db: Executor, id: string) {
  return db
    .select({ request: quoteRequests, customer: users })
    .from(quoteRequests)
    .innerJoin(users, eq(users.id, quoteRequests.customerId))
    .where(eq(quoteRequests.id, id))
    .limit(1);
}

export async function findRequestWithCustomer(db: Executor, id: string) {
  const [found] = await requestWithCustomer(db, id);
  return found;
}

/** The same, its request row locked for the rest of the transaction. */
export async function lockRequestWithCustomer(tx: Tx, id: string) {
  const [found] = await requestWithCustomer(tx, id).for('update', { of: quoteRequests });
  return found;
}
