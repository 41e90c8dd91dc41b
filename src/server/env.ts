import path from 'node:path';
import { z } from 'zod';
import { EnvError } from './env-error';
import { paymentEnvFields, readPaymentEnv, type PaymentEnv } from './env-payments';

/**
 * Every environment variable the server reads is read here and nowhere else.
 * Defaults give the embedded set-up: PGlite under .data/, the local Auth emulator.
 */
const port = z.coerce.number().int().min(0).max(65535);
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(5000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: optionalText,
  DATA_DIR: z.string().default('.data'),
  FIREBASE_API_KEY: optionalText,
  FIREBASE_AUTH_DOMAIN: optionalText,
  FIREBASE_PROJECT_ID: optionalText,
  FIREBASE_APP_ID: optionalText,
  FIREBASE_AUTH_EMULATOR_HOST: optionalText,
  AUTH_EMULATOR_PORT: port.default(9099),
  EMULATOR_HUB_PORT: port.default(4400),
  EMULATOR_LOGGING_PORT: port.default(4500),
  GOOGLE_MAPS_API_KEY: optionalText,
  PUBLIC_URL: optionalText,
  REDIS_URL: optionalText,
  RATE_LIMIT_FACTOR: z.coerce.number().min(0).default(1),
  SEARCH_PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  TRUST_PROXY: optionalText,
  METRICS_TOKEN: optionalText,
  OVERLOAD_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1000),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO_DATA: z.enum(['auto', 'always', 'never']).default('auto'),
  SMTP_URL: optionalText,
  MAIL_FROM: optionalText,
  WHATSAPP_TOKEN: optionalText,
  WHATSAPP_PHONE_NUMBER_ID: optionalText,
  WHATSAPP_APP_SECRET: optionalText,
  WHATSAPP_VERIFY_TOKEN: optionalText,
  WHATSAPP_GRAPH_URL: z.url().default('https://graph.facebook.com'),
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  VAPID_SUBJECT: optionalText,
  ...paymentEnvFields,
  KHAYA_LEGAL_NAME: z.string().trim().min(1).default('Khaya Marketplace'),
  KHAYA_ADDRESS: z.string().trim().min(1).default('Cape Town, South Africa'),
  KHAYA_VAT_NUMBER: optionalText,
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalText,
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
});

export const EMULATOR_PROJECT_ID = 'demo-homeservices';
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId?: string;
}

export interface Env extends PaymentEnv {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** The Firebase project the server verifies tokens for. */
  firebaseProjectId: string;
  /** Web config handed to the browser. */
  firebaseWeb: FirebaseWebConfig;
  /** Set when identity is the local Auth emulator: "127.0.0.1:9099". */
  authEmulatorHost: string | undefined;
  emulatorPorts: { auth: number; hub: number; logging: number };
  googleMapsApiKey: string | undefined;
  /** The site's public origin (https://example.co.za), for absolute link-preview URLs. */
  publicUrl: string | undefined;
  redisUrl: string | undefined;
  /** Multiplies every rate limit; 0 turns them off. */
  rateLimitFactor: number;
  /** How long a search page (issue 51) is kept when no event clears it first; 0: never kept. */
  searchPageCacheSeconds: number;
  trustProxy: boolean | string;
  /** The bearer token `GET /metrics` asks for; without it there are no metrics to read. */
  metricsToken: string | undefined;
  /** Requests are turned away (503) while the event loop lags more than this; 0: never. */
  overloadEventLoopDelayMs: number;
  /** On SIGTERM, how long to keep serving while readiness says no (the balancer lets go first). */
  shutdownDrainMs: number;
  logLevel: string;
  seedDemoData: 'auto' | 'always' | 'never';
  /** Email over SMTP (`smtp://user:pass@host:587`); unset: the embedded mailbox. */
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  /** The WhatsApp Business Cloud API account; unset: WhatsApp messages go to the mailbox. */
  whatsapp:
    | {
        token: string;
        phoneNumberId: string;
        appSecret: string;
        verifyToken: string;
        graphUrl: string;
      }
    | undefined;
  /** The VAPID key pair push messages are signed with; unset: made once and kept in the database. */
  vapid: { publicKey: string; privateKey: string } | undefined;
  /** Who push services may contact about this server (`mailto:` or https); unset: MAIL_FROM's. */
  vapidSubject: string | undefined;
  /** Who issues providers' invoices; a VAT number makes them tax invoices. */
  seller: { name: string; address: string; vatNumber: string | undefined };
  /** S3-compatible storage for documents; unset: a folder under DATA_DIR. */
  s3:
    | {
        bucket: string;
        endpoint: string;
        region: string;
        accessKeyId: string;
        secretAccessKey: string;
      }
    | undefined;
}

export { EnvError };

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const details = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new EnvError(`Invalid environment: ${details}`);
  }
  const e = parsed.data;
  const realFirebase = Boolean(e.FIREBASE_API_KEY && e.FIREBASE_PROJECT_ID);
  const authEmulatorHost =
    e.FIREBASE_AUTH_EMULATOR_HOST ??
    (realFirebase ? undefined : `127.0.0.1:${e.AUTH_EMULATOR_PORT}`);

  if (e.NODE_ENV === 'production' && e.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new EnvError(
      'Refusing to start: FIREBASE_AUTH_EMULATOR_HOST is set with NODE_ENV=production. ' +
        'The emulator accepts unsigned tokens; unset it and configure a real Firebase project.',
    );
  }
  // On the emulator anyone may sign in as anyone and /dev/mailbox shows everyone's mail: such a
  // server answers this machine only.
  if (authEmulatorHost && !LOOPBACK_HOSTS.has(e.HOST.trim().toLowerCase())) {
    throw new EnvError(
      `Refusing to start: HOST=${e.HOST} would open the Auth emulator's server (and its dev ` +
        'mailbox, which shows everyone’s mail) to other machines. Use HOST=127.0.0.1, or ' +
        'configure a real Firebase project (FIREBASE_API_KEY and FIREBASE_PROJECT_ID).',
    );
  }
  if (e.NODE_ENV === 'production' && !realFirebase) {
    throw new EnvError(
      'Refusing to start: NODE_ENV=production needs a real Firebase project ' +
        '(FIREBASE_API_KEY and FIREBASE_PROJECT_ID).',
    );
  }

  if (e.METRICS_TOKEN && e.METRICS_TOKEN.length < 16) {
    throw new EnvError(
      'METRICS_TOKEN is too short: use at least 16 random characters (openssl rand -hex 24), or ' +
        'leave it unset to serve no metrics.',
    );
  }

  const whatsappVars = [
    e.WHATSAPP_TOKEN,
    e.WHATSAPP_PHONE_NUMBER_ID,
    e.WHATSAPP_APP_SECRET,
    e.WHATSAPP_VERIFY_TOKEN,
  ];
  if (whatsappVars.some(Boolean) && !whatsappVars.every(Boolean)) {
    throw new EnvError(
      'WhatsApp needs all four of WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET ' +
        'and WHATSAPP_VERIFY_TOKEN (or none, for the embedded mailbox).',
    );
  }

  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new EnvError(
      'Push needs both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (npx web-push generate-vapid-keys), ' +
        'or neither: a pair is then made once and kept in the database.',
    );
  }
  if (e.VAPID_SUBJECT && !/^(mailto:|https:\/\/)/.test(e.VAPID_SUBJECT)) {
    throw new EnvError(
      'VAPID_SUBJECT is who push services may contact: a mailto: address or an https:// URL.',
    );
  }

  if (e.S3_BUCKET && !(e.S3_ENDPOINT && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY)) {
    throw new EnvError(
      'S3_BUCKET needs S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY too (S3_REGION is ' +
        'optional); without S3_BUCKET documents are kept in a folder under DATA_DIR.',
    );
  }

  const payments = readPaymentEnv(e);

  const projectId = (realFirebase && e.FIREBASE_PROJECT_ID) || EMULATOR_PROJECT_ID;
  const trustProxy =
    e.TRUST_PROXY === undefined || e.TRUST_PROXY === 'false'
      ? false
      : e.TRUST_PROXY === 'true'
        ? true
        : e.TRUST_PROXY;

  const apiKey = realFirebase ? e.FIREBASE_API_KEY : undefined;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    firebaseProjectId: projectId,
    firebaseWeb: apiKey
      ? {
          apiKey,
          authDomain: e.FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
          projectId,
          ...(e.FIREBASE_APP_ID ? { appId: e.FIREBASE_APP_ID } : {}),
        }
      : { apiKey: 'demo-api-key', authDomain: `${projectId}.firebaseapp.com`, projectId },
    authEmulatorHost,
    emulatorPorts: {
      auth: authEmulatorHost
        ? Number(authEmulatorHost.split(':')[1] ?? e.AUTH_EMULATOR_PORT)
        : e.AUTH_EMULATOR_PORT,
      hub: e.EMULATOR_HUB_PORT,
      logging: e.EMULATOR_LOGGING_PORT,
    },
    googleMapsApiKey: e.GOOGLE_MAPS_API_KEY,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    redisUrl: e.REDIS_URL,
    rateLimitFactor: e.RATE_LIMIT_FACTOR,
    searchPageCacheSeconds: e.SEARCH_PAGE_CACHE_SECONDS,
    trustProxy,
    metricsToken: e.METRICS_TOKEN,
    overloadEventLoopDelayMs: e.OVERLOAD_EVENT_LOOP_DELAY_MS,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    logLevel: e.LOG_LEVEL,
    seedDemoData: e.SEED_DEMO_DATA,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    whatsapp:
      e.WHATSAPP_TOKEN &&
      e.WHATSAPP_PHONE_NUMBER_ID &&
      e.WHATSAPP_APP_SECRET &&
      e.WHATSAPP_VERIFY_TOKEN
        ? {
            token: e.WHATSAPP_TOKEN,
            phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
            appSecret: e.WHATSAPP_APP_SECRET,
            verifyToken: e.WHATSAPP_VERIFY_TOKEN,
            graphUrl: e.WHATSAPP_GRAPH_URL.replace(/\/+$/, ''),
          }
        : undefined,
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject: e.VAPID_SUBJECT,
    seller: { name: e.KHAYA_LEGAL_NAME, address: e.KHAYA_ADDRESS, vatNumber: e.KHAYA_VAT_NUMBER },
    ...payments,
    s3:
      e.S3_BUCKET && e.S3_ENDPOINT && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            bucket: e.S3_BUCKET,
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION ?? 'af-south-1',
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
  };
}

/**
 * firebase-admin finds the Auth emulator through the process environment: set when the app runs
 * on the emulator (main.ts), read by the token verifier (which checks accounts differently there).
 */
export function useAuthEmulator(host: string): void {
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = host;
}

export function authEmulatorInUse(): boolean {
  return Boolean(process.env['FIREBASE_AUTH_EMULATOR_HOST']);
}
