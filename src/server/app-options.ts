import type { Redis } from 'ioredis';
import type { AppConfig } from '../domain/app-config';
import type { TokenVerifier } from './auth/verifier';
import type { DeliveryOptions } from './background';
import type { Database } from './db/client';
import type { EventDispatcher } from './events/dispatcher';
import type { FileStore } from './lib/storage';
import type { ClientBundle } from './plugins/client-bundle';
import type { RateLimits } from './plugins/rate-limit';
import type { StandInOptions } from './routes/payfast-stand-in';
import type { TradeSafeStandIn } from './routes/tradesafe-stand-in';
import type { PaymentGateway, Seller } from './services/credit';
import type { EscrowPartner } from './services/escrow';
import type { LiveStreamOptions, LiveStreams } from './services/live';
import type { DeliveryWorker } from './services/notifications';
import type { ProviderListCache } from './services/providers';
import type { ReviewPublisher } from './services/reviews';
import type { SearchPages } from './services/search-pages';

/** What `buildApp` (./app.ts) is given, and what it adds to the Fastify instance. */
export interface AppOptions {
  database: Database;
  verifier: TokenVerifier;
  publicConfig: AppConfig;
  /** The built client to serve; omitted in API tests. */
  client?: ClientBundle | null;
  /** Logging (with LOG_SERIALIZERS: no query values, parameters or row details in the logs). */
  logger?: boolean | { level: string; stream?: NodeJS.WritableStream };
  trustProxy?: boolean | string;
  production?: boolean;
  /** Abuse limits; null turns them off. Defaults to DEFAULT_RATE_LIMITS. */
  rateLimits?: RateLimits | null;
  /** Shares rate-limit counters between instances; without it they live in the database. */
  redis?: Redis | undefined;
  rateLimitNameSpace?: string;
  /** Where the first pages of Browse Providers are kept; without it each is read every time. */
  providerListCache?: ProviderListCache | undefined;
  /** Where the search pages (issue 51) are kept; without it each is written every time. */
  searchPageCache?: ProviderListCache | undefined;
  /** The time (tests move it): review windows, quiet hours, lead grouping. */
  clock?: () => Date;
  /** Live event streams: heartbeat, lifetime and per-person limit (tests shorten them). */
  liveStreams?: Partial<Omit<LiveStreamOptions, 'log'>>;
  /** Email and WhatsApp delivery; without it both land in the embedded mailbox. */
  delivery?: DeliveryOptions;
  /** Where verification documents are kept; without it a temporary folder (tests). */
  files?: FileStore;
  /**
   * The payment gateway for top-ups and, for `npm start`, the embedded stand-in it points at
   * (served at /dev/payfast). Without it: the stand-in, on this app's own address.
   */
  payments?: {
    gateway: PaymentGateway | null;
    standIn?: StandInOptions | undefined;
    /** Who issues providers' invoices; without it Khaya's name, without a VAT number. */
    seller?: Seller | undefined;
  };
  /**
   * The escrow partner for payment through Khaya and, for `npm start`, the embedded stand-in it
   * points at (served at /dev/tradesafe). Without it: the stand-in, on this app's own address.
   */
  escrow?: {
    partner: EscrowPartner | null;
    standIn?: TradeSafeStandIn | undefined;
    /** Seals providers' bank account numbers; without it a key for this process only (tests). */
    payoutKey?: Buffer | undefined;
  };
  /** The bearer token for `GET /metrics`; without it no metrics are served. */
  metricsToken?: string | undefined;
  /** Turn requests away (503) while the event loop lags more than this; 0 or absent: never. */
  overloadEventLoopDelayMs?: number;
}

export interface RouteEntry {
  method: string;
  url: string;
  auth: string;
  hidden: boolean;
  /** The declared response schemas by status code (zod), so tests can check every answer. */
  responses: Record<string, unknown>;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    /** Every /api route the app serves, as registered (tests enumerate it). */
    apiRoutes: RouteEntry[];
    providerListCache: ProviderListCache;
    /** Hands the domain events that commit to the subscribers (./background.ts). */
    events: EventDispatcher;
    /** Sends the queued emails and WhatsApp messages. */
    deliveries: DeliveryWorker;
    /** The search pages and price guides (issue 51). */
    searchPages: SearchPages;
    /** Publishes reviews whose window ended. */
    reviewPublisher: ReviewPublisher;
    /** This instance's open `GET /api/events` streams. */
    liveStreams: LiveStreams;
    /** Whether cookies are marked Secure (production, behind HTTPS). */
    secureCookies: boolean;
    /** Shutting down: still serving, but no longer ready (the balancer stops sending). */
    draining: boolean;
  }
}
