import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { liveEvents, liveStreams } from '../../db/schema';

/**
 * Where a person's stream starts for a page that last saw `lastEventId` (null: a new page): after
 * what it saw, when that is still here to replay; else at the latest, with `reset` telling the page
 * to reload what it shows (it missed more than `maxReplay` events, they were purged, or its id is
 * from before a reset of the stream).
 */
export async function replayStart(
  db: Db,
  userId: string,
  lastEventId: number | null,
  maxReplay: number,
): Promise<{ position: number; reset: boolean }> {
  const [current] = await db
    .select({ lastSeq: liveStreams.lastSeq })
    .from(liveStreams)
    .where(eq(liveStreams.userId, userId));
  const latest = current?.lastSeq ?? 0;
  if (lastEventId === null) return { position: latest, reset: false };
  if (lastEventId > latest || latest - lastEventId > maxReplay) {
    return { position: latest, reset: true };
  }
  const [oldest] = await db
    .select({ seq: sql<number | null>`min(${liveEvents.seq})` })
    .from(liveEvents)
    .where(eq(liveEvents.userId, userId));
  const first = oldest?.seq === null || oldest?.seq === undefined ? null : Number(oldest.seq);
  if (lastEventId < latest && (first === null || first > lastEventId + 1)) {
    // Purged before it could be replayed.
    return { position: latest, reset: true };
  }
  return { position: lastEventId, reset: false };
}
