import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, users } from './people';

/**
 * The browsers and phones a person turned push notifications on in (issue 52): each one's Web
 * Push subscription, as its browser's PushManager gave it. The endpoint is the browser's push
 * service's address for that one browser, so it belongs to one account at a time: a phone
 * signed in to another account moves to it. A push service that answers 404 or 410 for an
 * endpoint has dropped it, and so is the row.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key and auth secret (base64url): the payload is sealed to them. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** What the person sees it as on Settings ('Chrome on Android'), from its User-Agent. */
    label: text('label').notNull(),
    createdAt: createdAt(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
