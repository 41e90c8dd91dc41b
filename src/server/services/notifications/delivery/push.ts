import webpush from 'web-push';
import { eq, inArray, sql } from 'drizzle-orm';
import { pathInLocale } from '../../../../domain/locales';
import type { PushPayload } from '../../../../domain/schemas/push';
import { m } from '../../../../i18n/paraglide/messages.js';
import type { Db } from '../../../db/client';
import { pushSubscriptions } from '../../../db/schema';
import { vapidKeys, type VapidSource } from './vapid';
import {
  DeliveryError,
  type Notice,
  type Outgoing,
  type Recipient,
  type Transport,
} from './channels';

/**
 * Push notifications (Web Push, RFC 8030 with VAPID, RFC 8292; issue 52): one delivery to a
 * person goes to each browser they turned notifications on in. The payload is sealed to each
 * browser's keys (RFC 8291, aes128gcm, by `web-push`) and posted to its push service.
 *
 * Exactly once as the person sees it: every try of a delivery carries the same tag (a repeat
 * replaces the notification shown, never adds one) and the same Topic header (a push service
 * holding an undelivered copy replaces it).
 */

/** Kinds that cannot wait for a phone's battery saver: the push service wakes it now. */
const URGENT = new Set(['new_lead', 'provider_on_the_way', 'visit_reminder', 'instant_booked']);

export function composePush(recipient: Recipient, notices: Notice[]): Outgoing {
  const [first, ...more] = notices;
  if (!first) throw new DeliveryError('Nothing to send', true);
  const locale = { locale: recipient.language };
  const payload: PushPayload =
    more.length === 0
      ? { title: first.title, body: first.body, link: first.link, tag: '' }
      : {
          // Grouped leads: how many, their titles, and the dashboard that lists them.
          title: m.email_leads_subject({ count: notices.length }, locale),
          body: notices.map((notice) => notice.title).join(' · '),
          link: '/provider',
          tag: '',
        };
  const message: PushPayload = {
    ...payload,
    body: payload.body.slice(0, 400),
    link: pathInLocale(recipient.language, payload.link),
    tag: `khaya-${first.deliveryId}`,
  };
  return {
    channel: 'push',
    to: recipient.userId,
    subject: message.title,
    text: JSON.stringify(message),
    headers: { Urgency: URGENT.has(first.kind) ? 'high' : 'normal' },
  };
}

export interface PushTransportOptions {
  vapid: VapidSource;
  /** How long a push service has to answer one post. */
  timeoutMs?: number;
  /** How long a push service keeps a message for a phone that is off (a day). */
  ttlSeconds?: number;
}

type Outcome = 'sent' | 'gone' | { failure: string; permanent: boolean };

/**
 * Posts to each of the person's browsers' push services. A push service answering 404 or 410
 * has dropped that subscription: its row goes. Sent when one browser took it; when every one is
 * gone, a permanent failure Settings shows; else tried again with back-off.
 */
export function pushTransport(db: Db, options: PushTransportOptions): Transport {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const ttl = options.ttlSeconds ?? 86_400;
  return {
    kind: 'remote',
    async send(message, deliveryId) {
      const targets = await db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, message.to));
      if (targets.length === 0)
        throw new DeliveryError('Notifications are no longer on in any browser', true);
      const keys = await vapidKeys(db, options.vapid);
      const urgency = message.headers['Urgency'] === 'high' ? 'high' : 'normal';
      const outcomes = await Promise.all(
        targets.map(async (target): Promise<Outcome> => {
          const request = webpush.generateRequestDetails(
            { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
            message.text,
            {
              vapidDetails: keys,
              TTL: ttl,
              topic: `d${deliveryId}`,
              urgency,
              contentEncoding: 'aes128gcm',
            },
          );
          try {
            const response = await fetch(request.endpoint, {
              method: 'POST',
              headers: request.headers,
              body: new Uint8Array(request.body),
              signal: AbortSignal.timeout(timeoutMs),
              redirect: 'error',
            });
            await response.body?.cancel();
            if (response.ok) return 'sent';
            if (response.status === 404 || response.status === 410) return 'gone';
            return {
              failure: `Push service answered ${response.status}`,
              // Too large or refused as malformed: the same message would be refused again.
              permanent: response.status === 400 || response.status === 413,
            };
          } catch (error) {
            return {
              failure: `Push service unreachable: ${error instanceof Error ? error.message : String(error)}`,
              permanent: false,
            };
          }
        }),
      );
      const gone = targets.filter((_, index) => outcomes[index] === 'gone').map((t) => t.id);
      if (gone.length > 0)
        await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
      const sent = targets.filter((_, index) => outcomes[index] === 'sent').map((t) => t.id);
      if (sent.length > 0) {
        await db
          .update(pushSubscriptions)
          .set({ lastSentAt: sql`now()` })
          .where(inArray(pushSubscriptions.id, sent));
        return { externalId: `push-${deliveryId}-${sent.length}` };
      }
      const failures = outcomes.filter((outcome) => typeof outcome === 'object');
      if (failures.length === 0)
        throw new DeliveryError('Every browser turned these notifications off', true);
      throw new DeliveryError(
        failures.map((failure) => failure.failure).join('; '),
        failures.every((failure) => failure.permanent),
      );
    },
  };
}
