import { and, between, eq, inArray, isNull, or } from 'drizzle-orm';
import { isDue, REMINDERS, type Reminder } from '../../../domain/reminders';
import { addDays, southAfricanToday } from '../../../domain/when';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { recordEvent } from '../../events/record';

const SENT_COLUMN = {
  day_before: 'dayBeforeRemindedAt',
  two_hours: 'twoHoursRemindedAt',
} as const satisfies Record<Reminder, keyof typeof bookings.$inferSelect>;

/**
 * Sends the reminders due at `now` (domain/reminders.ts): the booked visits of today and
 * tomorrow whose reminder has come and not gone out, each marked sent and told to both sides
 * (the event's subscriber, through the delivery queue and its quiet hours) in one transaction.
 * Rows are claimed with SKIP LOCKED, so instances sweeping at once send each reminder once. A job
 * done is no longer booked; a moved visit's reminders were cleared by the move.
 */
export async function sendDueReminders(db: Db, now: Date): Promise<number> {
  const today = southAfricanToday(now);
  return transaction(db, async (tx) => {
    const candidates = await tx
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.status, 'booked'),
          between(bookings.visitDate, today, addDays(today, 1)),
          or(isNull(bookings.dayBeforeRemindedAt), isNull(bookings.twoHoursRemindedAt)),
        ),
      )
      .for('update', { skipLocked: true });
    let sent = 0;
    for (const reminder of REMINDERS) {
      const column = SENT_COLUMN[reminder];
      const due = candidates.filter(
        (row) => row[column] === null && isDue(reminder, row.visitDate, row.startMinute, now),
      );
      if (due.length === 0) continue;
      await tx
        .update(bookings)
        .set({ [column]: now })
        .where(
          inArray(
            bookings.id,
            due.map((row) => row.id),
          ),
        );
      for (const row of due) {
        await recordEvent(tx, {
          type: 'visit_reminder',
          subjects: {
            bookingId: row.id,
            quoteRequestId: row.quoteRequestId,
            providerId: row.providerId,
          },
          payload: { reminder, visitDate: row.visitDate, startMinute: row.startMinute },
        });
      }
      sent += due.length;
    }
    return sent;
  });
}
