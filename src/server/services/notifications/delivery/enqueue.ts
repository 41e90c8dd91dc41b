import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  ALWAYS_EMAILED,
  TOPIC_OF_KIND,
  WHATSAPP_KINDS,
  type NotificationKind,
} from '../../../../domain/schemas/notifications';
import { deliveries, type VisitCalendar, type WhatsappTemplate } from '../../../db/schema';
import type { Executor } from '../../../db/executor';
import { currentRequestId } from '../../../lib/request-context';
import { channelsFor } from '../preferences';
import { leadDueAt, outsideQuietHours } from './schedule';

export interface StoredNotification {
  id: string;
  userId: string;
  kind: NotificationKind;
  template?: WhatsappTemplate | undefined;
  calendar?: VisitCalendar | undefined;
}

/**
 * Queues the deliveries of notifications just stored (in the same transaction): one per channel
 * the person wants for the topic, leads held to one message per provider and channel a quarter
 * hour, WhatsApp kept out of the night. Returns how many it queued.
 */
export async function queueDeliveries(
  tx: Executor,
  stored: StoredNotification[],
  now: Date,
): Promise<number> {
  const kind = stored[0]?.kind;
  if (!kind) return 0;
  const wanted = await channelsFor(
    tx,
    stored.map((row) => row.userId),
    ALWAYS_EMAILED.includes(kind) ? 'always' : TOPIC_OF_KIND[kind],
  );
  const rows: (typeof deliveries.$inferInsert)[] = [];
  const leadTimes =
    kind === 'new_lead'
      ? await lastLeads(
          tx,
          stored.map((row) => row.userId),
          now,
        )
      : null;
  for (const notification of stored) {
    for (const { channel } of wanted.get(notification.userId) ?? []) {
      if (
        channel === 'whatsapp' &&
        (!WHATSAPP_KINDS.includes(notification.kind) || !notification.template)
      )
        continue;
      let due = leadTimes
        ? leadDueAt(
            now,
            leadTimes.get(`${notification.userId}:${channel}`) ?? {
              waitingUntil: null,
              sentAt: null,
            },
          )
        : now;
      if (channel === 'whatsapp') due = outsideQuietHours(due);
      rows.push({
        notificationId: notification.id,
        userId: notification.userId,
        channel,
        kind: notification.kind,
        notBefore: due,
        payload: {
          ...(notification.template ? { template: notification.template } : {}),
          ...(channel === 'email' && notification.calendar
            ? { calendar: notification.calendar }
            : {}),
        },
        requestId: currentRequestId(),
      });
    }
  }
  if (rows.length === 0) return 0;
  const queued = await tx
    .insert(deliveries)
    .values(rows)
    .onConflictDoNothing({ target: [deliveries.notificationId, deliveries.channel] })
    .returning({ id: deliveries.id });
  return queued.length;
}

/** Each provider's lead message still waiting, or the last one sent (or being sent), per channel. */
async function lastLeads(tx: Executor, userIds: string[], now: Date) {
  const rows = await tx
    .select({
      userId: deliveries.userId,
      channel: deliveries.channel,
      waitingUntil: sql<
        string | null
      >`min(${deliveries.notBefore}) filter (where ${deliveries.status} = 'pending')`,
      // One being sent this moment (by any instance) counts as sent now: the next lead waits
      // its quarter hour instead of going alone at once.
      sentAt: sql<string | null>`max(case ${deliveries.status}
          when 'sending' then ${now}::timestamptz else ${deliveries.sentAt} end)
        filter (where ${deliveries.status} in ('sent', 'sending'))`,
    })
    .from(deliveries)
    .where(
      and(
        inArray(deliveries.userId, userIds),
        eq(deliveries.kind, 'new_lead'),
        sql`${deliveries.notBefore} > ${new Date(now.getTime() - 86_400_000)}`,
      ),
    )
    .groupBy(deliveries.userId, deliveries.channel);
  const toDate = (value: string | Date | null) => (value === null ? null : new Date(value));
  return new Map(
    rows.map((row) => [
      `${row.userId}:${row.channel}`,
      { waitingUntil: toDate(row.waitingUntil), sentAt: toDate(row.sentAt) },
    ]),
  );
}
