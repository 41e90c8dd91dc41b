import {
  bigint,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './people';

/**
 * Each person's live stream (`GET /api/events`): the last sequence number given out. Taking the
 * next one locks this row until the transaction commits, so a person's events commit in the
 * order of their numbers and a reader that has seen n has seen everything before n.
 */
export const liveStreams = pgTable('live_streams', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
});

/**
 * What a person's open pages are told, numbered per person (the SSE event id a reconnect resumes
 * from). Written once per (person, domain event); kept two days (a reconnect after longer reloads).
 */
export const liveEvents = pgTable(
  'live_events',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    sourceEventId: bigint('source_event_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.seq] }),
    uniqueIndex('live_events_user_source_key').on(t.userId, t.sourceEventId),
    index('live_events_created_idx').on(t.createdAt),
  ],
);

export type LiveEventRow = typeof liveEvents.$inferSelect;
