import { z } from 'zod';
import { limitSchema } from './providers';

/** What a notification is about: a new lead, a quote's news, a job's. */
export const NOTIFICATION_KINDS = [
  'new_lead',
  'quote_received',
  'quote_accepted',
  'quote_not_chosen',
  'quote_declined',
  'job_completed',
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
