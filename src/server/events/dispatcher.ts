import { asc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { afterCommit } from '../db/transaction';
import { domainEvents, type DomainEventRow } from '../db/schema';
import { PeriodicTask, type Logger } from '../lib/periodic';
import { onBehalfOf } from '../lib/request-context';
import type { DomainEvent, DomainEventType } from './types';

/** A claim older than this belongs to a dispatcher that died: its events are taken again. */
export const CLAIM_EXPIRES_MS = 60_000;
const BATCH = 100;
const SWEEP_EVERY_MS = 30_000;

type Subscriber<K extends DomainEventType> = (event: DomainEvent<K>) => Promise<void> | void;

/**
 * When a subscriber runs among an event's others: `store` ones keep what the event leaves behind
 * (notifications, a cache cleared), then `announce` ones tell open pages about it (the live
 * stream, which says whether a notification came with it), whatever order they registered in.
 */
export type SubscriberStage = 'store' | 'announce';

/**
 * Hands recorded events to the subscribers registered at start-up, in id order, at least once:
 * it claims a batch of undispatched rows, runs every subscriber of each, and marks them
 * dispatched. It runs after each commit that recorded events, and once when it starts (rows left
 * by a process that died between commit and dispatch). Several instances share the rows: a claim
 * keeps the others off them; a claim over a minute old is taken again. Subscribers must bear
 * seeing an event twice (after such a crash). One that throws is logged; the event is tried
 * again after the claim expires.
 */
export class EventDispatcher {
  private readonly subscribers = new Map<
    DomainEventType,
    { stage: SubscriberStage; run: Subscriber<DomainEventType> }[]
  >();
  private running: Promise<void> | null = null;
  private again = false;
  /**
   * Set by `stop`: the round under way finishes, no other starts. What is still pending stays in
   * the outbox for the next start (closing does not wait for a backlog: a test's burst of writes
   * once kept a closing app dispatching for over a minute).
   */
  private stopping = false;
  /** The outbox's sweep; a failed round is logged, and its events are taken again next time. */
  private readonly sweep: PeriodicTask;
  private readonly listener = async () => {
    await this.sweep.run();
  };
  private stopHearing: () => void = () => undefined;

  constructor(
    private readonly db: Db,
    private readonly log: Pick<Logger, 'error' | 'info'>,
    /** How often it also looks for events left over (a failed subscriber, a dead dispatcher). */
    sweepEveryMs = SWEEP_EVERY_MS,
  ) {
    this.sweep = new PeriodicTask(
      'event dispatch',
      () => this.dispatchPending(),
      log,
      sweepEveryMs,
    );
  }

  subscribe<K extends DomainEventType>(
    type: K,
    subscriber: Subscriber<K>,
    stage: SubscriberStage = 'store',
  ): void {
    const list = this.subscribers.get(type) ?? [];
    list.push({ stage, run: subscriber as Subscriber<DomainEventType> });
    // Stable: within a stage, the order of registration.
    list.sort((a, b) => Number(a.stage === 'announce') - Number(b.stage === 'announce'));
    this.subscribers.set(type, list);
  }

  /** The event types with at least one subscriber (a test holds every type to have one). */
  subscribedTypes(): DomainEventType[] {
    return [...this.subscribers.keys()];
  }

  /**
   * Starts taking the events that commit from now on, those left undispatched before, and every
   * `sweepEveryMs` whatever is still pending. A database that does not answer yet is no reason
   * not to start: the next sweep tries again.
   */
  async start(): Promise<void> {
    this.stopping = false;
    this.stopHearing = afterCommit(this.db, this.listener);
    await this.sweep.start({ now: true });
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.sweep.stop();
    this.stopHearing();
    await this.running?.catch(() => undefined);
  }

  /**
   * Dispatches every pending event; calls made while a round runs are folded into one more round
   * (and resolve when it is done), so a burst of commits costs one query per round.
   */
  dispatchPending(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    const run = (async () => {
      try {
        do {
          this.again = false;
          while (!this.stopping && (await this.round()) === BATCH);
        } while (this.again && !this.stopping);
      } finally {
        this.running = null;
      }
    })();
    this.running = run;
    return run;
  }

  /** One batch: claimed, handed over, marked. Returns how many events it claimed. */
  private async round(): Promise<number> {
    const claimed = await this.claim();
    const done: number[] = [];
    for (const row of claimed) {
      if (await this.deliver(row)) done.push(row.id);
    }
    if (done.length > 0) {
      await this.db
        .update(domainEvents)
        .set({ dispatchedAt: sql`now()` })
        .where(inArray(domainEvents.id, done));
    }
    return claimed.length;
  }

  private async claim(): Promise<DomainEventRow[]> {
    const expired = sql`now() - ${`${CLAIM_EXPIRES_MS} milliseconds`}::interval`;
    const rows = await this.db
      .update(domainEvents)
      .set({ claimedAt: sql`now()` })
      .where(
        sql`${domainEvents.id} in (
          select id from ${domainEvents}
           where dispatched_at is null and (claimed_at is null or claimed_at < ${expired})
           order by id
           limit ${BATCH}
           for update skip locked)`,
      )
      .returning();
    return rows.sort((a, b) => a.id - b.id);
  }

  private async deliver(row: DomainEventRow): Promise<boolean> {
    const event = {
      id: row.id,
      type: row.type as DomainEventType,
      createdAt: row.createdAt,
      subjects: row.subjects,
      payload: row.payload,
    } as DomainEvent;
    let delivered = true;
    const started = performance.now();
    const logged = { event: row.id, type: row.type, requestId: row.requestId };
    // The subscribers work on behalf of the request that recorded it: the deliveries and events
    // they make carry its id.
    await onBehalfOf(row.requestId, async () => {
      for (const subscriber of this.subscribers.get(event.type) ?? []) {
        try {
          await subscriber.run(event);
        } catch (error) {
          delivered = false;
          this.log.error({ ...logged, err: error }, 'event subscriber failed');
        }
      }
    });
    if (delivered) {
      this.log.info(
        { ...logged, responseTime: Math.round((performance.now() - started) * 10) / 10 },
        'event handled',
      );
    }
    return delivered;
  }
}

/** Reads the events recorded so far, oldest first (tests and tools). */
export async function readEvents(db: Db) {
  return db.select().from(domainEvents).orderBy(asc(domainEvents.id));
}
