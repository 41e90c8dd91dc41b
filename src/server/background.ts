/**
 * What the server does besides answering requests, wired once at start-up: the domain events'
 * dispatcher and each feature's subscribers, the email and WhatsApp delivery worker, the review
 * publisher, the live event streams and the periodic sweeps. `start` runs when the app is ready,
 * `stop` when it closes.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Database } from './db/client';
import { EventDispatcher } from './events/dispatcher';
import { eraseOldJobMessages } from './services/account';
import { eraseOldContactMessages } from './services/contact';
import {
  inProcessBus,
  LiveStreams,
  redisBus,
  streamLiveEvents,
  type LiveStreamOptions,
} from './services/live';
import {
  DeliveryWorker,
  MAILBOX,
  notifyOnEvents,
  pushTransport,
  type Transport,
  type VapidSource,
  type WhatsappConfig,
} from './services/notifications';
import { PeriodicTask } from './lib/periodic';
import { clearProviderListCacheOnChange, type ProviderListCache } from './services/providers';
import { SearchPages } from './services/search-pages';
import { ReviewPublisher } from './services/reviews';
import { scratchStore, type FileStore } from './lib/storage';
import { decidedFileSweeper } from './services/verification';
import { sendDueReminders } from './services/bookings';
import { lapseSettleTime, moveStuckDisputeMoney } from './services/disputes';
import { lapseNoShows } from './services/cancellations';
import { reconcileProtectedPayments, type EscrowPartner } from './services/escrow';

export interface DeliveryOptions {
  /** The site's origin, for links in messages (http://localhost:5000). */
  siteUrl: string;
  email?: Transport;
  whatsapp?: { transport: Transport; config: WhatsappConfig } | undefined;
  /** The VAPID keys push messages are signed with (set, or made once and kept) and the subject. */
  vapid?: VapidSource | undefined;
  /** Show the embedded mailbox at /dev/mailbox (only on the Auth emulator). */
  devMailbox?: boolean;
  /** The Auth emulator whose sign-in mails (verification links, resets) the mailbox shows too. */
  authEmulator?: { host: string; projectId: string } | undefined;
  clock?: () => Date;
  pollMs?: number;
  leaseMs?: number;
}

export interface BackgroundOptions {
  database: Database;
  log: FastifyBaseLogger;
  clock: () => Date;
  delivery: DeliveryOptions;
  providerListCache: ProviderListCache;
  /** Carries live events between instances; without it they stay in this process. */
  redis?: Redis | undefined;
  liveStreams?: Partial<Omit<LiveStreamOptions, 'log'>> | undefined;
  /** Where documents and photos are kept; without it a temporary folder that goes at `stop`. */
  files?: FileStore | undefined;
  /** The escrow partner whose open transactions the reconciliation reads back. */
  escrow?: EscrowPartner | null | undefined;
  /** Where the search pages are kept (issue 51). */
  searchPageCache?: ProviderListCache | undefined;
}

export interface BackgroundWork {
  events: EventDispatcher;
  deliveries: DeliveryWorker;
  reviewPublisher: ReviewPublisher;
  liveStreams: LiveStreams;
  files: FileStore;
  searchPages: SearchPages;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** The VAPID keys and subject of these options: kept in the database unless set. */
export function vapidOf(delivery: DeliveryOptions): VapidSource {
  return delivery.vapid ?? { subject: `mailto:no-reply@${new URL(delivery.siteUrl).hostname}` };
}

export function backgroundWork(options: BackgroundOptions): BackgroundWork {
  const { db } = options.database;
  const { clock, delivery, log } = options;
  const events = new EventDispatcher(db, log);
  // The subscribers, in the order an event reaches them.
  clearProviderListCacheOnChange(events, options.providerListCache);
  const searchPages = new SearchPages(db, {
    siteUrl: delivery.siteUrl,
    clock,
    log,
    cache: options.searchPageCache,
  });
  searchPages.subscribe(events);
  const deliveries = new DeliveryWorker({
    db,
    log,
    transports: {
      email: delivery.email ?? MAILBOX,
      whatsapp: delivery.whatsapp?.transport ?? MAILBOX,
      // Browsers' push services are the real thing everywhere: a browser chose its own.
      push: pushTransport(db, { vapid: vapidOf(delivery) }),
    },
    siteUrl: delivery.siteUrl,
    clock,
    ...(delivery.pollMs ? { pollMs: delivery.pollMs } : {}),
    ...(delivery.leaseMs ? { leaseMs: delivery.leaseMs } : {}),
  });
  notifyOnEvents(events, db, { clock, onQueued: () => deliveries.wake() });
  // After the notifications: an event's notifications are stored before open pages hear of it.
  const liveBus = options.redis ? redisBus(options.redis) : inProcessBus();
  streamLiveEvents(events, db, liveBus);
  const liveStreams = new LiveStreams(db, liveBus, { log, ...options.liveStreams });
  const reviewPublisher = new ReviewPublisher(db, log, clock);
  const { store: files, remove: removeScratch } = options.files
    ? { store: options.files, remove: () => undefined }
    : scratchStore();
  const escrow = options.escrow;
  const sweeps = [
    decidedFileSweeper(db, files, log, clock),
    new PeriodicTask(
      'finished jobs message erasure',
      () => eraseOldJobMessages(db, clock(), undefined, files),
      log,
    ),
    new PeriodicTask(
      'old contact messages erasure',
      () => eraseOldContactMessages(db, clock()),
      log,
    ),
    // Every five minutes: a reminder goes out at most that late.
    new PeriodicTask('visit reminders', () => sendDueReminders(db, clock()), log, 5 * 60_000),
    // Every five minutes: disputes past their 48 hours to settle go to Khaya, money held for an
    // ended dispute that the partner did not answer moves, and unanswered no-shows stand.
    new PeriodicTask(
      'disputes sweep',
      async () => {
        await lapseSettleTime(db, clock());
        await moveStuckDisputeMoney(db, escrow ?? null);
        // No-shows not answered within their 24 hours stand as confirmed (issue 49).
        await lapseNoShows(db, escrow ?? null, clock());
      },
      log,
      5 * 60_000,
    ),
    // Every five minutes: lost callbacks repaired, and work the partner accepted after its
    // inspection period seen, within that time.
    ...(escrow
      ? [
          new PeriodicTask(
            'protected payments reconciliation',
            () => reconcileProtectedPayments(db, escrow),
            log,
            5 * 60_000,
          ),
        ]
      : []),
  ];
  return {
    events,
    deliveries,
    reviewPublisher,
    liveStreams,
    files,
    searchPages,
    async start() {
      for (const sweep of sweeps) void sweep.start();
      void searchPages.start();
      await events.start();
      deliveries.start();
      reviewPublisher.start();
      liveStreams.start();
    },
    async stop() {
      for (const sweep of sweeps) sweep.stop();
      searchPages.stop();
      removeScratch();
      await events.stop();
      await deliveries.stop();
      await reviewPublisher.stop();
    },
  };
}
