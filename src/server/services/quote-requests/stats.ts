import { eq, sql, type SQL } from 'drizzle-orm';
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
import { quoteRequests, quotes } from '../../db/quote-schema';
import { requestsCovered } from '../matching';
import { requireOwnProvider } from '../providers';
import { findUserByUid } from '../users';
import { MAX_QUOTES_PER_REQUEST } from '../../../domain/quote-status';
import { NEW_REQUESTS_MAX } from '../../../domain/quote-status';
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

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** A lead unanswered this long counts against the response rate (until then it is not missed). */
export const LEAD_COUNTS_AFTER_MS = 24 * 3600_000;

/**
 * The provider's waiting leads, counted up to NEW_REQUESTS_MAX (in a dense metro every request
 * in the circle would otherwise be counted: 41,229 for the bench's cleaner on PostgreSQL, 290 ms;
 * capped, 20 ms): `n` the open requests it may still quote on, `missed` those among them that
 * waited a day unanswered (fresher ones are not missed yet). `npm run bench` shows its plan.
 */
export function leadCountsStatement(
  provider: Pick<
    ProviderRow,
    'id' | 'userId' | 'services' | 'latitude' | 'longitude' | 'serviceRadiusKm'
  >,
  now: Date,
): SQL {
  const services = sql.raw(
    provider.services.map((s) => `'${s.replace(/'/g, "''")}'`).join(', ') || `''`,
  );
  const open = sql`${quoteRequests.status} in (${OPEN_STATUSES_SQL})
        and ${quoteRequests.quoteCount} < ${MAX_QUOTES_PER_REQUEST}
        and ${quoteRequests.serviceType} in (${services})
        and ${quoteRequests.customerId} <> ${provider.userId}`;
  const unquoted = sql`not exists (select 1 from ${quotes} q
        where q.quote_request_id = ${quoteRequests.id} and q.provider_id = ${provider.id})`;
  const waiting = (olderThan: Date | null) => sql`select count(*) from (
          select 1 from ${quoteRequests}
           where ${open}
             and (${quoteRequests.requestedProviderId} = ${provider.id} or ${requestsCovered(provider)})
             and ${unquoted}
             ${olderThan ? sql`and ${quoteRequests.createdAt} < ${olderThan.toISOString()}` : sql``}
           limit ${NEW_REQUESTS_MAX}
        ) counted`;
  const cutoff = new Date(now.getTime() - LEAD_COUNTS_AFTER_MS);
  return sql`select (${waiting(null)})::int as n, (${waiting(cutoff)})::int as missed`;
}

export async function providerStats(
  db: Db,
  caller: Caller,
  now = new Date(),
): Promise<ProviderStats> {
  const provider = await requireOwnProvider(db, caller);
  const counted = await db.execute(leadCountsStatement(provider, now));
  const { n: newRequests = 0, missed = 0 } =
    rowsOf<{ n: number; missed: number }>(counted)[0] ?? {};
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
