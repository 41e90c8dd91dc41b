import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './people';

/**
 * Rate-limit windows shared by every instance on this database (used when REDIS_URL is not
 * set). Unlogged: counters are cheap to lose in a crash and should not cost WAL writes.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * Idempotency-Key records: the first answer to a POST, replayed to retries with the same key
 * (per user). `statusCode` is null while the first request is still running.
 */
export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  requestHash: text('request_hash').notNull(),
  statusCode: integer('status_code'),
  response: text('response'),
  createdAt: createdAt(),
});

/**
 * What happened, one row per state change, written in the transaction that made the change
 * (src/server/events): a quote submitted, a request completed... `id` only grows, so rows read in
 * id order are in the order their ids were taken. A row is handed to the subscribers after
 * commit; `claimedAt` marks one being handed over (a claim older than a minute is taken again:
 * its dispatcher died), `dispatchedAt` one that was.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    /** The ids the event concerns, by name (`quoteRequestId`, `quoteId`, `providerId`...). */
    subjects: jsonb('subjects').$type<Record<string, string>>().notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
    /** The request that recorded it (its X-Request-Id), carried into the logs of its handling. */
    requestId: text('request_id'),
  },
  (t) => [
    index('domain_events_pending_idx')
      .on(t.id)
      .where(sql`${t.dispatchedAt} is null`),
  ],
);

export type DomainEventRow = typeof domainEvents.$inferSelect;

/** Secrets the server makes for itself on first start (the key that signs unsubscribe links). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
