import { eq, sql } from 'drizzle-orm';
import {
  OPEN_NEAR_RADIUS_KM,
  type CustomerStats,
  type OpenNear,
  type ProviderStats,
} from '../../../domain/schemas/quote-requests';
import { SERVICE_TYPES, type ServiceType } from '../../../domain/services';
import type { Caller } from '../../auth/verifier';
import type { Db } from '../../db/client';
import type { ProviderRow } from '../../db/schema';
import { quoteRequests, quotes } from '../../db/schema';
import { rowStatement } from '../../db/rows';
import { awayForAllSql, coversSql, datesOffSql } from '../matching';
import { requireOwnProvider } from '../providers';
import { findUserByUid } from '../users';
import { MAX_QUOTES_PER_REQUEST, NEW_REQUESTS_MAX } from '../../../domain/quote-status';
import { WALK_ROWS } from './leads-page';
import { OPEN_STATUSES_SQL } from './queries';

/** The dashboards' counters. */

export async function customerStats(db: Db, caller: Caller): Promise<CustomerStats> {
  const stats: CustomerStats = {
    total: 0,
    active: 0,
    pending: 0,
    responded: 0,
    accepted: 0,
    declined: 0,
    completed: 0,
    closed: 0,
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
    stats[status] = n;
  }
  stats.active = stats.total - stats.completed - stats.closed;
  return stats;
}

/** A lead unanswered this long counts against the response rate (until then it is not missed). */
export const LEAD_COUNTS_AFTER_MS = 24 * 3600_000;

function leadCountsStatement() {
  // Constants inlined, so the generic plan can prove the partial indexes' predicates.
  const mine = (olderThan: boolean) => sql`qr.status in (${OPEN_STATUSES_SQL})
        and qr.quote_count < ${sql.raw(String(MAX_QUOTES_PER_REQUEST))}
        and qr.service_type = any(string_to_array(${sql.placeholder('services')}::text, ','))
        and qr.customer_id <> ${sql.placeholder('userId')}::uuid
        ${olderThan ? sql`and qr.created_at < ${sql.placeholder('cutoff')}::timestamptz` : sql``}`;
  const unquoted = sql`not exists (select 1 from ${quotes} q
        where q.quote_request_id = qr.id and q.provider_id = ${sql.placeholder('providerId')}::uuid
        offset 0)`;
  const notNamed = sql`qr.requested_provider_id is distinct from ${sql.placeholder('providerId')}::uuid`;
  // Matching's second rule, as the list applies it: not a request wanted only on days off.
  const present = sql`not ${awayForAllSql(
    sql`qr.wanted_dates`,
    datesOffSql(sql`${sql.placeholder('providerId')}::uuid`),
  )}`;
  const circle = {
    latitude: sql`${sql.placeholder('latitude')}::float8`,
    longitude: sql`${sql.placeholder('longitude')}::float8`,
    radiusKm: sql`${sql.placeholder('radiusKm')}::int`,
  };
  const point = { latitude: sql`qr.latitude`, longitude: sql`qr.longitude` };
  const cap = sql.raw(String(NEW_REQUESTS_MAX));
  const waiting = (name: string, olderThan: boolean) => sql`${sql.raw(name)}_named as (
        select 1 from ${quoteRequests} qr
         where qr.requested_provider_id = ${sql.placeholder('providerId')}::uuid
           and ${mine(olderThan)} and ${unquoted} and ${present}
         limit ${cap}
      ),
      ${sql.raw(name)}_walked as materialized (
        select 1
          from unnest(string_to_array(${sql.placeholder('services')}::text, ',')) as wanted_service(name)
         cross join unnest(array[${OPEN_STATUSES_SQL}]) as wanted_status(name)
         cross join lateral (
           select qr.id, qr.latitude, qr.longitude, qr.wanted_dates from ${quoteRequests} qr
            where qr.service_type = wanted_service.name and qr.status = wanted_status.name
              ${olderThan ? sql`and qr.created_at < ${sql.placeholder('cutoff')}::timestamptz` : sql``}
              and qr.quote_count < ${sql.raw(String(MAX_QUOTES_PER_REQUEST))}
              and qr.customer_id <> ${sql.placeholder('userId')}::uuid and ${notNamed}
            order by qr.created_at desc nulls last, qr.id desc nulls last
            limit ${sql.raw(String(WALK_ROWS))}
         ) qr
        where ${coversSql(circle, point, 'none')} and ${unquoted} and ${present}
        limit ${cap}
      ),
      ${sql.raw(name)}_area as (
        select 1
          from unnest(string_to_array(${sql.placeholder('services')}::text, ',')) as wanted_service(name)
         cross join lateral (
           select 1 from ${quoteRequests} qr
            where (select count(*) from ${sql.raw(name)}_walked) < ${cap}
              and qr.service_type = wanted_service.name
              and ${mine(olderThan)} and ${notNamed} and ${coversSql(circle, point, 'point')}
              and ${unquoted} and ${present}
            limit ${cap}
         ) area
         limit ${cap}
      )`;
  const total = (name: string) =>
    sql.raw(`least(${NEW_REQUESTS_MAX}, (select count(*) from ${name}_named) + case
        when (select count(*) from ${name}_walked) >= ${NEW_REQUESTS_MAX} then ${NEW_REQUESTS_MAX}
        else (select count(*) from ${name}_area) end)::int`);
  return rowStatement<{ n: number; missed: number }>(
    'provider_lead_counts',
    sql`with ${waiting('fresh', false)}, ${waiting('missed', true)}
      select ${total('fresh')} as n, ${total('missed')} as missed`,
  );
}

/**
 * The provider's waiting leads, counted up to NEW_REQUESTS_MAX: `n` the open requests it may
 * still quote on, `missed` those among them that waited a day unanswered (fresher ones are not
 * missed yet). Bounded by the cap, not by how many requests lie in the circle, as the leads page
 * is: the requests named for it (their own index), then a walk of the newest open requests of its
 * services (quote_requests_open_idx, at most WALK_ROWS) checked against the circle, which in a
 * dense city reaches the cap at once; only where the walk falls short does the circles' index
 * count the circle, one service at a time on quote_requests_open_service_point_idx (few requests
 * of its services reach this provider). Prepared: planned once per connection.
 * `npm run bench` shows its plan.
 */
export const leadCounts = leadCountsStatement();

/** The values of {@link leadCounts} for a provider at a moment. */
export function leadCountValues(
  provider: Pick<
    ProviderRow,
    'id' | 'userId' | 'services' | 'latitude' | 'longitude' | 'serviceRadiusKm'
  >,
  now: Date,
): Record<string, unknown> {
  return {
    providerId: provider.id,
    userId: provider.userId,
    // One text (service names hold no commas): an array parameter is not read alike by both drivers.
    services: provider.services.join(','),
    latitude: provider.latitude,
    longitude: provider.longitude,
    radiusKm: provider.serviceRadiusKm,
    cutoff: new Date(now.getTime() - LEAD_COUNTS_AFTER_MS).toISOString(),
  };
}

export async function providerStats(
  db: Db,
  caller: Caller,
  now = new Date(),
): Promise<ProviderStats> {
  const provider = await requireOwnProvider(db, caller);
  const [counted] = await leadCounts.execute(db, leadCountValues(provider, now));
  const newRequests = counted?.n ?? 0;
  const missed = counted?.missed ?? 0;
  const [mine] = await db
    .select({
      quoted: sql<number>`count(*)::int`,
      // Work won (accepted, and completed since): quotes still waiting or declined are not earnings.
      earnings: sql<number>`coalesce(sum(${quotes.amount}) filter (where ${quotes.status} = 'accepted'), 0)::int`,
      accepted: sql<number>`count(*) filter (where ${quotes.status} = 'accepted')::int`,
    })
    .from(quotes)
    .where(eq(quotes.providerId, provider.id));
  const quoted = mine?.quoted ?? 0;
  const leadsCounted = missed + quoted;
  return {
    newRequests,
    quoted,
    responseRate: leadsCounted === 0 ? 0 : Math.round((quoted / leadsCounted) * 100),
    leadsCounted,
    estimatedEarnings: mine?.earnings ?? 0,
    accepted: mine?.accepted ?? 0,
    rating: provider.rating,
    reviewCount: provider.reviewCount,
  };
}

/** Jobs customers marked complete, across Khaya (the landing page's figure). */
export async function completedJobCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(quoteRequests)
    .where(eq(quoteRequests.status, 'completed'));
  return Number(row?.n ?? 0);
}

/**
 * Open requests (still taking quotes) within `OPEN_NEAR_RADIUS_KM` of a point, per service: the
 * pitch page's "how much work is there near me". A request counts by its point rounded to about
 * 2 km, so moving the circle about cannot find a customer's house; the circle's index
 * (quote_requests_open_point_idx) finds the candidates, 2 km wider.
 */
export async function openRequestsNear(
  db: Db,
  point: { latitude: number; longitude: number },
): Promise<OpenNear> {
  const { latitude, longitude } = point;
  const radius = OPEN_NEAR_RADIUS_KM * 1000;
  const result = await db.execute(sql`
    select qr.service_type, count(*)::int as n
      from ${quoteRequests} qr
     where qr.status in (${OPEN_STATUSES_SQL})
       and qr.quote_count < ${MAX_QUOTES_PER_REQUEST}
       and geo_point(qr.latitude, qr.longitude)
           <@ geo_circle(${latitude}::float8, ${longitude}::float8, ${radius + 2000}::float8)
       and geo_distance_m(
             geo_point((round(qr.latitude::numeric * 50) / 50)::float8,
                       (round(qr.longitude::numeric * 50) / 50)::float8),
             geo_point(${latitude}::float8, ${longitude}::float8)) <= ${radius}
     group by qr.service_type`);
  const byService = Object.fromEntries(SERVICE_TYPES.map((service) => [service, 0])) as Record<
    ServiceType,
    number
  >;
  for (const row of (result as { rows: { service_type: ServiceType; n: number }[] }).rows)
    byService[row.service_type] = Number(row.n);
  return {
    radiusKm: OPEN_NEAR_RADIUS_KM,
    total: Object.values(byService).reduce((sum, n) => sum + n, 0),
    byService,
  };
}
