import type { ServerResponse } from 'node:http';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { liveEvents } from '../../db/schema';
import { HttpError } from '../../errors';
import { PeriodicTask, type Logger } from '../../lib/periodic';
import type { LiveBus } from './bus';
import { replayStart } from './replay';

/** Most events read and written in one go (a long-missed stream reads on in rounds). */
const BATCH = 200;
/** What a stream may have queued and unsent before it is closed (a client that does not read). */
export const MAX_QUEUED_BYTES = 64 * 1024;
/** A reconnect that missed more than this many events is told to reload instead of replayed. */
export const MAX_REPLAY = 300;
/** Live events are kept this long: a reconnect after longer is told to reload. */
export const LIVE_EVENTS_KEPT_MS = 2 * 24 * 3_600_000;

export interface LiveStreamOptions {
  /** A comment line this often keeps proxies from closing an idle stream; each also re-reads. */
  heartbeatMs?: number;
  /** A stream ends after this long (the client reconnects with a fresh token). */
  maxAgeMs?: number;
  /** Open streams per person on one instance (a tab each). */
  maxPerPerson?: number;
  /** Open streams per client address on one instance (phones behind one carrier NAT share one). */
  maxPerAddress?: number;
  /** Open streams on one instance in all. */
  maxTotal?: number;
  /** Bytes a stream may have queued and unsent before it is closed. */
  maxQueuedBytes?: number;
  /** Missed events a reconnect is replayed; past it, a `reset`. */
  maxReplay?: number;
  log: Pick<Logger, 'warn' | 'error'>;
}

export class TooManyStreamsError extends HttpError {
  constructor(
    message = 'Too many open pages are following your account. Close some tabs and try again.',
  ) {
    super(429, message);
  }
}

/** Who opens a stream, and how to tell that they still may follow it. */
export interface StreamOwner {
  userId: string;
  /** The client's address (per-address limit). */
  address: string;
  /**
   * Asked at every heartbeat: false (or a failure) when the account is gone, disabled or signed
   * out everywhere, and the stream ends.
   */
  stillAllowed?: () => Promise<boolean>;
}

interface Stream {
  userId: string;
  address: string;
  response: ServerResponse;
  /** Ends it; `retryMs`: first tell the page how soon to reconnect (the server is closing). */
  close(retryMs?: number): void;
}

/** Pages whose instance closes reconnect within this, spread out so they do not all come at once. */
const SHUTDOWN_RETRY_MS = { least: 500, most: 3000 };

/**
 * The open `GET /api/events` streams of this instance. A stream says `ready` with the person's
 * current position, replays what came after the `Last-Event-ID` it was given, and then writes
 * each new event as the bus says there is one (reading it from the database). Every few seconds
 * a heartbeat also reads, so an event whose bus message was lost still arrives.
 */
export class LiveStreams {
  private readonly open = new Set<Stream>();
  /** Hourly: live events past what a reconnect replays. */
  private readonly purge: PeriodicTask;
  private readonly heartbeatMs: number;
  private readonly maxAgeMs: number;
  private readonly maxPerPerson: number;
  private readonly maxPerAddress: number;
  private readonly maxTotal: number;
  private readonly maxQueuedBytes: number;
  private readonly maxReplay: number;

  constructor(
    private readonly db: Db,
    private readonly bus: LiveBus,
    private readonly options: LiveStreamOptions,
  ) {
    this.heartbeatMs = options.heartbeatMs ?? 25_000;
    this.maxAgeMs = options.maxAgeMs ?? 30 * 60_000;
    this.maxPerPerson = options.maxPerPerson ?? 10;
    this.maxPerAddress = options.maxPerAddress ?? 60;
    this.maxTotal = options.maxTotal ?? 5_000;
    this.maxQueuedBytes = options.maxQueuedBytes ?? MAX_QUEUED_BYTES;
    this.maxReplay = options.maxReplay ?? MAX_REPLAY;
    this.purge = new PeriodicTask(
      'live events purge',
      async () => {
        await db
          .delete(liveEvents)
          .where(
            sql`${liveEvents.createdAt} < now() - ${`${LIVE_EVENTS_KEPT_MS} milliseconds`}::interval`,
          );
      },
      options.log,
    );
  }

  get size(): number {
    return this.open.size;
  }

  /** Bytes written to this instance's streams and not yet taken by their sockets. */
  get queuedBytes(): number {
    let bytes = 0;
    for (const stream of this.open) bytes += stream.response.writableLength;
    return bytes;
  }

  /** Ends a person's streams on this instance (their account was deleted). */
  endFor(userId: string): void {
    for (const stream of [...this.open]) if (stream.userId === userId) stream.close();
  }

  /** Starts removing events older than two days (now and hourly). */
  start(): void {
    void this.purge.start({ now: true });
  }

  /**
   * Ends every open stream (the server is closing), each with a retry hint spread over a few
   * seconds: the pages reconnect, through the balancer, to an instance that stays.
   */
  async stop(): Promise<void> {
    this.purge.stop();
    const { least, most } = SHUTDOWN_RETRY_MS;
    for (const stream of [...this.open]) {
      stream.close(least + Math.floor(Math.random() * (most - least)));
    }
    await this.bus.close();
  }

  /** Refuses a stream over a limit (before the response is taken over). */
  admit(owner: Pick<StreamOwner, 'userId' | 'address'>): void {
    if (this.open.size >= this.maxTotal)
      throw new TooManyStreamsError('Live updates are busy right now. The page will try again.');
    let person = 0;
    let address = 0;
    for (const stream of this.open) {
      if (stream.userId === owner.userId) person += 1;
      if (stream.address === owner.address) address += 1;
    }
    if (person >= this.maxPerPerson) throw new TooManyStreamsError();
    if (address >= this.maxPerAddress)
      throw new TooManyStreamsError(
        'Too many open pages from your network are following live updates. Try again later.',
      );
  }

  /**
   * Serves a stream on `response` (already taken from the framework) until the client goes, the
   * stream's time is up, its account may no longer follow it, or the server closes. Frames are
   * written as the socket takes them: a stream whose socket is full waits before reading more
   * rows, and one that has not taken what it was sent by the next heartbeat (or has more than
   * `maxQueuedBytes` waiting) is closed: its page reconnects and is told to reload.
   */
  async serve(owner: StreamOwner, response: ServerResponse, lastEventId: number | null) {
    const { userId } = owner;
    let position = 0;
    let reading: Promise<void> | null = null;
    let again = false;
    let closed = false;
    let checking = false;

    /** Writes a frame; false when the stream is closed or its socket is full. */
    const write = (frame: string): boolean => {
      if (closed) return false;
      const taken = response.write(frame);
      if (response.writableLength > this.maxQueuedBytes) {
        stream.close();
        return false;
      }
      return taken;
    };
    /** Until the socket has taken what was queued (or the stream closed). */
    const drained = () =>
      new Promise<void>((resolve) => {
        const done = () => {
          response.off('drain', done);
          response.off('close', done);
          resolve();
        };
        response.once('drain', done);
        response.once('close', done);
      });
    const read = async () => {
      for (;;) {
        const rows = await this.db
          .select({ seq: liveEvents.seq, type: liveEvents.type, data: liveEvents.data })
          .from(liveEvents)
          .where(and(eq(liveEvents.userId, userId), gt(liveEvents.seq, position)))
          .orderBy(asc(liveEvents.seq))
          .limit(BATCH);
        for (const row of rows) {
          if (closed) return;
          const taken = write(
            `id: ${row.seq}\nevent: ${row.type}\ndata: ${JSON.stringify(row.data)}\n\n`,
          );
          position = row.seq;
          if (!taken) await drained();
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
    // Each heartbeat: a stream whose socket has not taken the last one is closed; the account
    // is asked again (deleted, disabled or signed out everywhere: closed); then what was missed.
    const beat = async () => {
      if (closed) return;
      if (response.writableNeedDrain) {
        stream.close();
        return;
      }
      if (owner.stillAllowed && !checking) {
        checking = true;
        const allowed = await owner.stillAllowed().catch(() => false);
        checking = false;
        if (!allowed) {
          stream.close();
          return;
        }
      }
      write(': ping\n\n');
      void drain();
    };

    const unsubscribe = this.bus.subscribe(userId, () => void drain());
    const heartbeat = setInterval(() => void beat(), this.heartbeatMs);
    const expiry = setTimeout(() => stream.close(), this.maxAgeMs);
    const stream: Stream = {
      userId,
      address: owner.address,
      response,
      close: (retryMs?: number) => {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        clearTimeout(expiry);
        unsubscribe();
        this.open.delete(stream);
        // Whatever is still queued is dropped: the page reconnects with its Last-Event-ID. A
        // stream keeping up is told how soon to come back (the server is closing).
        if (response.writableLength > 0) response.destroy();
        else if (retryMs !== undefined) response.end(`retry: ${retryMs}\n\n`);
        else response.end();
      },
    };
    this.open.add(stream);
    response.on('close', () => stream.close());

    write('retry: 3000\n\n');
    const start = await replayStart(this.db, userId, lastEventId, this.maxReplay);
    if (start.reset) write(`event: reset\ndata: {}\n\n`);
    position = start.position;
    write(`id: ${position}\nevent: ready\ndata: ${JSON.stringify({ position })}\n\n`);
    await drain();
  }
}
