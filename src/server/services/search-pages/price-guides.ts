import { and, asc, eq, sql } from 'drizzle-orm';
import {
  PRICE_GUIDE_MIN_JOBS,
  PRICE_GUIDE_MONTHS,
  type PriceRange,
} from '../../../domain/search-pages';
import type { ServiceType } from '../../../domain/services';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import type { Executor } from '../../db/executor';
import { priceGuides } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { placeDirectory } from '../places';

/**
 * Price guides (issue 51): what accepted quotes cost, per service and region, made again from
 * the quotes themselves (a read model in `price_guides`). A region is `za` (the country),
 * `metro:<city>` (a metro, by its requests' area 'Umlazi, Durban' or 'Durban') or
 * `area:<area>` (one place, as a request's area names it); a kind of job splits the country's
 * and the metros' figures. Only groups of at least PRICE_GUIDE_MIN_JOBS jobs are kept, so no
 * figure is one person's price.
 */

/** The metros' cities, as requests' areas end ('Sea Point, Cape Town'). */
const METRO_CITIES = [
  ...new Set(
    placeDirectory()
      .map((one) => one.metro)
      .filter(Boolean),
  ),
];

export const COUNTRY = 'za';
export const metroRegion = (city: string) => `metro:${city}`;
export const areaRegion = (area: string) => `area:${area}`;

const cityList = sql.join(
  METRO_CITIES.map((city) => sql`${city}`),
  sql`, `,
);

/**
 * Makes the guides of one service (or all) again from its accepted quotes of the last twelve
 * months, in one transaction: readers see the old figures or the new, never a half. The price
 * is what the customer accepted to pay: the quote's amount and its call-out fee.
 */
export async function refreshPriceGuides(db: Db, now: Date, service?: ServiceType): Promise<void> {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - PRICE_GUIDE_MONTHS);
  const ofService = service ? sql`and r.service_type = ${service}` : sql``;
  await transaction(db, async (tx) => {
    await tx.delete(priceGuides).where(service ? eq(priceGuides.serviceType, service) : sql`true`);
    await tx.execute(sql`
      with jobs as (
        select r.service_type,
               r.area,
               case when split_part(r.area, ', ', 2) in (${cityList}) then split_part(r.area, ', ', 2)
                    when r.area in (${cityList}) then r.area end as metro,
               case r.service_type
                 when 'cleaning' then
                   case when jsonb_typeof(r.cleaning_details -> 'bedrooms') = 'number'
                         and (r.cleaning_details ->> 'bedrooms')::numeric >= 1
                        then 'bedrooms-' || least((r.cleaning_details ->> 'bedrooms')::numeric::int, 5) end
                 when 'plumbing' then r.trade_details ->> 'problem'
                 when 'electrical' then r.trade_details ->> 'work'
                 when 'gardening' then r.trade_details ->> 'gardenSize' end as job_type,
               q.amount + q.callout_fee as price,
               (coalesce(q.decided_at, q.created_at) at time zone 'Africa/Johannesburg')::date as day
          from quotes q
          join quote_requests r on r.id = q.quote_request_id
         where q.status = 'accepted'
           and r.status in ('accepted', 'completed')
           and coalesce(q.decided_at, q.created_at) >= ${since.toISOString()}::timestamptz
           and coalesce(q.decided_at, q.created_at) <= ${now.toISOString()}::timestamptz
           ${ofService}
      ), keyed as (
        select service_type, ${COUNTRY} as region, '' as job_type, price, day from jobs
        union all
        select service_type, ${COUNTRY}, job_type, price, day from jobs where job_type is not null
        union all
        select service_type, 'metro:' || metro, '', price, day from jobs where metro is not null
        union all
        select service_type, 'metro:' || metro, job_type, price, day
          from jobs where metro is not null and job_type is not null
        union all
        select service_type, 'area:' || area, '', price, day from jobs where area <> ''
      )
      insert into price_guides (service_type, region, job_type, jobs, low, median, high,
                                from_date, to_date, refreshed_at)
      select service_type, region, job_type, count(*)::int,
             percentile_disc(0.25) within group (order by price),
             percentile_disc(0.5) within group (order by price),
             percentile_disc(0.75) within group (order by price),
             min(day), max(day), ${now.toISOString()}::timestamptz
        from keyed
       group by service_type, region, job_type
      having count(*) >= ${PRICE_GUIDE_MIN_JOBS}`);
  });
}

export interface PriceGuideRow extends PriceRange {
  region: string;
  jobType: string;
}

const GUIDE_COLUMNS = {
  region: priceGuides.region,
  jobType: priceGuides.jobType,
  jobs: priceGuides.jobs,
  low: priceGuides.low,
  median: priceGuides.median,
  high: priceGuides.high,
  from: priceGuides.fromDate,
  to: priceGuides.toDate,
};

/** A service's figures in the regions asked for (every kind of job together). */
export async function rangesIn(
  db: Db,
  service: ServiceType,
  regions: string[],
): Promise<PriceGuideRow[]> {
  if (regions.length === 0) return [];
  return prepared(db, 'price_guide_ranges', (on, name) =>
    on
      .select(GUIDE_COLUMNS)
      .from(priceGuides)
      .where(
        and(
          sql`${priceGuides.serviceType} = ${sql.placeholder('service')}`,
          sql`${priceGuides.region} = any(${sql.placeholder('regions')}::text[])`,
          eq(priceGuides.jobType, ''),
        ),
      )
      .prepare(name),
  ).execute({ service, regions });
}

/** The most specific of the regions (in the order given) that has a figure, or null. */
export async function bestRange(
  db: Db,
  service: ServiceType,
  regions: string[],
): Promise<PriceGuideRow | null> {
  const rows = await rangesIn(db, service, regions);
  for (const region of regions) {
    const row = rows.find((one) => one.region === region);
    if (row) return row;
  }
  return null;
}

/** A service's guide: the country's and each metro's figures, by kind of job too. */
export async function serviceGuide(db: Executor, service: ServiceType): Promise<PriceGuideRow[]> {
  return db
    .select(GUIDE_COLUMNS)
    .from(priceGuides)
    .where(
      and(
        eq(priceGuides.serviceType, service),
        sql`(${priceGuides.region} = ${COUNTRY} or ${priceGuides.region} like 'metro:%')`,
      ),
    )
    .orderBy(asc(priceGuides.region), asc(priceGuides.jobType));
}

/**
 * Runs refreshes one at a time (two at once could let an older count overwrite a newer one): a
 * refresh asked for while one runs waits for it, and a burst of them is folded into one more run
 * per service (or one for every service, which covers them all).
 */
export class PriceGuideRefresher {
  private readonly pending = new Set<ServiceType | '*'>();
  private running: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
  ) {}

  refresh(service?: ServiceType): Promise<void> {
    this.pending.add(service ?? '*');
    this.running ??= this.drain().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async drain(): Promise<void> {
    while (this.pending.size > 0) {
      const all = this.pending.has('*');
      const next = all ? '*' : [...this.pending][0];
      if (all) this.pending.clear();
      else if (next) this.pending.delete(next);
      await refreshPriceGuides(this.db, this.clock(), next === '*' ? undefined : next);
    }
  }
}
