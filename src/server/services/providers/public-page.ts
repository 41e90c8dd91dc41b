import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  providerPageApiPath,
  providerPageDescription,
  providerPageTitle,
} from '../../../domain/provider-text';
import type { ProviderPage } from '../../../domain/schemas/providers';
import type { Db } from '../../db/client';
import { providers } from '../../db/schema';
import { quoteRequests, quotes } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { isUuid } from '../../lib/cursor';
import { distanceKmSql, pointParams, PROVIDER_CIRCLE } from '../matching';
import { toProviderListItem } from './profile';
import { providerRatingBreakdown } from '../reviews';
import { publicWorkPhotos } from './work-photo-reads';

const PROVIDER_NOT_FOUND = 'Provider not found';

/**
 * How many jobs each provider completed through Khaya: its quote accepted and the job marked
 * completed (quotes_provider_request_idx's accepted part).
 */
export async function jobsCompletedBy(db: Db, providerIds: string[]): Promise<Map<string, number>> {
  if (providerIds.length === 0) return new Map();
  const rows = await db
    .select({ providerId: quotes.providerId, count: sql<number>`count(*)::int` })
    .from(quotes)
    .innerJoin(quoteRequests, eq(quoteRequests.id, quotes.quoteRequestId))
    .where(
      and(
        inArray(quotes.providerId, providerIds),
        eq(quotes.status, 'accepted'),
        eq(quoteRequests.status, 'completed'),
      ),
    )
    .groupBy(quotes.providerId);
  return new Map(rows.map((row) => [row.providerId, Number(row.count)]));
}

/**
 * A provider's public page (`GET /api/providers/{id}`): the listing's card, its bio and travel
 * radius, the jobs it completed through Khaya, when it joined, and how its published reviews
 * split. With a point, the whole kilometres from its base (the listing's sphere).
 */
export async function publicProviderPage(
  db: Db,
  id: string,
  point: { lat?: number | undefined; lng?: number | undefined },
): Promise<ProviderPage> {
  if (!isUuid(id)) throw new NotFoundError(PROVIDER_NOT_FOUND);
  const distanceKm =
    point.lat !== undefined && point.lng !== undefined
      ? distanceKmSql(PROVIDER_CIRCLE, pointParams(point.lat, point.lng))
      : sql<null>`null::int`;
  const [row] = await db
    .select({ provider: providers, distanceKm })
    .from(providers)
    .where(and(eq(providers.id, id), isNull(providers.deletedAt)))
    .limit(1);
  if (!row) throw new NotFoundError(PROVIDER_NOT_FOUND);
  const [jobs, breakdown, workPhotos] = await Promise.all([
    jobsCompletedBy(db, [id]),
    providerRatingBreakdown(db, id),
    publicWorkPhotos(db, id),
  ]);
  const { provider } = row;
  return {
    ...toProviderListItem({ ...provider, distanceKm: row.distanceKm }),
    bio: provider.bio,
    serviceRadiusKm: provider.serviceRadiusKm,
    memberSince: provider.createdAt.toISOString(),
    jobsCompleted: jobs.get(id) ?? 0,
    workingHours: provider.workingHours,
    ...breakdown,
    workPhotos,
  };
}

/**
 * What a provider page's document says before the app runs (title, description, the data it
 * preloads); null when no such provider is listed (the page answers 404).
 */
export async function providerPageDocument(
  db: Db,
  pathname: string,
  search: string,
): Promise<{ title: string; description: string; prefetch: string } | null> {
  const id = decodeURIComponent(pathname.split('/').filter(Boolean)[1] ?? '');
  if (!isUuid(id)) return null;
  const [provider] = await db
    .select({
      name: providers.name,
      services: providers.services,
      location: providers.location,
      rating: providers.rating,
      reviewCount: providers.reviewCount,
      hourlyRate: providers.hourlyRate,
    })
    .from(providers)
    .where(and(eq(providers.id, id), isNull(providers.deletedAt)))
    .limit(1);
  if (!provider) return null;
  return {
    title: providerPageTitle(provider),
    description: providerPageDescription(provider),
    prefetch: providerPageApiPath(id, search),
  };
}

/** How many providers Browse Providers lists (the sitemap's provider files are cut from them). */
export async function listedProviderCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(providers)
    .where(and(isNull(providers.deletedAt), sql`${providers.standing} <> 'suspended'`));
  return Number(row?.n ?? 0);
}

/**
 * Listed providers' public pages in id order, a batch at a time (`after` the last id of the one
 * before; `skip` rows first, for a later file of the sitemap), each with its last change: when
 * it joined or its newest published review (what its page shows), whichever is later.
 */
export async function listedProviderPages(
  db: Db,
  batch: { after?: string | undefined; skip?: number; limit: number },
): Promise<{ id: string; changedAt: Date }[]> {
  const result = await db.execute(sql`
    select p.id, greatest(p.created_at, (
             select max(r.published_at) from reviews r
              where r.provider_id = p.id and r.direction = 'of_provider' and r.published_at is not null
           )) as changed_at
      from ${providers} p
     where p.deleted_at is null and p.standing <> 'suspended'
       ${batch.after ? sql`and p.id > ${batch.after}::uuid` : sql``}
     order by p.id
     offset ${batch.skip ?? 0} limit ${batch.limit}`);
  return (result as { rows: { id: string; changed_at: Date | string }[] }).rows.map((row) => ({
    id: row.id,
    changedAt: new Date(row.changed_at),
  }));
}
