import { z } from 'zod';
import { emailSchema } from './users';

/** What a message to Khaya is about: the admin desk sorts by it, the Help page links to each. */
export const CONTACT_TOPICS = ['question', 'job', 'account', 'provider', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_TOPIC_LABELS: Record<ContactTopic, string> = {
  question: 'A question about Khaya',
  job: 'A job that went wrong',
  account: 'My account or signing in',
  provider: 'Offering my services',
  other: 'Something else',
};

export const CONTACT_MESSAGE_MAX = 4000;

/**
 * `POST /api/contact`: the Contact page's form, checked the same way in the browser. A signed-in
 * sender's account is linked to the message; the address given is where the answer goes.
 */
export const contactBodySchema = z.strictObject({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(2, 'Name is required')
    .max(100, 'Keep your name under 100 characters'),
  email: emailSchema,
  topic: z.enum(CONTACT_TOPICS, { error: 'Choose what your message is about' }),
  message: z
    .string({ error: 'Write your message' })
    .trim()
    .min(10, 'Write a little more, so we can help (at least 10 characters)')
    .max(CONTACT_MESSAGE_MAX, `Keep your message under ${CONTACT_MESSAGE_MAX} characters`),
});
export type ContactBody = z.infer<typeof contactBodySchema>;

export const contactReceiptSchema = z.object({ id: z.uuid(), createdAt: z.iso.datetime() });

/** A message on the admin desk. */
export const contactMessageSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  topic: z.enum(CONTACT_TOPICS),
  message: z.string(),
  /** Whether the sender was signed in (the account is the one the message came from). */
  fromAccount: z.boolean(),
  createdAt: z.iso.datetime(),
  handledAt: z.iso.datetime().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactQueueQuerySchema = z.strictObject({
  status: z.enum(['open', 'handled'], { error: 'The status is open or handled' }).default('open'),
});
