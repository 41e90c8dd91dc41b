import { prepared } from '../db/prepared';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type {
  CreateProviderBody,
  ProviderListItem,
  ProviderListQuery,
  ProviderProfile,
  ProviderSummary,
  UpdateProviderBody,
} from '../../domain/schemas/providers';
import type { Caller } from '../auth/verifier';
import type { Db } from '../db/client';
import { providers, users, type ProviderRow } from '../db/schema';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../errors';
import { conflictsOn } from '../db/conflicts';
import { transaction } from '../db/transaction';
import { recordEvent } from '../events/record';
import { decodeCursor, encodeCursor, isUuid } from './cursor';
import { getOwnUser } from './users';
import { isServiceType } from '../../domain/services';
import { resolveLocation, type ResolvedPlace } from './places';

export const CHOOSE_A_SUGGESTION = 'Choose a location from the suggestions';

/**
 * Where a location body is: its coordinates, or the place its text names. 400 on
 * `errors.location` when neither gives a place in South Africa.
 */
export function requireResolvedLocation(
  location: string,
  point: { latitude?: number | null; longitude?: number | null },
): ResolvedPlace {
  const resolved = resolveLocation(location, point);
  if (!resolved) {
    throw new BadRequestError(CHOOSE_A_SUGGESTION, { location: CHOOSE_A_SUGGESTION });
  }
  return resolved;
}

/** How many providers offer each service: one statement over the directory. */
export async function providerSummary(db: Db): Promise<ProviderSummary> {
  const result = await db.execute(
    sql`select service, count(*)::int as providers from (select unnest(${providers.services}) as service from ${providers}) as offered group by service`,
  );
  const counts = { cleaning: 0, plumbing: 0, electrical: 0, gardening: 0 };
  for (const row of (result as { rows: { service: string; providers: number }[] }).rows) {
    if (isServiceType(row.service)) counts[row.service] = Number(row.providers);
  }
  return { counts };
}

export function toProviderListItem(row: ProviderListRow): ProviderListItem {
  return {
    id: row.id,
    name: row.name,
    location: row.location,
    rating: row.rating,
    reviewCount: row.reviewCount,
    services: row.services,
    hourlyRate: row.hourlyRate,
    responseTime: row.responseTime,
    isVerified: row.isVerified === 1 ? 1 : 0,
    ...(row.distanceKm === undefined || row.distanceKm === null
      ? {}
      : { distanceKm: row.distanceKm }),
  };
}

export function toProviderProfile(row: ProviderRow): ProviderProfile {
  return {
    ...toProviderListItem(row),
    userId: row.userId,
    bio: row.bio,
    latitude: row.latitude,
    longitude: row.longitude,
    serviceRadiusKm: row.serviceRadiusKm,
    verificationStatus: row.verificationStatus,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findProviderByUserId(
  db: Db,
  userId: string,
): Promise<ProviderRow | undefined> {
  const [row] = await db.select().from(providers).where(eq(providers.userId, userId)).limit(1);
  return row;
}

/** The caller's provider profile, or undefined when they have none (or no user record). */
export async function findOwnProvider(db: Db, caller: Caller): Promise<ProviderRow | undefined> {
  const statement = prepared(db, 'provider_by_uid', (on, name) =>
    on
      .select({ provider: providers })
      .from(providers)
      .innerJoin(users, eq(users.id, providers.userId))
      .where(eq(users.firebaseUid, sql.placeholder('uid')))
      .limit(1)
      .prepare(name),
  );
  const [row] = await statement.execute({ uid: caller.uid });
  return row?.provider;
}

export async function getOwnProvider(db: Db, caller: Caller): Promise<ProviderRow> {
  const row = await findOwnProvider(db, caller);
  if (!row) throw new NotFoundError('Provider profile not found');
  return row;
}

/**
 * Creates the caller's provider profile and marks their user as a provider, together.
 * Verification, rating and review fields keep their defaults whatever the body says.
 */
const ALREADY_A_PROVIDER = 'You already have a provider profile.';

export async function createProvider(
  db: Db,
  caller: Caller,
  body: CreateProviderBody,
): Promise<ProviderRow> {
  const user = await getOwnUser(db, caller);
  if (body.userId !== undefined && body.userId !== user.id) {
    throw new ForbiddenError('You can only create a provider profile for your own account.');
  }
  const base = requireResolvedLocation(body.location, body);
  return conflictsOn({ providers_user_id_key: ALREADY_A_PROVIDER }, () =>
    transaction(db, async (tx) => {
      const [existing] = await tx
        .select({ id: providers.id })
        .from(providers)
        .where(eq(providers.userId, user.id))
        .limit(1);
      if (existing) throw new ConflictError(ALREADY_A_PROVIDER);
      const [row] = await tx
        .insert(providers)
        .values({
          userId: user.id,
          name: user.name,
          bio: body.bio || null,
          services: body.services,
          hourlyRate: body.hourlyRate,
          responseTime: body.responseTime,
          location: body.location,
          latitude: base.latitude,
          longitude: base.longitude,
          serviceRadiusKm: body.serviceRadiusKm,
        })
        .returning();
      await tx.update(users).set({ isProvider: 1 }).where(eq(users.id, user.id));
      if (!row) throw new Error('insert returned no row');
      await recordEvent(tx, {
        type: 'provider_profile_changed',
        subjects: { providerId: row.id },
        payload: { change: 'created' },
      });
      return row;
    }),
  );
}

export async function updateOwnProvider(
  db: Db,
  caller: Caller,
  patch: UpdateProviderBody,
): Promise<ProviderRow> {
  const current = await getOwnProvider(db, caller);
  const changes: Partial<typeof providers.$inferInsert> = {};
  if (patch.bio !== undefined) changes.bio = patch.bio || null;
  if (patch.services !== undefined) changes.services = patch.services;
  if (patch.hourlyRate !== undefined) changes.hourlyRate = patch.hourlyRate;
  if (patch.responseTime !== undefined) changes.responseTime = patch.responseTime;
  if (patch.serviceRadiusKm !== undefined) changes.serviceRadiusKm = patch.serviceRadiusKm;
  if (
    patch.location !== undefined ||
    patch.latitude !== undefined ||
    patch.longitude !== undefined
  ) {
    // A new base point: the coordinates sent with it, or the place its text names.
    const location = patch.location ?? current.location;
    const sentPoint = patch.latitude !== undefined || patch.longitude !== undefined;
    const base = requireResolvedLocation(
      location,
      sentPoint ? { latitude: patch.latitude, longitude: patch.longitude } : {},
    );
    changes.location = location;
    changes.latitude = base.latitude;
    changes.longitude = base.longitude;
  }
  if (Object.keys(changes).length === 0) return current;
  return transaction(db, async (tx) => {
    const [row] = await tx
      .update(providers)
      .set(changes)
      .where(eq(providers.id, current.id))
      .returning();
    if (!row) throw new NotFoundError('Provider profile not found');
    await recordEvent(tx, {
      type: 'provider_profile_changed',
      subjects: { providerId: row.id },
      payload: { change: 'updated' },
    });
    return row;
  });
}

/** The caller's provider profile, for what only a provider may do (403 without one). */
export async function requireOwnProvider(db: Db, caller: Caller): Promise<ProviderRow> {
  const provider = await findOwnProvider(db, caller);
  if (!provider) throw new ForbiddenError('Set up your provider profile first.');
  return provider;
}

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
  reviewCount: providers.reviewCount,
  services: providers.services,
  hourlyRate: providers.hourlyRate,
  responseTime: providers.responseTime,
  isVerified: providers.isVerified,
};
export type ProviderListRow = Pick<ProviderRow, keyof typeof LIST_COLUMNS> & {
  distanceKm?: number | null;
};

/** A point from the query's placeholders, and the provider's base (geo_ functions: 0010). */
const QUERY_POINT = sql`geo_point(${sql.placeholder('lat')}::float8, ${sql.placeholder('lng')}::float8)`;
const PROVIDER_BASE = sql`geo_point(${providers.latitude}, ${providers.longitude})`;

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
    const [verified, rating, reviews, id] = decodeCursor<RankCursor>(query.cursor, [
      'number',
      'number',
      'number',
      'string',
    ]);
    // Whole numbers in the columns' range: the statement casts them to integers.
    const inColumnRange = (n: number) => Number.isInteger(n) && Math.abs(n) <= 2 ** 31 - 1;
    if (!isUuid(id) || ![verified, rating, reviews].every(inColumnRange)) {
      throw new BadRequestError('Invalid cursor: start again from the first page.', {
        cursor: 'Invalid cursor',
      });
    }
    Object.assign(values, {
      afterVerified: verified,
      afterRating: rating,
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
 * The public listing, best first: verified, rating, review count, then id, all descending, the
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
  const statement = prepared(db, `provider_list_${shape.service ?? 'all'}_${flags}`, (on, name) =>
    providerListSelect(on, shape).prepare(name),
  );
  const rows = await statement.execute(values);
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  const nextCursor =
    rows.length > query.limit && last
      ? encodeCursor([last.isVerified, last.rating, last.reviewCount, last.id])
      : null;
  return { items, nextCursor };
}

/**
 * The listing's query for one shape, with placeholders for the values of
 * {@link providerListRequest} (one row more than a page, to know whether another page exists).
 */
export function providerListSelect(db: Db, shape: ProviderListShape) {
  const conditions: SQL[] = [];
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
  if (shape.near) {
    // The circle's bounding cube first (an index probe of providers_service_area_idx), then
    // the exact distance on what it finds.
    conditions.push(
      sql`geo_circle(${providers.latitude}, ${providers.longitude}, ${providers.serviceRadiusKm} * 1000.0) @> ${QUERY_POINT}`,
      sql`geo_distance_m(${PROVIDER_BASE}, ${QUERY_POINT}) <= ${providers.serviceRadiusKm} * 1000.0`,
    );
  }
  if (shape.cursor) {
    conditions.push(
      sql`(${providers.isVerified}, ${providers.rating}, ${providers.reviewCount}, ${providers.id}) < (${sql.placeholder('afterVerified')}::int, ${sql.placeholder('afterRating')}::int, ${sql.placeholder('afterReviews')}::int, ${sql.placeholder('afterId')}::uuid)`,
    );
  }
  const columns = shape.near
    ? {
        ...LIST_COLUMNS,
        distanceKm: sql<number>`round(geo_distance_m(${PROVIDER_BASE}, ${QUERY_POINT}) / 1000)::int`,
      }
    : LIST_COLUMNS;
  return db
    .select(columns)
    .from(providers)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(
      sql`${providers.isVerified} desc nulls last`,
      sql`${providers.rating} desc nulls last`,
      sql`${providers.reviewCount} desc nulls last`,
      sql`${providers.id} desc nulls last`,
    )
    .limit(sql.placeholder('limit'));
}
