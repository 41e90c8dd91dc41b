import type { ServerResponse } from 'node:http';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { liveEvents, liveStreams } from '../../db/message-schema';
import { HttpError } from '../../errors';
import type { LiveBus } from './bus';

/** Most events read and written in one go (a long-missed stream reads on in rounds). */
const BATCH = 200;
/** Live events are kept this long: a reconnect after longer is told to reload. */
export const LIVE_EVENTS_KEPT_MS = 2 * 24 * 3_600_000;

export interface LiveStreamOptions {
  /** A comment line this often keeps proxies from closing an idle stream; each also re-reads. */
  heartbeatMs?: number;
  /** A stream ends after this long (the client reconnects with a fresh token). */
  maxAgeMs?: number;
  /** Open streams per person on one instance (a tab each). */
  maxPerPerson?: number;
  log: { warn(details: object, message: string): void };
}

export class TooManyStreamsError extends HttpError {
  constructor() {
    super(429, 'Too many open pages are following your account. Close some tabs and try again.');
  }
}

interface Stream {
  userId: string;
  response: ServerResponse;
  close(): void;
}

/**
 * The open `GET /api/events` streams of this instance. A stream says `ready` with the person's
 * current position, replays what came after the `Last-Event-ID` it was given, and then writes
 * each new event as the bus says there is one (reading it from the database). Every few seconds
 * a heartbeat also reads, so an event whose bus message was lost still arrives.
 */
export class LiveStreams {
  private readonly open = new Set<Stream>();
  private purge: ReturnType<typeof setInterval> | undefined;
  private readonly heartbeatMs: number;
  private readonly maxAgeMs: number;
  private readonly maxPerPerson: number;

  constructor(
    private readonly db: Db,
    private readonly bus: LiveBus,
    private readonly options: LiveStreamOptions,
  ) {
    this.heartbeatMs = options.heartbeatMs ?? 25_000;
    this.maxAgeMs = options.maxAgeMs ?? 30 * 60_000;
    this.maxPerPerson = options.maxPerPerson ?? 10;
  }

  get size(): number {
    return this.open.size;
  }

  /** Starts removing events older than two days (now and hourly). */
  start(): void {
    const purge = () =>
      this.db
        .delete(liveEvents)
        .where(
          sql`${liveEvents.createdAt} < now() - ${`${LIVE_EVENTS_KEPT_MS} milliseconds`}::interval`,
        )
        .catch((error: unknown) =>
          this.options.log.warn({ err: error }, 'live events purge failed'),
        );
    void purge();
    this.purge = setInterval(() => void purge(), 3_600_000);
    this.purge.unref();
  }

  /** Ends every open stream (the server is closing). */
  async stop(): Promise<void> {
    clearInterval(this.purge);
    for (const stream of [...this.open]) stream.close();
    await this.bus.close();
  }

  /** Refuses a stream over the person's limit (before the response is taken over). */
  admit(userId: string): void {
    let count = 0;
    for (const stream of this.open) if (stream.userId === userId) count += 1;
    if (count >= this.maxPerPerson) throw new TooManyStreamsError();
  }

  /**
   * Serves a stream on `response` (already taken from the framework) until the client goes, the
   * stream's time is up, or the server closes.
   */
  async serve(userId: string, response: ServerResponse, lastEventId: number | null): Promise<void> {
    let position = 0;
    let reading: Promise<void> | null = null;
    let again = false;
    let closed = false;

    const write = (frame: string) => {
      if (!closed) response.write(frame);
    };
    const read = async () => {
      for (;;) {
        const rows = await this.db
          .select({ seq: liveEvents.seq, type: liveEvents.type, data: liveEvents.data })
          .from(liveEvents)
          .where(and(eq(liveEvents.userId, userId), gt(liveEvents.seq, position)))
          .orderBy(asc(liveEvents.seq))
          .limit(BATCH);
        for (const row of rows) {
          write(`id: ${row.seq}\nevent: ${row.type}\ndata: ${JSON.stringify(row.data)}\n\n`);
          position = row.seq;
        }
        if (rows.length < BATCH || closed) return;
      }
    };
    const drain = (): Promise<void> => {
      if (reading) {
        again = true;
        return reading;
      }
      reading = (async () => {
        try {
          do {
            again = false;
            await read();
          } while (again && !closed);
        } catch (error) {
          this.options.log.warn({ err: error }, 'live stream read failed');
        } finally {
          reading = null;
        }
      })();
      return reading;
    };

    const unsubscribe = this.bus.subscribe(userId, () => void drain());
    const heartbeat = setInterval(() => {
      write(': ping\n\n');
      void drain();
    }, this.heartbeatMs);
    const expiry = setTimeout(() => stream.close(), this.maxAgeMs);
    const stream: Stream = {
      userId,
      response,
      close: () => {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        clearTimeout(expiry);
        unsubscribe();
        this.open.delete(stream);
        response.end();
      },
    };
    this.open.add(stream);
    response.on('close', () => stream.close());

    // Where the person's stream stands, and whether what was missed is still here to replay.
    const [current] = await this.db
      .select({ lastSeq: liveStreams.lastSeq })
      .from(liveStreams)
      .where(eq(liveStreams.userId, userId));
    const latest = current?.lastSeq ?? 0;
    write('retry: 3000\n\n');
    if (lastEventId === null || lastEventId > latest) {
      position = latest;
      if (lastEventId !== null) write(`event: reset\ndata: {}\n\n`);
    } else {
      const [oldest] = await this.db
        .select({ seq: sql<number | null>`min(${liveEvents.seq})` })
        .from(liveEvents)
        .where(eq(liveEvents.userId, userId));
      const first = oldest?.seq === null || oldest?.seq === undefined ? null : Number(oldest.seq);
      if (lastEventId < latest && (first === null || first > lastEventId + 1)) {
        // Purged before it could be replayed: the page reloads what it shows.
        write(`event: reset\ndata: {}\n\n`);
        position = latest;
      } else {
        position = lastEventId;
      }
    }
    write(`id: ${position}\nevent: ready\ndata: ${JSON.stringify({ position })}\n\n`);
    await drain();
  }
}
