import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { providers, users } from './people';
import { quoteRequests } from './requests';

/**
 * Messages between a request's customer and one provider: one thread per (request, provider),
 * with how far each side has read (the `seq` of the last message it saw).
 */
export const messageThreads = pgTable(
  'message_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quoteRequestId: uuid('quote_request_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    customerReadSeq: bigint('customer_read_seq', { mode: 'number' }).notNull().default(0),
    providerReadSeq: bigint('provider_read_seq', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('message_threads_request_provider_key').on(t.quoteRequestId, t.providerId),
    index('message_threads_provider_idx').on(t.providerId),
  ],
);
export type MessageThreadRow = typeof messageThreads.$inferSelect;

/**
 * A message as stored: its text already without contact details when it was written before the
 * provider's quote was accepted (the original is not kept). `seq` orders a thread and pages it.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    senderRole: text('sender_role').notNull().$type<'customer' | 'provider'>(),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    /** Whether contact details were taken out of it. */
    redacted: boolean('redacted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Hidden by an admin after a report: both sides see that it was hidden, not what it said. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** Its text was erased: its author deleted their account, or the job ended a year ago. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    /**
     * A photo sent with it (issue 46): its files in the file store (encoded again without its
     * metadata, and a thumbnail) and its size; null without one, and once erased.
     */
    photoKey: text('photo_key'),
    thumbKey: text('thumb_key'),
    photoWidth: integer('photo_width'),
    photoHeight: integer('photo_height'),
  },
  (t) => [
    uniqueIndex('messages_seq_key').on(t.seq),
    index('messages_thread_seq_idx').on(t.threadId, t.seq),
    // A photo may go without words.
    check(
      'messages_text_length',
      sql`char_length(${t.text}) <= 40000 and (char_length(${t.text}) >= 1 or ${t.photoKey} is not null)`,
    ),
    check('messages_sender_role_known', sql`${t.senderRole} in ('customer', 'provider')`),
  ],
);
export type MessageRow = typeof messages.$inferSelect;

/** A person's report of a message they received (kept for the admin desk), once per person. */
export const messageReports = pgTable(
  'message_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When an admin decided on the message (hid it or kept it): out of the queue. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('message_reports_message_reporter_key').on(t.messageId, t.reporterId),
    index('message_reports_open_idx')
      .on(t.createdAt)
      .where(sql`${t.resolvedAt} is null`),
  ],
);
