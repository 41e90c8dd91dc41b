import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, users } from './people';
import { jsonb } from 'drizzle-orm/pg-core';
import type {
  DeliveryChannel,
  NotificationKind,
  NotificationTopic,
} from '../../../domain/schemas/notifications';

/**
 * The tables of notification delivery outside the app (email, WhatsApp): the queue of deliveries,
 * the embedded mailbox, each person's choices and consents; and the in-app notification itself
 * (`notifications`).
 */

/** A booked visit whose .ics file an email carries, as its recipient's side sees it. */
export interface VisitCalendar {
  bookingId: string;
  side: 'customer' | 'provider';
}

/** A file an email carried, as the embedded mailbox keeps it. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** The languages Khaya's WhatsApp templates are registered in with Meta (issue 50). */
export type WhatsappLanguage = 'en' | 'af' | 'zu';

/** An approved WhatsApp template by name, its values in order, and its language (English if none). */
export interface WhatsappTemplate {
  name: string;
  parameters: string[];
  language?: WhatsappLanguage;
}

export interface DeliveryPayload {
  template?: WhatsappTemplate;
  /** Emails only. */
  calendar?: VisitCalendar;
}

export const DELIVERY_STATUSES = ['pending', 'sending', 'sent', 'failed', 'cancelled'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * One row per (notification, channel): that is, per (event, person, channel). The queue the
 * delivery worker takes from: `pending` rows whose `notBefore` has come; `sending` ones whose lease
 * ran out (their worker died). `attempts` counts tries, `lastError` says why the last failed;
 * `failed` is a permanent failure, `cancelled` one the person turned off before it went. A lead
 * delivery grouped into another's message points at it with `carriedBy`.
 */
export const deliveries = pgTable(
  'deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull().$type<DeliveryChannel>(),
    kind: text('kind').notNull().$type<NotificationKind>(),
    status: text('status').notNull().default('pending').$type<DeliveryStatus>(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    notBefore: timestamp('not_before', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The id the channel gave the message (SMTP Message-ID, WhatsApp message id). */
    externalId: text('external_id'),
    carriedBy: bigint('carried_by', { mode: 'number' }),
    /** What the channel needs beyond the notification's words (a WhatsApp template's values). */
    payload: jsonb('payload').$type<DeliveryPayload>().notNull().default({}),
    /** The request whose event queued it (its X-Request-Id), for the delivery's log lines. */
    requestId: text('request_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('deliveries_notification_channel_key').on(t.notificationId, t.channel),
    index('deliveries_due_idx')
      .on(t.notBefore)
      .where(sql`${t.status} in ('pending', 'sending')`),
    index('deliveries_user_kind_idx').on(t.userId, t.channel, t.kind, t.notBefore.desc()),
    check(
      'deliveries_status_known',
      sql`${t.status} in ('pending', 'sending', 'sent', 'failed', 'cancelled')`,
    ),
    check('deliveries_channel_known', sql`${t.channel} in ('email', 'whatsapp', 'push')`),
  ],
);
export type DeliveryRow = typeof deliveries.$inferSelect;

/**
 * Messages the embedded default caught instead of sending (no SMTP_URL, no WhatsApp account): shown
 * at /dev/mailbox. Written in the transaction that marks the delivery sent, so each is there once;
 * a message sent at once, outside the queue (a WhatsApp confirmation code), has no delivery.
 */
export const mailbox = pgTable(
  'mailbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    deliveryId: bigint('delivery_id', { mode: 'number' }).references(() => deliveries.id, {
      onDelete: 'cascade',
    }),
    channel: text('channel').notNull().$type<DeliveryChannel>(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('mailbox_delivery_key').on(t.deliveryId)],
);

export type ChannelChoices = Partial<Record<NotificationTopic, boolean>>;

/** A person's channel choices by topic; no row (or no key) means the defaults. */
export const notificationSettings = pgTable('notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: jsonb('email').$type<ChannelChoices>().notNull().default({}),
  whatsapp: jsonb('whatsapp').$type<ChannelChoices>().notNull().default({}),
  /** Push notifications (issue 52), on the phones and browsers the person turned them on in. */
  push: jsonb('push').$type<ChannelChoices>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What a person agreed to, when and in which words (POPIA): one row per consent given, closed
 * by `withdrawnAt` (on the settings page, or by replying STOP). `detail` is what it covers (the
 * WhatsApp number).
 */
export const consents = pgTable(
  'consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull().$type<'whatsapp_notifications'>(),
    wording: text('wording').notNull(),
    detail: text('detail').notNull(),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawnVia: text('withdrawn_via'),
  },
  (t) => [
    uniqueIndex('consents_active_key')
      .on(t.userId, t.purpose)
      .where(sql`${t.withdrawnAt} is null`),
    index('consents_detail_idx')
      .on(t.detail)
      .where(sql`${t.withdrawnAt} is null`),
  ],
);

/**
 * A WhatsApp number waiting to be confirmed: the one-time code sent to it (kept as a hash), until
 * when it holds and how many wrong tries were made. Consent counts only once the code comes back,
 * so nobody can point Khaya's messages at a number that is not theirs.
 */
export const whatsappConfirmations = pgTable('whatsapp_confirmations', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  number: text('number').notNull(),
  codeHash: text('code_hash').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull().default(0),
});

/**
 * What a person is told in the app (the bell and /notifications): one row per (event, person),
 * written by the notifications feature's subscribers. The unique key makes a second hand-over of
 * the same event (the dispatcher is at least once) write nothing.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The page that acts on it, a path in the app. */
    link: text('link').notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notifications_event_user_key').on(t.eventId, t.userId),
    index('notifications_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
