import { asc, inArray } from 'drizzle-orm';
import type { RequestPhoto } from '../../../domain/schemas/request-photos';
import type { Executor } from '../../db/executor';
import { requestPhotos, type RequestPhotoRow } from '../../db/schema';

/** A request's photos as the API shows them: their addresses, never their store keys. */

export function toRequestPhoto(row: RequestPhotoRow): RequestPhoto {
  const base = `/api/quote-requests/${row.quoteRequestId}/photos/${row.id}`;
  return {
    id: row.id,
    caption: row.caption,
    width: row.width,
    height: row.height,
    thumbUrl: `${base}/thumb`,
    url: base,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The photos of each of `requestIds`, oldest first (one statement for a page of requests). */
export async function photosFor(
  db: Executor,
  requestIds: string[],
): Promise<Map<string, RequestPhoto[]>> {
  const byRequest = new Map<string, RequestPhoto[]>();
  if (requestIds.length === 0) return byRequest;
  const rows = await db
    .select()
    .from(requestPhotos)
    .where(inArray(requestPhotos.quoteRequestId, requestIds))
    .orderBy(asc(requestPhotos.createdAt), asc(requestPhotos.id));
  for (const row of rows) {
    byRequest.set(row.quoteRequestId, [
      ...(byRequest.get(row.quoteRequestId) ?? []),
      toRequestPhoto(row),
    ]);
  }
  return byRequest;
}
