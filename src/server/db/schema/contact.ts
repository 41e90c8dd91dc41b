import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ContactTopic } from '../../../domain/schemas/contact';
import { users } from './people';

/**
 * Messages sent with the Contact page's form, read on the admin desk. `userId` is the signed-in
 * sender's account (null for a visitor); the answer goes to `email`. Handled messages are deleted
 * a year after they were handled (services/contact, the retention sweep).
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    topic: text('topic').notNull().$type<ContactTopic>(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // The desk's queue: the longest waiting first.
    index('contact_messages_open_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.handledAt} is null`),
    index('contact_messages_user_idx').on(t.userId),
    check(
      'contact_messages_topic_known',
      sql`${t.topic} in ('question', 'job', 'account', 'provider', 'other')`,
    ),
  ],
);
export type ContactMessageRow = typeof contactMessages.$inferSelect;
