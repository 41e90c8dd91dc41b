import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  WORK_PHOTOS_COMPARED,
  type CompletedJob,
  type WorkPhoto,
} from '../../../domain/schemas/work-photos';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/executor';
import {
  providers,
  providerWorkPhotos,
  quoteRequests,
  quotes,
  reviews,
  users,
} from '../../db/schema';
import { NotFoundError } from '../../errors';
import { isUuid } from '../../lib/cursor';
import type { FileStore, StoredFile } from '../../lib/storage';
import { shortName } from '../reviews';

/**
 * Reading a provider's photos of past work (issue 46): for its public page (with the job each
 * shows and that job's published review), for the comparison's strip, for the provider's own
 * list, and each file (public, as the page is).
 */

export const WORK_PHOTO_NOT_FOUND = 'Photo not found';

const photoPath = (providerId: string, photoId: string) =>
  `/api/providers/${providerId}/work-photos/${photoId}`;

/** The job a photo links: completed through Khaya by this provider (its quote accepted). */
const COMPLETED_BY_PROVIDER = and(
  eq(quoteRequests.status, 'completed'),
  sql`exists (select 1 from ${quotes} where ${quotes.quoteRequestId} = ${quoteRequests.id}
    and ${quotes.providerId} = ${providerWorkPhotos.providerId} and ${quotes.status} = 'accepted')`,
);

/**
 * A photo the public may see: this provider's, not taken down, the provider still listed (the
 * query joins `providers`).
 */
export const publicPhoto = (providerId: string, photoId: string) =>
  and(
    eq(providerWorkPhotos.id, photoId),
    eq(providerWorkPhotos.providerId, providerId),
    isNull(providerWorkPhotos.hiddenAt),
    isNull(providers.deletedAt),
  );

/**
 * A provider's photos, newest first, each with its job (if linked and still completed); with
 * `photoId`, that one only.
 */
export async function workPhotosOf(
  db: Executor,
  providerId: string,
  photoId?: string,
): Promise<(WorkPhoto & { jobId: string | null; hidden: boolean })[]> {
  const rows = await db
    .select({
      photo: providerWorkPhotos,
      serviceType: quoteRequests.serviceType,
      completedAt: quoteRequests.completedAt,
      rating: reviews.rating,
      comment: reviews.comment,
      author: users.name,
    })
    .from(providerWorkPhotos)
    .leftJoin(
      quoteRequests,
      and(eq(quoteRequests.id, providerWorkPhotos.quoteRequestId), COMPLETED_BY_PROVIDER),
    )
    .leftJoin(
      reviews,
      and(
        eq(reviews.quoteRequestId, quoteRequests.id),
        eq(reviews.providerId, providerWorkPhotos.providerId),
        sql`${reviews.direction} = 'of_provider' and ${reviews.publishedAt} is not null and ${reviews.hiddenAt} is null`,
      ),
    )
    .leftJoin(users, eq(users.id, reviews.authorId))
    .where(
      and(
        eq(providerWorkPhotos.providerId, providerId),
        photoId === undefined ? undefined : eq(providerWorkPhotos.id, photoId),
      ),
    )
    .orderBy(desc(providerWorkPhotos.createdAt), desc(providerWorkPhotos.id));
  return rows.map(({ photo, serviceType, completedAt, rating, comment, author }) => {
    const path = photoPath(photo.providerId, photo.id);
    const linked = serviceType !== null && completedAt !== null;
    return {
      id: photo.id,
      caption: photo.caption,
      width: photo.width,
      height: photo.height,
      thumbUrl: `${path}/thumb`,
      url: path,
      createdAt: photo.createdAt.toISOString(),
      jobId: linked ? photo.quoteRequestId : null,
      hidden: photo.hiddenAt !== null,
      job: linked
        ? {
            serviceType,
            completedAt: completedAt.toISOString(),
            review:
              rating !== null && author !== null
                ? { rating, comment: comment ?? '', author: shortName(author) }
                : null,
          }
        : null,
    };
  });
}

/** What the public page shows: none taken down, and the job's request id stays with the provider. */
export async function publicWorkPhotos(db: Db, providerId: string): Promise<WorkPhoto[]> {
  const photos = await workPhotosOf(db, providerId);
  return photos
    .filter((photo) => !photo.hidden)
    .map(({ jobId: _jobId, hidden: _hidden, ...photo }) => photo);
}

/** The newest few of each provider's photos, for the comparison's 'Past work' row. */
export async function comparedWorkPhotos(
  db: Db,
  providerIds: string[],
): Promise<Map<string, Pick<WorkPhoto, 'id' | 'caption' | 'thumbUrl' | 'url'>[]>> {
  const found = new Map<string, Pick<WorkPhoto, 'id' | 'caption' | 'thumbUrl' | 'url'>[]>();
  if (providerIds.length === 0) return found;
  const ranked = db
    .select({
      id: providerWorkPhotos.id,
      providerId: providerWorkPhotos.providerId,
      caption: providerWorkPhotos.caption,
      place:
        sql<number>`row_number() over (partition by ${providerWorkPhotos.providerId} order by ${providerWorkPhotos.createdAt} desc, ${providerWorkPhotos.id} desc)`.as(
          'place',
        ),
    })
    .from(providerWorkPhotos)
    .where(
      and(inArray(providerWorkPhotos.providerId, providerIds), isNull(providerWorkPhotos.hiddenAt)),
    )
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(sql`${ranked.place} <= ${WORK_PHOTOS_COMPARED}`)
    .orderBy(ranked.providerId, ranked.place);
  for (const row of rows) {
    const path = photoPath(row.providerId, row.id);
    const list = found.get(row.providerId) ?? [];
    list.push({ id: row.id, caption: row.caption, thumbUrl: `${path}/thumb`, url: path });
    found.set(row.providerId, list);
  }
  return found;
}

/** The provider's completed Khaya jobs, newest first, to link a photo to; with `jobId`, that one. */
export async function completedJobsOf(
  db: Executor,
  providerId: string,
  jobId?: string,
): Promise<CompletedJob[]> {
  const rows = await db
    .select({
      id: quoteRequests.id,
      serviceType: quoteRequests.serviceType,
      area: quoteRequests.area,
      description: quoteRequests.description,
      completedAt: quoteRequests.completedAt,
    })
    .from(quotes)
    .innerJoin(quoteRequests, eq(quoteRequests.id, quotes.quoteRequestId))
    .where(
      and(
        eq(quotes.providerId, providerId),
        eq(quotes.status, 'accepted'),
        eq(quoteRequests.status, 'completed'),
        jobId === undefined ? undefined : eq(quoteRequests.id, jobId),
      ),
    )
    .orderBy(desc(quoteRequests.completedAt), desc(quoteRequests.id))
    .limit(100);
  return rows.map((row) => ({
    id: row.id,
    serviceType: row.serviceType,
    area: row.area,
    description:
      row.description.length > 80 ? `${row.description.slice(0, 79).trimEnd()}…` : row.description,
    completedAt: (row.completedAt ?? new Date(0)).toISOString(),
  }));
}

/** A photo's file (public while the provider is listed), or 404. */
export async function workPhotoFile(
  db: Db,
  files: FileStore,
  providerId: string,
  photoId: string,
  size: 'photo' | 'thumb',
): Promise<StoredFile> {
  if (!isUuid(providerId) || !isUuid(photoId)) throw new NotFoundError(WORK_PHOTO_NOT_FOUND);
  const [row] = await db
    .select({ photoKey: providerWorkPhotos.photoKey, thumbKey: providerWorkPhotos.thumbKey })
    .from(providerWorkPhotos)
    .innerJoin(providers, eq(providers.id, providerWorkPhotos.providerId))
    .where(publicPhoto(providerId, photoId));
  const file = row ? await files.get(size === 'thumb' ? row.thumbKey : row.photoKey) : null;
  if (!file) throw new NotFoundError(WORK_PHOTO_NOT_FOUND);
  return file;
}

/** A photo's file for the admin desk, taken down or not (a reported photo is judged by it). */
export async function adminWorkPhotoFile(
  db: Db,
  files: FileStore,
  photoId: string,
): Promise<StoredFile> {
  if (!isUuid(photoId)) throw new NotFoundError(WORK_PHOTO_NOT_FOUND);
  const [row] = await db
    .select({ thumbKey: providerWorkPhotos.thumbKey })
    .from(providerWorkPhotos)
    .where(eq(providerWorkPhotos.id, photoId));
  const file = row ? await files.get(row.thumbKey) : null;
  if (!file) throw new NotFoundError(WORK_PHOTO_NOT_FOUND);
  return file;
}
