import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { ProviderListQuery } from '../../../domain/schemas/providers';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { providers, type ProviderRow } from '../../db/schema';
import { BadRequestError } from '../../errors';
import { decodeCursor, encodeCursor, isUuid } from '../../lib/cursor';
import { coversSql, distanceKmSql, PROVIDER_CIRCLE, type PointSql } from '../matching';

/**
 * Browse Providers' listing: best first, filtered, a keyset page at a time, and near a point
 * (`lat`, `lng`) only the providers whose circle covers it. Measured by `npm run bench`.
 */

/** `%`, `_` and `\` typed by a person are literal characters, not patterns. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

type RankCursor = [number, number, number, string];

/** What the listing shows of a provider: the columns it reads, no more. */
const LIST_COLUMNS = {
  id: providers.id,
  name: providers.name,
  location: providers.location,
  rating: providers.rating,
  rankScore: providers.rankScore,
  reviewCount: providers.reviewCount,
  services: providers.services,
  hourlyRate: providers.hourlyRate,
  responseTime: providers.responseTime,
  responseMinutes: providers.responseMinutes,
  isVerified: providers.isVerified,
  providerType: providers.providerType,
  electricalCategory: providers.electricalCategory,
  pirbExpiresOn: providers.pirbExpiresOn,
  companyRegNumber: providers.companyRegNumber,
  profilePhotoUrl: providers.profilePhotoUrl,
  completionPercent: providers.completionPercent,
  onTimePercent: providers.onTimePercent,
};
export type ProviderListRow = Pick<ProviderRow, keyof typeof LIST_COLUMNS> & {
  distanceKm?: number | null;
};

/** The point asked about ('near'), as the statement's placeholders (matching's rule: services/matching). */
const NEAR: PointSql = {
  latitude: sql`${sql.placeholder('lat')}::float8`,
  longitude: sql`${sql.placeholder('lng')}::float8`,
};

/**
 * Which filters a listing request uses: each combination is one statement, prepared once (on
 * PostgreSQL parsed and planned once per connection), with the filters' values as parameters.
 * The service is part of the statement, not a parameter: the planner then picks that service's
 * partial index.
 */
export interface ProviderListShape {
  service: ProviderListQuery['service'];
  q: boolean;
  verified: boolean;
  maxRate: boolean;
  minRating: boolean;
  /** Only providers whose circle covers a point (`lat`, `lng`). */
  near: boolean;
  cursor: boolean;
}

/** The shape of a listing request and the values of its placeholders (the cursor checked). */
export function providerListRequest(query: ProviderListQuery): {
  shape: ProviderListShape;
  values: Record<string, string | number>;
} {
  const values: Record<string, string | number> = { limit: query.limit + 1 };
  if (query.q) values.pattern = likePattern(query.q);
  if (query.maxRate !== undefined) values.maxRate = query.maxRate;
  if (query.minRating !== undefined) values.minRating = Math.round(query.minRating * 10);
  if (query.lat !== undefined && query.lng !== undefined) {
    values.lat = query.lat;
    values.lng = query.lng;
  }
  if (query.cursor) {
    const [verified, score, reviews, id] = decodeCursor<RankCursor>(query.cursor, [
      'number',
      'number',
      'number',
      'string',
    ]);
    // Whole numbers in the columns' range: the statement casts them to integers.
    const inColumnRange = (n: number) => Number.isInteger(n) && Math.abs(n) <= 2 ** 31 - 1;
    if (!isUuid(id) || ![verified, score, reviews].every(inColumnRange)) {
      throw new BadRequestError('Invalid cursor: start again from the first page.', {
        cursor: 'Invalid cursor',
      });
    }
    Object.assign(values, {
      afterVerified: verified,
      afterScore: score,
      afterReviews: reviews,
      afterId: id,
    });
  }
  return {
    shape: {
      service: query.service,
      q: Boolean(query.q),
      verified: Boolean(query.verified),
      maxRate: query.maxRate !== undefined,
      minRating: query.minRating !== undefined,
      near: query.lat !== undefined && query.lng !== undefined,
      cursor: Boolean(query.cursor),
    },
    values,
  };
}

/**
 * The public listing, best first: verified, ranking score (the Bayesian average of the stars,
 * services/reviews/queries.ts), review count, then id, all descending, the
 * order of `providers_rank_idx`, so the database reads a page from the index without sorting
 * every match. Keyset pagination: the cursor is the last row's sort key.
 */
export async function listProviders(
  db: Db,
  query: ProviderListQuery,
): Promise<{ items: ProviderListRow[]; nextCursor: string | null }> {
  const { shape, values } = providerListRequest(query);
  const flags = (['q', 'verified', 'maxRate', 'minRating', 'near', 'cursor'] as const)
    .map((key) => (shape[key] ? '1' : '0'))
    .join('');
  const run = (strategy: NearStrategy) =>
    prepared(db, `provider_list_${shape.service ?? 'all'}_${flags}_${strategy}`, (on, name) =>
      providerListSelect(on, shape, strategy).prepare(name),
    ).execute(values);
  let rows: ProviderListRow[];
  if (shape.near) {
    // Near a point: the ranking walked first, which a dense metro fills at once; where it does
    // not (few providers reach the point), the circles' index finds them all.
    const walked = await run('walk');
    rows = walked.length > query.limit ? walked.sort(byRank) : await run('area');
  } else {
    rows = await run('area');
  }
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  const nextCursor =
    rows.length > query.limit && last
      ? encodeCursor([last.isVerified, last.rankScore, last.reviewCount, last.id])
      : null;
  return { items, nextCursor };
}

/**
 * How a near query finds its providers. `walk`: the first {@link WALK_ROWS} providers in ranking
 * order that pass the other filters, each checked against its circle; it stops at a page and one
 * row, which are then the best-ranked matches, and answers too few when the point is sparse.
 * `area`: the circles' GiST index finds every provider covering the point, which are then
 * ranked (cheap when they are few). Without a point both are the plain listing.
 */
export type NearStrategy = 'walk' | 'area';
export const WALK_ROWS = 2000;

type RankKey = Pick<ProviderListRow, 'isVerified' | 'rankScore' | 'reviewCount' | 'id'>;
/** The listing order: verified, ranking score, review count, id, all descending. */
function byRank(a: RankKey, b: RankKey): number {
  return (
    b.isVerified - a.isVerified ||
    b.rankScore - a.rankScore ||
    b.reviewCount - a.reviewCount ||
    (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)
  );
}

const RANK_ORDER = [
  sql`${providers.isVerified} desc nulls last`,
  sql`${providers.rankScore} desc nulls last`,
  sql`${providers.reviewCount} desc nulls last`,
  sql`${providers.id} desc nulls last`,
];

/**
 * The listing's query for one shape, with placeholders for the values of
 * {@link providerListRequest} (one row more than a page, to know whether another page exists).
 */
export function providerListSelect(
  db: Db,
  shape: ProviderListShape,
  strategy: NearStrategy = 'area',
) {
  // A deleted account's profile stays for its customers' history, out of every list.
  // A suspended provider (issue 49) is out of the list until an admin lifts it.
  const conditions: SQL[] = [
    sql`${providers.deletedAt} is null`,
    sql`${providers.standing} <> 'suspended'`,
  ];
  if (shape.service) {
    // One of four validated names, inlined so the planner sees a constant.
    conditions.push(sql`${providers.services} @> array[${sql.raw(`'${shape.service}'`)}]::text[]`);
  }
  if (shape.q) {
    const pattern = sql.placeholder('pattern');
    conditions.push(
      sql`(lower(${providers.name}) like ${pattern} escape '\\' or lower(${providers.location}) like ${pattern} escape '\\')`,
    );
  }
  if (shape.verified) conditions.push(eq(providers.isVerified, 1));
  if (shape.maxRate) {
    conditions.push(sql`${providers.hourlyRate} <= ${sql.placeholder('maxRate')}::int`);
  }
  if (shape.minRating) {
    conditions.push(sql`${providers.rating} >= ${sql.placeholder('minRating')}::int`);
  }
  if (shape.near && strategy === 'area') {
    // The circle's bounding cube first (an index probe of providers_service_area_idx), then
    // the exact distance on what it finds.
    conditions.push(coversSql(PROVIDER_CIRCLE, NEAR, 'circle'));
  }
  if (shape.cursor) {
    conditions.push(
      sql`(${providers.isVerified}, ${providers.rankScore}, ${providers.reviewCount}, ${providers.id}) < (${sql.placeholder('afterVerified')}::int, ${sql.placeholder('afterScore')}::int, ${sql.placeholder('afterReviews')}::int, ${sql.placeholder('afterId')}::uuid)`,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const distanceKm = distanceKmSql(PROVIDER_CIRCLE, NEAR);
  if (shape.near && strategy === 'walk') {
    // The capped walk in ranking order; the circle test on each row as it comes, lazily: the
    // scan stops once a page and one row have passed. (Rows keep the walk's order; the caller
    // sorts the page again all the same.)
    const walk = db
      .select({
        ...LIST_COLUMNS,
        latitude: providers.latitude,
        longitude: providers.longitude,
        serviceRadiusKm: providers.serviceRadiusKm,
      })
      .from(providers)
      .where(where)
      .orderBy(...RANK_ORDER)
      .limit(WALK_ROWS)
      .as('walk');
    const circle = {
      latitude: sql`${walk.latitude}`,
      longitude: sql`${walk.longitude}`,
      radiusKm: sql`${walk.serviceRadiusKm}`,
    };
    return db
      .select({
        id: walk.id,
        name: walk.name,
        location: walk.location,
        rating: walk.rating,
        rankScore: walk.rankScore,
        reviewCount: walk.reviewCount,
        services: walk.services,
        hourlyRate: walk.hourlyRate,
        responseTime: walk.responseTime,
        responseMinutes: walk.responseMinutes,
        isVerified: walk.isVerified,
        providerType: walk.providerType,
        electricalCategory: walk.electricalCategory,
        pirbExpiresOn: walk.pirbExpiresOn,
        companyRegNumber: walk.companyRegNumber,
        profilePhotoUrl: walk.profilePhotoUrl,
        completionPercent: walk.completionPercent,
        onTimePercent: walk.onTimePercent,
        distanceKm: distanceKmSql(circle, NEAR),
      })
      .from(walk)
      .where(coversSql(circle, NEAR, 'none'))
      .limit(sql.placeholder('limit'));
  }
  const columns = shape.near ? { ...LIST_COLUMNS, distanceKm } : LIST_COLUMNS;
  return db
    .select(columns)
    .from(providers)
    .where(where)
    .orderBy(...RANK_ORDER)
    .limit(sql.placeholder('limit'));
}

/**
 * The listing's columns and order for a read model of it (services/search-pages keeps each
 * place's ranked ids): what a listed provider shows, its kilometres from a point, and which
 * providers the listing leaves out whatever the ids say (deleted, suspended).
 */
export const providerListing = {
  columns: LIST_COLUMNS,
  /** Kilometres from the point of the `lat` and `lng` placeholders, as the near listing has it. */
  distanceKm: distanceKmSql(PROVIDER_CIRCLE, NEAR),
  listed: sql`(${providers.deletedAt} is null and ${providers.standing} <> 'suspended')`,
  byRank,
};
