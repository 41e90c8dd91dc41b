import { sql } from 'drizzle-orm';
import { MAX_QUOTES_PER_REQUEST, OPEN_TO_QUOTES } from '../../../domain/quote-status';
import type { ProviderScope } from '../../../domain/schemas/quote-requests';
import type { ServiceType } from '../../../domain/services';
import { columnNames, columnsOf, rowStatement } from '../../db/rows';
import { providers, users } from '../../db/schema';
import { quoteRequests, quotes } from '../../db/schema';
import { awayForAllSql, coversSql, datesOffSql, distanceKmSql } from '../matching';
import { AFTER_CURSOR, NEWEST_FIRST, QUOTE_LIST_COLUMNS, type RequestQuoteRow } from './queries';

/**
 * The provider's request list (`GET /api/quote-requests?as=provider`): matching by service area,
 * in one statement. Measured by `npm run bench` (ADR 0007): change it with the query plans at hand.
 */

export interface ProviderPageRow extends RequestQuoteRow {
  providerId: string;
  providerUserId: string;
  providerName: string;
  providerServices: ServiceType[];
  providerLatitude: number | null;
  providerLongitude: number | null;
  providerRadiusKm: number;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  /** Whole kilometres from the provider's base (null without both points). */
  distanceKm: number | null;
  /**
   * A request the customer asked this provider for, or an emergency for today in its circle
   * (issue 46): first on the first page, outside the keyset.
   */
  pinned: boolean;
}

/**
 * How many requests naming the provider the first page pins above the rest, at most; as many
 * emergencies again.
 */
export const PINNED_MAX = 10;
/** How many open requests of its services the provider list walks before using the index. */
export const WALK_ROWS = 2000;

/** The open requests that take quotes: the predicate of the open requests' GiST indexes. */
const TAKES_QUOTES = (alias: string) =>
  sql.raw(
    `${alias}.status in (${OPEN_TO_QUOTES.map((s) => `'${s}'`).join(', ')}) and ${alias}.quote_count < ${MAX_QUOTES_PER_REQUEST}`,
  );

/**
 * An emergency for today, South African time (the `today` placeholder; found through
 * quote_requests_emergency_idx): pinned, so left out of the keyset sets.
 */
const EMERGENCY_TODAY = (alias: string) =>
  sql`${sql.raw(alias)}.emergency_on = ${sql.placeholder('today')}::date`;
const NO_EMERGENCY_TODAY = (alias: string) =>
  sql`${sql.raw(alias)}.emergency_on is distinct from ${sql.placeholder('today')}::date`;

/** The provider's circle (from `me`) and a request's point, for matching's rule. */
const MY_CIRCLE = {
  latitude: sql`(select latitude from me)`,
  longitude: sql`(select longitude from me)`,
  radiusKm: sql`(select service_radius_km from me)`,
};
const pointOf = (alias: string) => ({
  latitude: sql.raw(`${alias}.latitude`),
  longitude: sql.raw(`${alias}.longitude`),
});

/**
 * What a provider sees: the open requests in its services inside its circle that it has not
 * quoted (not its own), and every request it quoted on, newest first; on the first page, above
 * them, the open requests whose customer asked for it by name (wherever they are). Each set is
 * read in index order: the circle through `quote_requests_open_service_point_idx` (GiST, one
 * service at a time) or the
 * newest-first open index, as the planner judges. One statement finds the caller's provider
 * profile by uid and returns it on every row (on one row of null request columns when the page is
 * empty; no rows when there is no profile). `scope` keeps one tab's set. Placeholders: `uid`,
 * `afterCreatedAt`, `afterId`, `limit`, `today` (South Africa's date: emergencies are pinned
 * on that day, in the circle, like the requests that name the provider).
 */
function providerPageStatement(scope: ProviderScope | 'all') {
  // Matching's second rule: a request whose every date falls in the provider's days off.
  const away = (alias: string) =>
    awayForAllSql(sql.raw(`${alias}.wanted_dates`), sql`(select dates_off from me)`);
  const unquoted = (alias: string) =>
    // offset 0 keeps this a probe of quotes_request_provider_key per request: as an
    // anti-join the planner would scan all of the provider's quotes for each one.
    sql`not exists (select 1 from ${quotes} q
                     where q.quote_request_id = ${sql.raw(alias)}.id and q.provider_id = (select id from me)
                     offset 0)`;
  // The open requests it may quote on, newest first, found one of two ways (see
  // fresh_walk and fresh_area below): whichever answers is a keyset page of them.
  const fresh = sql`(select * from fresh_walk
       where (select count(*) from fresh_walk) >= ${sql.placeholder('limit')}::int)
     union all
     (select * from fresh_area)`;
  const pinned = sql`((select ${columnNames(quoteRequests, 'qr')}, true as pinned
       from ${quoteRequests} qr
      where qr.requested_provider_id = (select id from me)
        and ${sql.placeholder('afterCreatedAt')}::timestamptz = 'infinity'
        and ${TAKES_QUOTES('qr')}
        and qr.customer_id <> (select user_id from me)
        and ${unquoted('qr')}
        and not ${away('qr')}
      order by ${NEWEST_FIRST('qr')}
      limit ${sql.raw(String(PINNED_MAX))})
     union all
    (select ${columnNames(quoteRequests, 'qr')}, true as pinned
       from ${quoteRequests} qr
      where ${EMERGENCY_TODAY('qr')}
        and ${sql.placeholder('afterCreatedAt')}::timestamptz = 'infinity'
        and ${TAKES_QUOTES('qr')}
        and qr.service_type = any((select services from me)::text[])
        and qr.customer_id <> (select user_id from me)
        and qr.requested_provider_id is distinct from (select id from me)
        and ${coversSql(MY_CIRCLE, pointOf('qr'), 'none')}
        and ${unquoted('qr')}
        and not ${away('qr')}
      order by ${NEWEST_FIRST('qr')}
      limit ${sql.raw(String(PINNED_MAX))}))`;
  const quoted = sql`(select ${columnNames(quoteRequests, 'qr', { id: 'q.quote_request_id', created_at: 'q.request_created_at' })}, false as pinned
       from ${quotes} q
       join ${quoteRequests} qr on qr.id = q.quote_request_id
      where q.provider_id = (select id from me)
        and (q.request_created_at, q.quote_request_id) < ${AFTER_CURSOR}
      order by q.request_created_at desc nulls last, q.quote_request_id desc nulls last
      limit ${sql.placeholder('limit')}::int)`;
  const sets = scope === 'new' ? [fresh] : scope === 'quoted' ? [quoted] : [fresh, quoted];
  const pins =
    scope === 'quoted'
      ? sql`(select ${columnNames(quoteRequests, 'qr')}, true as pinned from ${quoteRequests} qr where false)`
      : pinned;
  return rowStatement<ProviderPageRow>(
    `provider_requests_${scope}`,
    sql`with me as materialized (
        select p.id, p.user_id, p.name, p.services, p.latitude, p.longitude, p.service_radius_km,
               ${datesOffSql(sql`p.id`)} as dates_off
          from ${providers} p
          join ${users} u on u.id = p.user_id
         where u.firebase_uid = ${sql.placeholder('uid')}
         limit 1
      ),
      -- The requests in its circle, walked newest first through the open requests of its
      -- services (at most ${sql.raw(String(WALK_ROWS))} of them), each checked against the circle as
      -- it comes: a dense metro fills a page at once, and the walk stops there.
      fresh_walk as materialized (
        select walk.* from (
          select ${columnNames(quoteRequests, 'qr')}, false as pinned
            from ${quoteRequests} qr
           where ${TAKES_QUOTES('qr')}
             and qr.service_type = any((select services from me)::text[])
             and qr.customer_id <> (select user_id from me)
             and qr.requested_provider_id is distinct from (select id from me)
             and ${NO_EMERGENCY_TODAY('qr')}
             and (qr.created_at, qr.id) < ${AFTER_CURSOR}
           order by ${NEWEST_FIRST('qr')}
           limit ${sql.raw(String(WALK_ROWS))}
        ) walk
        where ${coversSql(MY_CIRCLE, pointOf('walk'), 'none')}
          and ${unquoted('walk')}
          and not ${away('walk')}
        limit ${sql.placeholder('limit')}::int
      ),
      -- Where the walk falls short (few requests reach the provider), the circle's GiST index
      -- finds them all, one service at a time (quote_requests_open_service_point_idx: the
      -- service beside the point, so other services crowding the circle are not visited),
      -- newest first; not run at all when the walk answered.
      fresh_area as (
        select area.* from unnest((select services from me)::text[]) as wanted_service(name)
        cross join lateral (
          select ${columnNames(quoteRequests, 'qr')}, false as pinned
            from ${quoteRequests} qr
           where (select count(*) from fresh_walk) < ${sql.placeholder('limit')}::int
             and qr.service_type = wanted_service.name
             and ${TAKES_QUOTES('qr')}
             and qr.customer_id <> (select user_id from me)
             and ${coversSql(MY_CIRCLE, pointOf('qr'), 'point')}
             and qr.requested_provider_id is distinct from (select id from me)
             and ${NO_EMERGENCY_TODAY('qr')}
             and ${unquoted('qr')}
             and not ${away('qr')}
             and (qr.created_at, qr.id) < ${AFTER_CURSOR}
           order by ${NEWEST_FIRST('qr')}
           limit ${sql.placeholder('limit')}::int
        ) area
        order by ${NEWEST_FIRST('area')}
        limit ${sql.placeholder('limit')}::int
      ),
      -- The page's rows themselves: each set in its own index order, merged newest first
      -- (no sort), and the pinned ones (a few at most) beside them.
      page as (
        (select * from (${sql.join(sets, sql` union all `)}) rows
          order by ${NEWEST_FIRST('rows')}
          limit ${sql.placeholder('limit')}::int)
        union all
        (select * from ${pins} pins)
      )
      select me.id as "providerId", me.user_id as "providerUserId", me.name as "providerName",
             me.services as "providerServices", me.latitude as "providerLatitude",
             me.longitude as "providerLongitude", me.service_radius_km as "providerRadiusKm",
             ${columnsOf(quoteRequests, 'page')},
             page.created_at::text as "cursorAt", page.pinned as "pinned",
             ${distanceKmSql(MY_CIRCLE, pointOf('page'))} as "distanceKm",
             u.name as "customerName", u.email as "customerEmail", u.phone as "customerPhone",
             me.name as "quoteProviderName", ${QUOTE_LIST_COLUMNS}
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
       order by page.pinned desc, coalesce(${EMERGENCY_TODAY('page')}, false) desc,
                ${NEWEST_FIRST('page')}`,
  );
}

export const leadsPage = {
  all: providerPageStatement('all'),
  new: providerPageStatement('new'),
  quoted: providerPageStatement('quoted'),
};
