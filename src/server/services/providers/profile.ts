import { ownStandingOf } from '../../../domain/provider-standing';
import { reliabilityView } from '../../../domain/reliability';
import { textForOthers } from '../../../domain/contact-redaction';
import { prepared } from '../../db/prepared';
import { eq, sql } from 'drizzle-orm';
import type {
  CreateProviderBody,
  ProviderListItem,
  ProviderProfile,
  UpdateProviderBody,
} from '../../../domain/schemas/providers';
import type { Caller } from '../../auth/verifier';
import type { Db } from '../../db/client';
import { providers, users, type ProviderRow } from '../../db/schema';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../errors';
import { conflictsOn } from '../../db/conflicts';
import { transaction } from '../../db/transaction';
import { recordEvent } from '../../events/record';
import type { ProviderListRow } from './listing';
import { getOwnUser } from '../users';
import { recomputeRatings } from '../reviews';
import { isServiceType } from '../../../domain/services';
import { isResponsive, measuredResponseText } from '../../../domain/provider-text';
import {
  providerBadges,
  southAfricanDate,
  type Badge,
  type VerificationFacts,
  PROVIDER_TYPES,
  type ProviderType,
} from '../../../domain/verification';

const isProviderType = (value: string | null): value is ProviderType =>
  (PROVIDER_TYPES as readonly (string | null)[]).includes(value);
import { resolveLocation, townsOf, type ResolvedPlace } from '../places';

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

/**
 * What the directory itself says on the landing page: how many providers offer each service,
 * how many are verified, and in how many towns providers are based.
 */
export async function directoryFacts(db: Db) {
  const result = await db.execute(
    sql`select service, count(*)::int as providers from (select unnest(${providers.services}) as service from ${providers} where ${providers.deletedAt} is null) as offered group by service`,
  );
  const counts = { cleaning: 0, plumbing: 0, electrical: 0, gardening: 0 };
  for (const row of (result as { rows: { service: string; providers: number }[] }).rows) {
    if (isServiceType(row.service)) counts[row.service] = Number(row.providers);
  }
  const [verified] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(providers)
    .where(sql`${providers.isVerified} = 1 and ${providers.deletedAt} is null`);
  // Towns by base point, on a 0.05-degree grid (about 5 km): a few thousand cells at most.
  const cells = await db.execute(sql`select distinct
      round(${providers.latitude}::numeric * 20) / 20 as latitude,
      round(${providers.longitude}::numeric * 20) / 20 as longitude
    from ${providers}
    where ${providers.deletedAt} is null and ${providers.latitude} is not null`);
  const points = (cells as { rows: { latitude: string; longitude: string }[] }).rows.map(
    (cell) => ({ latitude: Number(cell.latitude), longitude: Number(cell.longitude) }),
  );
  return {
    counts,
    verifiedProviders: Number(verified?.count ?? 0),
    townsCovered: townsOf(points),
  };
}

/** The badges a provider's approved documents give it today (an expired licence's is gone). */
export function badgesOf(
  row: Omit<VerificationFacts, 'isVerified'> & { isVerified: number },
): Badge[] {
  return providerBadges(
    { ...row, isVerified: row.isVerified === 1 ? 1 : 0 },
    southAfricanDate(new Date()),
  );
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
    // Measured once the provider has sent five quotes; until then the time it chose.
    responseTime:
      row.responseMinutes === null ? row.responseTime : measuredResponseText(row.responseMinutes),
    isVerified: row.isVerified === 1 ? 1 : 0,
    badges: badgesOf(row),
    responsive: isResponsive(row.responseMinutes),
    profilePhotoUrl: row.profilePhotoUrl,
    reliability: reliabilityView(row),
    ...(row.distanceKm === undefined || row.distanceKm === null
      ? {}
      : { distanceKm: row.distanceKm }),
  };
}

export function toProviderProfile(row: ProviderRow): ProviderProfile {
  return {
    ...toProviderListItem(row),
    // The time the provider chose (its profile form edits it).
    responseTime: row.responseTime,
    userId: row.userId,
    bio: row.bio,
    latitude: row.latitude,
    longitude: row.longitude,
    serviceRadiusKm: row.serviceRadiusKm,
    verificationStatus: row.verificationStatus,
    providerType: isProviderType(row.providerType) ? row.providerType : null,
    createdAt: row.createdAt.toISOString(),
    workingHours: row.workingHours,
    dailyCapacity: row.dailyCapacity,
    standing: ownStandingOf(row),
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
          bio: textForOthers(body.bio) || null,
          services: body.services,
          hourlyRate: body.hourlyRate,
          responseTime: textForOthers(body.responseTime),
          location: body.location,
          latitude: base.latitude,
          longitude: base.longitude,
          serviceRadiusKm: body.serviceRadiusKm,
          // No reviews yet: the ranking's prior for its services (below their mean).
          rankScore: sql`rank_score_of(${sql.param(body.services)}::text[], 0, 0)`,
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
  if (patch.bio !== undefined) changes.bio = textForOthers(patch.bio) || null;
  if (patch.services !== undefined) changes.services = patch.services;
  if (patch.hourlyRate !== undefined) changes.hourlyRate = patch.hourlyRate;
  if (patch.responseTime !== undefined) changes.responseTime = textForOthers(patch.responseTime);
  if (patch.serviceRadiusKm !== undefined) changes.serviceRadiusKm = patch.serviceRadiusKm;
  if (patch.providerType !== undefined) changes.providerType = patch.providerType;
  if (patch.workingHours !== undefined) changes.workingHours = patch.workingHours;
  if (patch.dailyCapacity !== undefined) changes.dailyCapacity = patch.dailyCapacity;
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
    // Other services, another prior for the ranking.
    if (patch.services !== undefined) await recomputeRatings(tx, [row.id]);
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
