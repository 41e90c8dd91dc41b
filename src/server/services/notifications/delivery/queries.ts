import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { consents, type DeliveryRow } from '../../../db/delivery-schema';
import { notifications, users } from '../../../db/schema';
import { WHATSAPP_PURPOSE } from '../preferences';
import type { Notice, Recipient } from './channels';

/** What the delivery worker reads to write a message: its addressee and its notifications. */

/** The person, with the WhatsApp number they opted in with (if they still are). */
export async function recipientOf(db: Db, userId: string): Promise<Recipient | undefined> {
  const [row] = await db
    .select({ userId: users.id, name: users.name, email: users.email, number: consents.detail })
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
    row && { userId: row.userId, name: row.name, email: row.email, whatsappNumber: row.number }
  );
}

/** The notifications these deliveries carry (one message may carry several grouped leads). */
export async function noticesOf(db: Db, rows: DeliveryRow[]): Promise<Notice[]> {
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
  return rows.flatMap((row) => {
    const notification = byId.get(row.notificationId);
    return notification
      ? [{ deliveryId: row.id, ...notification, kind: row.kind, template: row.payload.template }]
      : [];
  });
}
