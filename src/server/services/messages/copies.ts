import { and, eq, inArray, sql } from 'drizzle-orm';
import { deliveries, mailbox } from '../../db/schema';
import type { Tx } from '../../db/executor';
import { liveEvents } from '../../db/schema';
import { domainEvents, notifications } from '../../db/schema';

/**
 * Once messages have lost their words, so do the copies others were sent: the message
 * notification says `replacement`, its deliveries not yet made are cancelled, the caught mail
 * and the live-stream copies are deleted.
 */
export async function eraseMessageCopies(tx: Tx, ids: string[], replacement: string) {
  if (ids.length === 0) return;
  await tx
    .delete(liveEvents)
    .where(and(eq(liveEvents.type, 'message'), inArray(sql`${liveEvents.data}->>'id'`, ids)));
  const copies = tx
    .select({ id: notifications.id })
    .from(notifications)
    .innerJoin(domainEvents, eq(domainEvents.id, notifications.eventId))
    .where(
      and(
        eq(domainEvents.type, 'message_sent'),
        inArray(sql`${domainEvents.subjects}->>'messageId'`, ids),
      ),
    );
  await tx
    .update(notifications)
    .set({ body: replacement })
    .where(inArray(notifications.id, copies));
  const copyDeliveries = tx
    .select({ id: deliveries.id })
    .from(deliveries)
    .where(inArray(deliveries.notificationId, copies));
  await tx.delete(mailbox).where(inArray(mailbox.deliveryId, copyDeliveries));
  await tx
    .update(deliveries)
    .set({
      payload: {},
      status: sql`case when ${deliveries.status} in ('pending', 'sending') then 'cancelled' else ${deliveries.status} end`,
    })
    .where(inArray(deliveries.id, copyDeliveries));
}
