import { z } from 'zod';
import { LOCALES } from '../locales';
import { normalisePhone, PHONE_MAX_LENGTH, PHONE_MESSAGE } from '../phone';
import { localeSchema } from './common';
import { limitSchema } from './providers';
import {
  NOTIFICATION_TOPICS,
  WHATSAPP_CODE,
  type NotificationTopic,
} from '../notification-choices';

export {
  NOTIFICATION_TOPICS,
  TOPICS_FOR,
  WHATSAPP_CODE,
  WHATSAPP_CONSENT_WORDING,
  type NotificationTopic,
} from '../notification-choices';

/** What a notification is about: a new lead, a quote's news, a job's. */
export const NOTIFICATION_KINDS = [
  'new_lead',
  'quote_received',
  'quote_revised',
  'quote_withdrawn',
  'quote_accepted',
  'quote_not_chosen',
  'quote_declined',
  'request_closed',
  'job_completed',
  'review_request',
  'review_waiting',
  'review_published',
  'new_message',
  'document_decided',
  'visit_move_proposed',
  'visit_moved',
  'visit_move_declined',
  'visit_reminder',
  'provider_on_the_way',
  'instant_booked',
  'instant_declined',
  'payment_held',
  'work_delivered',
  'payment_released',
  'payout_account_changed',
  'price_change_asked',
  'price_change_answered',
  'visit_cancelled',
  'dispute_opened',
  'dispute_updated',
  'standing_changed',
  'no_show',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationSchema = z.object({
  id: z.uuid(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** The page in the app that acts on it. */
  link: z.string(),
  createdAt: z.iso.datetime(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.object({
  limit: limitSchema,
  cursor: z.string().max(200).optional(),
});

export const unreadCountSchema = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** `POST /api/notifications/read`: some by id, or all of the caller's (one or the other). */
export const markReadBodySchema = z
  .object({
    ids: z
      .array(z.uuid({ error: 'Each id must be a notification id' }), {
        error: 'ids must be a list of notification ids',
      })
      .min(1, 'Send at least one id')
      .max(100, 'At most 100 ids at once')
      .optional(),
    all: z.literal(true, { error: 'Send all: true to mark everything read' }).optional(),
  })
  .superRefine((body, ctx) => {
    if ((body.ids === undefined) === (body.all === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ids'],
        message: 'Send ids (a list of notification ids) or all: true',
      });
    }
  });
export type MarkReadBody = z.infer<typeof markReadBodySchema>;

/**
 * What a person can choose to hear about outside the app, by topic and channel. In the app they
 * always see everything; email is on by default (these are transactional messages about their own
 * jobs, never marketing); WhatsApp needs their opt-in first.
 */

export const TOPIC_OF_KIND: Record<NotificationKind, NotificationTopic> = {
  new_lead: 'leads',
  quote_received: 'quotes',
  quote_revised: 'quotes',
  quote_withdrawn: 'quotes',
  quote_accepted: 'outcomes',
  quote_not_chosen: 'outcomes',
  quote_declined: 'outcomes',
  request_closed: 'outcomes',
  job_completed: 'jobs',
  review_request: 'jobs',
  review_waiting: 'jobs',
  review_published: 'jobs',
  new_message: 'messages',
  document_decided: 'outcomes',
  visit_move_proposed: 'jobs',
  visit_moved: 'jobs',
  visit_move_declined: 'jobs',
  visit_reminder: 'jobs',
  provider_on_the_way: 'jobs',
  // A booking is a won job for the cleaner, a lost one for the customer: outcomes, as accepts.
  instant_booked: 'outcomes',
  instant_declined: 'outcomes',
  // A job paid through Khaya: where its money is.
  payment_held: 'jobs',
  work_delivered: 'jobs',
  payment_released: 'jobs',
  // A price change after accept: the customer's consent asked for, and their answer.
  price_change_asked: 'jobs',
  price_change_answered: 'jobs',
  // A booked visit cancelled by the other side (issue 49).
  visit_cancelled: 'jobs',
  // A dispute about a job (issue 49): opened by the other side, then each step to both.
  dispute_opened: 'jobs',
  dispute_updated: 'jobs',
  // A no-show reported by the other side, or its explanation (issue 49).
  no_show: 'jobs',
  // A provider's standing (issue 49): warned, paused or suspended, or back in good standing.
  standing_changed: 'outcomes',
  // Always emailed, whatever the person chose (ALWAYS_EMAILED): a change to where money goes.
  payout_account_changed: 'outcomes',
};

/**
 * Kinds emailed to a proved address whatever the topic's choice: a change that could send a
 * provider's money elsewhere must reach them even when they turned email off.
 */
export const ALWAYS_EMAILED: readonly NotificationKind[] = [
  'payout_account_changed',
  // Whether it gets work: paused or suspended (issue 49).
  'standing_changed',
];

export const DELIVERY_CHANNELS = ['email', 'whatsapp', 'push'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/** The kinds WhatsApp carries (approved templates exist for these only). */
export const WHATSAPP_KINDS: readonly NotificationKind[] = [
  'new_lead',
  'quote_received',
  'quote_accepted',
  'job_completed',
  'review_request',
  'visit_reminder',
  'visit_move_proposed',
  'provider_on_the_way',
  'instant_booked',
  'instant_declined',
  // Where a job's money is (issue 48): the money held, the work to accept, the payout.
  'payment_held',
  'work_delivered',
  'payment_released',
  // A visit cancelled by the other side: news that cannot wait for the app.
  'visit_cancelled',
];

const channelChoices = z.strictObject(
  Object.fromEntries(NOTIFICATION_TOPICS.map((topic) => [topic, z.boolean()])) as Record<
    NotificationTopic,
    z.ZodBoolean
  >,
);

export const notificationPreferencesSchema = z.object({
  /** Where emails go, and whether its owner proved it (nothing is emailed until they have). */
  emailAddress: z.string(),
  emailConfirmed: z.boolean(),
  email: channelChoices,
  whatsapp: channelChoices,
  /** Push notifications by topic: they go to every browser the person turned them on in. */
  push: channelChoices,
  /** How many browsers and phones take this account's push notifications. */
  pushDevices: z.number().int(),
  /** The number WhatsApp messages go to, while the person has opted in (E.164, +27...). */
  whatsappNumber: z.string().nullable(),
  whatsappOptedInAt: z.iso.datetime().nullable(),
  /** A number waiting for its code (sent by WhatsApp) to come back; null when none is. */
  whatsappPending: z.object({ number: z.string(), expiresAt: z.iso.datetime() }).nullable(),
  /** The last message that could not be delivered on each channel (in the last 30 days). */
  problems: z.array(
    z.object({ channel: z.enum(DELIVERY_CHANNELS), reason: z.string(), at: z.iso.datetime() }),
  ),
  /** The language emails and WhatsApp messages are written in (issue 50). */
  language: z.enum(LOCALES),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/**
 * `PATCH /api/notifications/preferences`: any of the channel choices, topic by topic, and the
 * language.
 */
export const preferencesPatchSchema = z.strictObject({
  email: channelChoices.partial().optional(),
  whatsapp: channelChoices.partial().optional(),
  push: channelChoices.partial().optional(),
  language: localeSchema.optional(),
});
export type PreferencesPatch = z.infer<typeof preferencesPatchSchema>;

/** `POST /api/notifications/whatsapp`: opting in, with the number and the words agreed to. */
export const whatsappOptInSchema = z.object({
  phone: z
    .string({ error: 'Enter your WhatsApp number' })
    .trim()
    .min(1, 'Enter your WhatsApp number')
    .max(PHONE_MAX_LENGTH, 'Phone number is too long')
    .refine((value) => normalisePhone(value) !== null, { message: PHONE_MESSAGE })
    .transform((value) => normalisePhone(value) ?? value),
  agreed: z.literal(true, { error: 'Tick the box to agree to WhatsApp messages' }),
});
export type WhatsappOptIn = z.infer<typeof whatsappOptInSchema>;

/** `POST /api/notifications/whatsapp/confirm`: the code WhatsApp brought. */
export const whatsappConfirmSchema = z.object({
  code: z
    .string({ error: WHATSAPP_CODE.format })
    .trim()
    .regex(/^\d{6}$/, WHATSAPP_CODE.format),
});

/** `POST /api/notifications/unsubscribe?token=`: the token from an email's unsubscribe link. */
export const unsubscribeQuerySchema = z.object({
  token: z.string({ error: 'The unsubscribe link is incomplete' }).min(1).max(300),
});
export const unsubscribeResultSchema = z.object({ topic: z.enum(NOTIFICATION_TOPICS) });

/** One message caught by the embedded mailbox (no SMTP_URL / WhatsApp set up), newest first. */
export const mailboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(DELIVERY_CHANNELS),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** Files the email carried (a booked visit's .ics), with their text. */
  attachments: z.array(
    z.object({ filename: z.string(), contentType: z.string(), content: z.string() }),
  ),
  sentAt: z.iso.datetime(),
});
export type MailboxMessage = z.infer<typeof mailboxMessageSchema>;
