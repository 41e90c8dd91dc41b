import { z } from 'zod';
import { MESSAGE_MAX } from '../messages';
import { SERVICE_TYPES } from '../services';

/**
 * Messages between a request's customer and a provider, one thread per (request, provider):
 * what is sent, what a thread shows, the unread counts and the live stream's events.
 */
export { MESSAGE_MAX };
export const MESSAGE_PAGE_SIZE = 50;
/** Messages a person may send in a minute (the abuse limit of `POST .../messages`). */
export const MESSAGES_PER_MINUTE = 30;

export const NOT_YOURS_ANY_MORE = 'This job has been given to another provider';
export const REQUEST_CLOSED = 'This request is closed';

const providerIdSchema = z.uuid({ error: 'providerId must be a provider id' });

/** Where a thread is shown to one side: the customer's request page, or the provider's quote page. */
export function threadPath(
  viewer: 'customer' | 'provider',
  quoteRequestId: string,
  providerId: string,
): string {
  return viewer === 'customer'
    ? `/customer/requests/${quoteRequestId}?provider=${providerId}#messages`
    : `/quote/${quoteRequestId}#messages`;
}

/** `POST /api/quote-requests/{id}/messages`. */
export const sendMessageBodySchema = z.strictObject({
  text: z
    .string({ error: 'Write a message' })
    .trim()
    .min(1, 'Write a message')
    .max(MESSAGE_MAX, `A message can be at most ${MESSAGE_MAX.toLocaleString('en-ZA')} characters`),
  providerId: providerIdSchema.optional(),
});
export type SendMessageBody = z.input<typeof sendMessageBodySchema>;

const cursorSchema = z
  .string({ error: 'before must be a cursor from olderCursor' })
  .regex(/^[1-9]\d{0,17}$/, 'before must be a cursor from olderCursor');

/** `GET /api/quote-requests/{id}/messages`: the newest page, or the one before a cursor. */
export const messageListQuerySchema = z.object({
  providerId: providerIdSchema.optional(),
  before: cursorSchema.optional(),
});
export type MessageListQuery = z.input<typeof messageListQuerySchema>;

/** `POST /api/quote-requests/{id}/messages/read` (the customer names the provider). */
export const threadReadBodySchema = z.strictObject({ providerId: providerIdSchema.optional() });

export const messageSchema = z.object({
  id: z.uuid(),
  quoteRequestId: z.uuid(),
  providerId: z.uuid(),
  from: z.enum(['customer', 'provider']),
  /** Empty for a photo sent without words. */
  text: z.string(),
  /**
   * A photo sent with it (issue 46): its size in pixels; the photo and its thumbnail are at
   * `/api/quote-requests/{quoteRequestId}/messages/{id}/photo` and `.../photo/thumb`. Null
   * without one, and for a hidden or erased message.
   */
  photo: z.object({ width: z.number().int(), height: z.number().int() }).nullable(),
  /** Contact details were taken out of it (it was written before a quote was accepted). */
  redacted: z.boolean(),
  /** An admin hid it after a report: `text` says so instead. */
  hidden: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type Message = z.infer<typeof messageSchema>;

/** What a hidden message shows in its place. */
export const MESSAGE_HIDDEN = 'This message was hidden by Khaya after a report.';

/** What an erased message says instead: its author deleted their account. */
export const MESSAGE_ERASED_BY_AUTHOR =
  'This message was removed when its author deleted their account.';

/** What an erased message says instead: its job ended more than a year ago. */
export const MESSAGE_ERASED_AFTER_A_YEAR =
  'This message was removed a year after the job ended, as Khaya keeps messages for a year.';

export const threadSchema = z.object({
  quoteRequestId: z.uuid(),
  providerId: z.uuid(),
  /** Which side the caller is. */
  you: z.enum(['customer', 'provider']),
  /** The other side's name as the caller may see it (a customer's first name until accepted). */
  withName: z.string(),
  /** Oldest first: the newest page, or the page before `before`. */
  messages: z.array(messageSchema),
  /** Pass as `before` for the page before this one; null at the start of the thread. */
  olderCursor: z.string().nullable(),
  /** Whether contact details pass unchanged (this provider's quote is accepted). */
  contactsShared: z.boolean(),
  /** Why nothing more can be written, or null while the thread is open. */
  closedReason: z.string().nullable(),
  /** Unread messages from the other side before this read. */
  unread: z.number().int(),
});
export type Thread = z.infer<typeof threadSchema>;

/** `GET /api/quote-requests/{id}/threads`: the customer's threads (a provider: its own). */
export const threadSummarySchema = z.object({
  providerId: z.uuid(),
  providerName: z.string(),
  lastMessage: z
    .object({
      from: z.enum(['customer', 'provider']),
      text: z.string(),
      createdAt: z.iso.datetime(),
    })
    .nullable(),
  unread: z.number().int(),
});
export type ThreadSummary = z.infer<typeof threadSummarySchema>;

/** `GET /api/messages/unread`: the header's total and each thread's count. */
export const unreadMessagesSchema = z.object({
  total: z.number().int(),
  /** Newest first. */
  threads: z.array(
    z.object({
      quoteRequestId: z.uuid(),
      providerId: z.uuid(),
      unread: z.number().int(),
      serviceType: z.enum(SERVICE_TYPES),
      /** The other side: the provider's name, or the customer's first name. */
      withName: z.string(),
      /** The page where the thread is. */
      link: z.string(),
    }),
  ),
});
export type UnreadMessages = z.infer<typeof unreadMessagesSchema>;

/**
 * What `GET /api/events` streams: `message` (data: a {@link Message}), a change to a request or
 * a quote (data: its ids, for the page to refresh), `reset` (too much was missed: reload).
 */
export const LIVE_EVENT_TYPES = ['message', 'change', 'reset', 'ready'] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

export interface LiveChange {
  /** The domain event behind it: quote_submitted, quote_accepted... */
  kind: string;
  quoteRequestId?: string;
  quoteId?: string;
  providerId?: string;
  /** Whether a notification came with it (the bell refreshes). */
  notified: boolean;
}
