import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import { BASE_LOCALE, isLocale, type Locale } from '../../../../domain/locales';
import { MAX_QUOTES_PER_REQUEST, OPEN_TO_QUOTES } from '../../../../domain/quote-status';
import type { Db } from '../../../db/client';
import { quoteRequests } from '../../../db/schema';
import { consents, type DeliveryRow } from '../../../db/schema';
import { notifications, users } from '../../../db/schema';
import { placesTakenLine } from '../wording';
import { WHATSAPP_PURPOSE } from '../preferences';
import type { Notice, Recipient } from './channels';

/** What the delivery worker reads to write a message: its addressee and its notifications. */

/** The person, with the WhatsApp number they opted in with (if they still are). */
export async function recipientOf(db: Db, userId: string): Promise<Recipient | undefined> {
  const [row] = await db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      language: users.language,
      number: consents.detail,
    })
    .from(users)
    .leftJoin(
      consents,
      and(
        eq(consents.userId, users.id),
        eq(consents.purpose, WHATSAPP_PURPOSE),
        isNull(consents.withdrawnAt),
      ),
    )
    .where(eq(users.id, userId))
    .limit(1);
  return (
    row && {
      userId: row.userId,
      name: row.name,
      email: row.email,
      whatsappNumber: row.number,
      language: isLocale(row.language) ? row.language : BASE_LOCALE,
    }
  );
}

/**
 * The notifications these deliveries carry (one message may carry several grouped leads), a
 * lead's places line in the reader's `locale`.
 */
export async function noticesOf(db: Db, rows: DeliveryRow[], locale: Locale): Promise<Notice[]> {
  const found = await db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
    })
    .from(notifications)
    .where(
      inArray(
        notifications.id,
        rows.map((row) => row.notificationId),
      ),
    );
  const byId = new Map(found.map((row) => [row.id, row]));
  const places = await leadPlaces(db, found);
  return rows.flatMap((row) => {
    const notification = byId.get(row.notificationId);
    if (!notification) return [];
    const notice = {
      deliveryId: row.id,
      ...notification,
      kind: row.kind,
      template: row.payload.template,
      calendar: row.payload.calendar,
    };
    if (row.kind !== 'new_lead') return [notice];
    // A lead says how many places are taken as it goes (it may have waited to be grouped, or
    // for the morning); one that no longer takes quotes is not sent.
    const taken = places.get(leadRequestId(notification.link) ?? '');
    if (taken === undefined) return [];
    return [{ ...notice, body: `${notice.body} ${placesTakenLine(taken, locale)}` }];
  });
}

const LEAD_LINK = /^\/quote\/([0-9a-f-]{36})$/;
const leadRequestId = (link: string) => LEAD_LINK.exec(link)?.[1];

/** Quotes on each lead's request, for the requests that still take quotes. */
async function leadPlaces(db: Db, found: { kind: string; link: string }[]) {
  const ids = found.flatMap((row) => {
    const id = row.kind === 'new_lead' ? leadRequestId(row.link) : undefined;
    return id ? [id] : [];
  });
  if (ids.length === 0) return new Map<string, number>();
  const open = await db
    .select({ id: quoteRequests.id, quoteCount: quoteRequests.quoteCount })
    .from(quoteRequests)
    .where(
      and(
        inArray(quoteRequests.id, ids),
        inArray(quoteRequests.status, [...OPEN_TO_QUOTES]),
        lt(quoteRequests.quoteCount, MAX_QUOTES_PER_REQUEST),
      ),
    );
  return new Map(open.map((row) => [row.id, row.quoteCount]));
}
