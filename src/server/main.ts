import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import {
  memoryProviderListCache,
  NO_PROVIDER_LIST_CACHE,
  redisProviderListCache,
} from './services/providers';
import { buildApp, type AppOptions } from './app';
import { PAYFAST_HOSTS } from './lib/payments/payfast';
import { standInPayments } from './routes/payfast-stand-in';
import { standInEscrow } from './routes/tradesafe-stand-in';
import { tradeSafePartner } from './services/escrow';
import { localSealKey } from './lib/sealed';
import { payFastGateway } from './services/credit';
import type { DeliveryOptions } from './background';
import { smtpTransport, vapidSubjectOf, whatsappTransport } from './services/notifications';
import { folderStore, s3Store, type FileStore } from './lib/storage';
import { DEFAULT_RATE_LIMITS, scaleRateLimits } from './plugins/rate-limit';
import { firebaseVerifier } from './auth/verifier';
import { openDatabase, type Database } from './db/client';
import { DEMO_ACCOUNTS } from './demo';
import { DataDirLockedError } from './db/lock';
import { migrateAtStart } from './migrate';
import { SchemaNewerThanCodeError } from './db/migrate';
import { answerWhileStarting } from './starting';
import { ensureDemoAccounts, isDatabaseEmpty, seedDemoData } from './demo';
import { EnvError, readEnv, useAuthEmulator, type Env } from './env';
import { loadClientBundle, loadLanguageBundles, loadPageRenderer } from './plugins/client-bundle';
import type { AppConfig } from '../domain/app-config';

export const CLIENT_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../dist/client',
);

export function publicConfigOf(env: Env): AppConfig {
  return {
    firebase: env.firebaseWeb,
    ...(env.authEmulatorHost ? { authEmulatorUrl: `http://${env.authEmulatorHost}` } : {}),
    ...(env.googleMapsApiKey ? { googleMapsApiKey: env.googleMapsApiKey } : {}),
    // Without a TradeSafe client, production has no payment through Khaya (escrowOf).
    ...(env.tradesafe || env.nodeEnv !== 'production' ? { protectedPayment: true } : {}),
  };
}

/**
 * A Redis client for shared rate-limit counters: it fails fast instead of queueing while Redis
 * is away (the limits then let requests through rather than hang them).
 */
export function connectRedis(url: string): Redis {
  const redis = new Redis(url, {
    connectTimeout: 2000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: false,
  });
  redis.on('error', (error: Error) => console.warn(`Redis: ${error.message}`));
  return redis;
}

/** Email over SMTP_URL and WhatsApp with its account, each else into the embedded mailbox. */
export function deliveryOptionsOf(env: Env, siteUrl: string): DeliveryOptions {
  const from = env.mailFrom ?? `Khaya <no-reply@${new URL(siteUrl).hostname}>`;
  return {
    siteUrl,
    ...(env.smtpUrl ? { email: smtpTransport(env.smtpUrl, from, siteUrl) } : {}),
    ...(env.whatsapp
      ? { whatsapp: { transport: whatsappTransport(env.whatsapp), config: env.whatsapp } }
      : {}),
    vapid: { keys: env.vapid, subject: env.vapidSubject ?? vapidSubjectOf(from) },
    devMailbox: Boolean(env.authEmulatorHost) && env.nodeEnv !== 'production',
    authEmulator: env.authEmulatorHost
      ? { host: env.authEmulatorHost, projectId: env.firebaseProjectId }
      : undefined,
  };
}

/**
 * Top-ups through PayFast with its merchant account (its sandbox with PAYFAST_SANDBOX=true);
 * without one, the embedded stand-in (not in production: there, no top-ups until it is set).
 */
export function paymentsOf(env: Env, siteUrl: string): NonNullable<AppOptions['payments']> {
  if (env.payfast) {
    return {
      gateway: payFastGateway({
        merchantId: env.payfast.merchantId,
        merchantKey: env.payfast.merchantKey,
        passphrase: env.payfast.passphrase,
        host: env.payfast.sandbox ? PAYFAST_HOSTS.sandbox : PAYFAST_HOSTS.live,
        sources: 'payfast',
      }),
      seller: env.seller,
    };
  }
  return env.nodeEnv === 'production'
    ? { gateway: null, seller: env.seller }
    : { ...standInPayments(siteUrl), seller: env.seller };
}

/**
 * Payment through Khaya with TradeSafe (its sandbox by TRADESAFE_API_URL); without a client,
 * the embedded stand-in (not in production: there, customers pay providers directly until it is
 * set).
 */
export function escrowOf(env: Env, siteUrl: string): NonNullable<AppOptions['escrow']> {
  if (env.tradesafe) return { partner: tradeSafePartner(env.tradesafe) };
  return env.nodeEnv === 'production' ? { partner: null } : standInEscrow(siteUrl);
}

/** Documents in S3-compatible storage with S3_BUCKET, else in DATA_DIR/files. */
export function fileStoreOf(env: Env): FileStore {
  return env.s3 ? s3Store(env.s3) : folderStore(path.join(env.dataDir, 'files'));
}

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  url: string;
  close(): Promise<void>;
  /**
   * A graceful stop (SIGTERM): readiness says no for `drainMs` while requests are still served,
   * so the balancer stops sending before the server closes; then it closes (in-flight requests
   * and deliveries finish, live streams end with a retry hint).
   */
  drainAndClose(drainMs: number): Promise<void>;
}

/** Opens the database, migrates, seeds when asked, and listens. Used by `npm start` and `dev`. */
export async function startServer(env: Env): Promise<RunningServer> {
  if (env.authEmulatorHost) useAuthEmulator(env.authEmulatorHost);
  const database = await openDatabase(env);
  const files = fileStoreOf(env);
  const starting = await answerWhileStarting(env.port, env.host);
  try {
    await migrateAtStart(database, env.databaseUrl);
    const empty = await isDatabaseEmpty(database.db);
    const seed =
      env.seedDemoData === 'always' ||
      (env.seedDemoData === 'auto' && Boolean(env.authEmulatorHost));
    if (seed && empty) {
      const { providers, jobs, waitingDocuments } = await seedDemoData(database.db, files);
      console.log(
        `Seeded demo data: ${providers} providers, ${jobs} past jobs with their reviews, ${waitingDocuments} documents waiting for a check.`,
      );
    }
    if (env.authEmulatorHost) await ensureDemoAccounts(env.firebaseProjectId);

    const publicConfig = publicConfigOf(env);
    const siteUrl =
      env.publicUrl ??
      `http://${env.host === '0.0.0.0' || env.host === '127.0.0.1' ? 'localhost' : env.host}:${env.port}`;
    // Link previews need absolute addresses (og:image, og:url): the site's own, set or not.
    const client = loadClientBundle(CLIENT_DIR, publicConfig, siteUrl);
    if (!client) console.warn('No built client in dist/client: serving the API only.');
    else {
      client.renderer = await loadPageRenderer(CLIENT_DIR);
      client.languages = await loadLanguageBundles(CLIENT_DIR, publicConfig, siteUrl);
    }
    const redis = env.redisUrl ? connectRedis(env.redisUrl) : undefined;
    const app = await buildApp({
      database,
      delivery: deliveryOptionsOf(env, siteUrl),
      payments: paymentsOf(env, siteUrl),
      escrow: {
        ...escrowOf(env, siteUrl),
        payoutKey: env.payoutDetailsKey ?? (await localSealKey(env.dataDir)),
      },
      files,
      redis,
      // Shared through Redis; in process memory only with PGlite (one process holds it).
      providerListCache: redis
        ? redisProviderListCache(redis)
        : database.kind === 'pglite'
          ? memoryProviderListCache()
          : NO_PROVIDER_LIST_CACHE,
      searchPageCache:
        env.searchPageCacheSeconds === 0
          ? NO_PROVIDER_LIST_CACHE
          : redis
            ? redisProviderListCache(redis, {
                prefix: 'search-pages:',
                ttl: env.searchPageCacheSeconds * 1000,
              })
            : database.kind === 'pglite'
              ? memoryProviderListCache(env.searchPageCacheSeconds * 1000)
              : NO_PROVIDER_LIST_CACHE,
      rateLimits: scaleRateLimits(DEFAULT_RATE_LIMITS, env.rateLimitFactor),
      verifier: firebaseVerifier(env.firebaseProjectId),
      publicConfig,
      client,
      logger: env.logLevel === 'silent' ? false : { level: env.logLevel },
      trustProxy: env.trustProxy,
      production: env.nodeEnv === 'production',
      metricsToken: env.metricsToken,
      overloadEventLoopDelayMs: env.overloadEventLoopDelayMs,
    });
    await starting.close();
    await app.listen({ port: env.port, host: env.host });
    const shownHost = env.host === '0.0.0.0' || env.host === '127.0.0.1' ? 'localhost' : env.host;
    const url = `http://${shownHost}:${env.port}`;
    const close = async () => {
      await app.close();
      redis?.disconnect();
      await database.close();
    };
    return {
      app,
      database,
      url,
      close,
      drainAndClose: async (drainMs) => {
        app.draining = true;
        if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
        await close();
      },
    };
  } catch (error) {
    await starting.close();
    await database.close().catch(() => undefined);
    throw error;
  }
}

export function printBanner(server: RunningServer, env: Env): void {
  const lines = [
    '',
    `  Home services marketplace is running at ${server.url}`,
    `  Database: ${server.database.kind === 'pglite' ? `PGlite in ${env.dataDir}` : 'PostgreSQL'}`,
    `  Files:    ${env.s3 ? `S3 bucket ${env.s3.bucket} at ${env.s3.endpoint}` : `documents in ${path.join(env.dataDir, 'files')}`}`,
    `  Identity: ${env.authEmulatorHost ? `Firebase Auth emulator at ${env.authEmulatorHost}` : `Firebase project ${env.firebaseProjectId}`}`,
  ];
  const caught = [env.smtpUrl ? null : 'emails', env.whatsapp ? null : 'WhatsApp messages'].filter(
    Boolean,
  );
  if (caught.length > 0) {
    lines.push(
      env.authEmulatorHost && env.nodeEnv !== 'production'
        ? `  Mailbox:  ${caught.join(' and ')} are caught, not sent: ${server.url}/dev/mailbox`
        : `  Mailbox:  ${caught.join(' and ')} are kept in the database, not sent (set SMTP_URL / WHATSAPP_*)`,
    );
  }
  lines.push(
    env.payfast
      ? `  Payments: PayFast${env.payfast.sandbox ? ' sandbox' : ''}, merchant ${env.payfast.merchantId}`
      : env.nodeEnv === 'production'
        ? '  Payments: none (set PAYFAST_MERCHANT_ID and PAYFAST_MERCHANT_KEY for top-ups)'
        : `  Payments: top-ups go to the stand-in PayFast: ${server.url}/dev/payfast (no money moves)`,
  );
  if (env.authEmulatorHost) {
    lines.push(
      '',
      '  Demo accounts:',
      `    customer  ${DEMO_ACCOUNTS.customer.email}  password ${DEMO_ACCOUNTS.customer.password}`,
      `    provider  ${DEMO_ACCOUNTS.provider.email}  password ${DEMO_ACCOUNTS.provider.password}`,
      `    admin     ${DEMO_ACCOUNTS.admin.email}     password ${DEMO_ACCOUNTS.admin.password}  (the desk: /admin)`,
    );
  }
  lines.push('', '  Press Ctrl-C to stop.', '');
  console.log(lines.join('\n'));
}

/** Turns the start-up failures a person can fix into one clear line and a non-zero exit. */
export function exitOnStartupError(error: unknown): never {
  if (
    error instanceof EnvError ||
    error instanceof DataDirLockedError ||
    error instanceof SchemaNewerThanCodeError
  ) {
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
  console.error(error);
  process.exit(1);
}

// `tsx src/server/main.ts`: the server alone (the database and identity must already be there).
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  try {
    const env = readEnv();
    const server = await startServer(env);
    printBanner(server, env);
    const stop = () => void server.drainAndClose(env.shutdownDrainMs).then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  } catch (error) {
    exitOnStartupError(error);
  }
}
