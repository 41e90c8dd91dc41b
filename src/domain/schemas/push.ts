import { z } from 'zod';

/**
 * Web Push (issue 52): a browser's subscription as `PushSubscription.toJSON()` gives it, sent to
 * `POST /api/notifications/push`, and the key the browser subscribes with.
 */

const CANNOT_USE =
  'This browser gave a notification address Khaya cannot use. Turn notifications off in the browser for this site, then on again.';

/** Unpadded base64url of `bytes` bytes (padding tolerated), as browsers write the keys. */
const base64url = (bytes: number, message: string) =>
  z
    .string({ error: message })
    .transform((value) => value.replace(/=+$/, ''))
    .refine(
      (value) => /^[A-Za-z0-9_-]+$/.test(value) && value.length === Math.ceil((bytes * 4) / 3),
      { message },
    );

/** A push service's address: https, or http on this machine (a test's fake push service). */
export const pushEndpointSchema = z
  .url({ error: CANNOT_USE })
  .max(1024, CANNOT_USE)
  .refine((value) => {
    // Zod runs this after a failed url check too: a value that is no URL is simply refused.
    const url = URL.canParse(value) ? new URL(value) : null;
    return (
      url?.protocol === 'https:' ||
      (url?.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname))
    );
  }, CANNOT_USE);

export const pushSubscriptionSchema = z.object({
  endpoint: pushEndpointSchema,
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      // An uncompressed P-256 point: 65 bytes, starting 0x04 ('B' in base64url).
      p256dh: base64url(65, CANNOT_USE).refine((value) => value.startsWith('B'), CANNOT_USE),
      auth: base64url(16, CANNOT_USE),
    },
    { error: CANNOT_USE },
  ),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionSchema>;

/** `DELETE /api/notifications/push`: the subscription this browser no longer wants. */
export const pushUnsubscribeSchema = z.object({ endpoint: pushEndpointSchema });

/** The VAPID public key (base64url) the browser's `pushManager.subscribe` is given. */
export const pushKeySchema = z.object({ publicKey: z.string() });

/** What a push message carries to the service worker, which shows it. */
export interface PushPayload {
  title: string;
  body: string;
  /** The page to open, with the reader's language prefix ('/zu/customer/requests/...'). */
  link: string;
  /** The same on every try of one delivery: a repeat replaces, never adds. */
  tag: string;
}
