import { TOPIC_OF_KIND, type DeliveryChannel } from '../../../../domain/schemas/notifications';
import type { Db } from '../../../db/client';
import type { DeliveryRow } from '../../../db/schema';
import { visitFileFor } from '../../bookings';
import { unsubscribeToken } from '../unsubscribe-links';
import type { Notice, Outgoing, Recipient } from './channels';
import { composeEmail } from './email';
import { composeWhatsapp } from './whatsapp';
import { composePush } from './push';

/**
 * The message for a recipient's notices on one channel: a WhatsApp template, a push message, or
 * an email with its unsubscribe link for the topic and, for a notice about a visit, the visit's
 * .ics attached.
 */
export async function composeMessage(
  db: Db,
  siteUrl: string,
  channel: DeliveryChannel,
  recipient: Recipient,
  notices: Notice[],
  first: Pick<DeliveryRow, 'kind'>,
): Promise<Outgoing> {
  if (channel === 'whatsapp') return composeWhatsapp(recipient, notices, siteUrl);
  if (channel === 'push') return composePush(recipient, notices);
  const token = await unsubscribeToken(db, recipient.userId, TOPIC_OF_KIND[first.kind]);
  const email = composeEmail(recipient, notices, { siteUrl, unsubscribeToken: token });
  const attachments = [];
  for (const { calendar } of notices) {
    if (!calendar) continue;
    const file = await visitFileFor(db, calendar.bookingId, calendar.side, siteUrl);
    if (file) {
      attachments.push({
        filename: file.filename,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: file.content,
      });
    }
  }
  return attachments.length > 0 ? { ...email, attachments } : email;
}
