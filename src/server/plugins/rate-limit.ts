import rateLimit from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { MESSAGES_PER_MINUTE } from '../../domain/schemas/messages';
import { HttpError } from '../errors';

/**
 * Abuse limits: every write, and the endpoints a sign-in touches, are limited per client IP
 * (before the token is even looked at, so floods of bad tokens count) and per signed-in user
 * (after validation, before the handler). The IP is the socket's unless a trusted proxy is
 * configured (TRUST_PROXY), so a forged X-Forwarded-For changes nothing.
 *
 * Counters live where every instance sees them: Redis with REDIS_URL, otherwise the database.
 * The windowing itself is @fastify/rate-limit's.
 */
export type RateLimitClass = 'write' | 'identity' | 'message' | 'upload' | 'contact' | 'none';

export interface RateLimitRule {
  max: number;
  windowMs: number;
}

type LimitedClass = Exclude<RateLimitClass, 'none'>;
const LIMITED_CLASSES: LimitedClass[] = ['write', 'identity', 'message', 'upload', 'contact'];

/** Each class's limits; `message`, `upload` and `contact` fall back to `write` when not given. */
export type RateLimits = Record<
  'write' | 'identity',
  { ip: RateLimitRule; user: RateLimitRule }
> & {
  message?: { ip: RateLimitRule; user: RateLimitRule };
  upload?: { ip: RateLimitRule; user: RateLimitRule };
  contact?: { ip: RateLimitRule; user: RateLimitRule };
};

const MINUTE = 60_000;

/**
 * Generous for a person (a provider quoting through a busy morning, a household sharing a
 * mobile carrier's NAT), tight for a script.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  write: { ip: { max: 300, windowMs: MINUTE }, user: { max: 60, windowMs: MINUTE } },
  identity: { ip: { max: 120, windowMs: MINUTE }, user: { max: 60, windowMs: MINUTE } },
  // A conversation, not a flood: 30 messages a minute per person (MESSAGES_PER_MINUTE).
  message: {
    ip: { max: 300, windowMs: MINUTE },
    user: { max: MESSAGES_PER_MINUTE, windowMs: MINUTE },
  },
  // Files (documents, photos): 10 a minute per person is a provider sending a batch of papers.
  upload: { ip: { max: 30, windowMs: MINUTE }, user: { max: 10, windowMs: MINUTE } },
  // The Contact form, open to visitors: a person writes a few messages an hour, a script many.
  contact: { ip: { max: 5, windowMs: 10 * MINUTE }, user: { max: 5, windowMs: 10 * MINUTE } },
};

/** Multiplies every limit (RATE_LIMIT_FACTOR); 0 turns limits off. */
export function scaleRateLimits(limits: RateLimits, factor: number): RateLimits | null {
  if (factor <= 0) return null;
  const scale = (rule: RateLimitRule) => ({
    ...rule,
    max: Math.max(1, Math.round(rule.max * factor)),
  });
  const pair = (rules: { ip: RateLimitRule; user: RateLimitRule }) => ({
    ip: scale(rules.ip),
    user: scale(rules.user),
  });
  return {
    write: pair(limits.write),
    identity: pair(limits.identity),
    ...(limits.message ? { message: pair(limits.message) } : {}),
    ...(limits.upload ? { upload: pair(limits.upload) } : {}),
    ...(limits.contact ? { contact: pair(limits.contact) } : {}),
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Which limits apply: writes default to `write`, reads to `none`. */
    rateLimitClass?: RateLimitClass;
  }
}

export class TooManyRequestsError extends HttpError {
  constructor(retryAfterSeconds: number) {
    const seconds = Math.max(1, retryAfterSeconds);
    super(
      429,
      `Too many requests. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
      undefined,
      { 'retry-after': String(seconds) },
    );
  }
}

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** A @fastify/rate-limit store on the `rate_limits` table: one upsert per counted request. */
function databaseStore(database: Database) {
  let calls = 0;
  return class DatabaseRateLimitStore {
    child() {
      return this;
    }

    incr(key: string, callback: IncrCallback, timeWindow: number) {
      void (async () => {
        const result = await database.db.execute<{ count: number; ttl: number }>(sql`
          insert into ${rateLimits} as r (key, count, reset_at)
          values (${key}, 1, now() + ${timeWindow} * interval '1 millisecond')
          on conflict (key) do update set
            count = case when r.reset_at <= now() then 1 else r.count + 1 end,
            reset_at = case when r.reset_at <= now()
                            then now() + ${timeWindow} * interval '1 millisecond'
                            else r.reset_at end
          returning count, greatest(0, extract(epoch from (reset_at - now())) * 1000)::float8 as ttl`);
        const row = (result as { rows: { count: number; ttl: number }[] }).rows[0];
        if (++calls % 500 === 0) {
          await database.db.execute(
            sql`delete from ${rateLimits} where reset_at < now() - interval '1 hour'`,
          );
        }
        return { current: Number(row?.count ?? 1), ttl: Number(row?.ttl ?? timeWindow) };
      })().then(
        (result) => callback(null, result),
        (error: unknown) => callback(error as Error),
      );
    }
  };
}

export interface RateLimitOptions {
  limits: RateLimits | null;
  database: Database;
  redis?: Redis | undefined;
  /** Prefix for the counters' keys (tests use their own). */
  nameSpace?: string | undefined;
}

type Limiter = (request: FastifyRequest) => Promise<{
  isAllowed: boolean;
  isExceeded?: boolean;
  ttlInSeconds?: number;
}>;

export const rateLimitPlugin = fp(async (app: FastifyInstance, options: RateLimitOptions) => {
  const { limits } = options;
  if (!limits) return;
  await app.register(rateLimit, {
    global: false,
    ...(options.redis
      ? { redis: options.redis, skipOnError: true }
      : { store: databaseStore(options.database) }),
    nameSpace: options.nameSpace ?? 'rate-limit-',
  });

  const classOf = (request: FastifyRequest): RateLimitClass => {
    const url = request.routeOptions.url;
    if (!url?.startsWith('/api')) return 'none';
    const declared = request.routeOptions.config.rateLimitClass;
    if (declared) return declared;
    return request.method === 'GET' || request.method === 'HEAD' ? 'none' : 'write';
  };

  const limiter = (cls: LimitedClass, by: 'ip' | 'user'): Limiter => {
    const rule = (limits[cls] ?? limits.write)[by];
    return app.createRateLimit({
      max: rule.max,
      timeWindow: rule.windowMs,
      keyGenerator: (request: FastifyRequest) =>
        by === 'ip'
          ? `${options.nameSpace ?? ''}${cls}:ip:${request.ip}`
          : `${options.nameSpace ?? ''}${cls}:user:${request.caller?.uid ?? ''}`,
    });
  };
  const limiters = Object.fromEntries(
    LIMITED_CLASSES.map((cls) => [cls, { ip: limiter(cls, 'ip'), user: limiter(cls, 'user') }]),
  ) as Record<LimitedClass, { ip: Limiter; user: Limiter }>;

  const enforce = async (request: FastifyRequest, by: 'ip' | 'user') => {
    const cls = classOf(request);
    if (cls === 'none') return;
    if (by === 'user' && !request.caller) return;
    const result = await limiters[cls][by](request);
    if (!result.isAllowed && result.isExceeded) {
      throw new TooManyRequestsError(result.ttlInSeconds ?? 1);
    }
  };

  app.addHook('onRequest', async (request) => enforce(request, 'ip'));
  app.addHook('preHandler', async (request) => enforce(request, 'user'));
});
