import { eq, inArray } from 'drizzle-orm';
import { bookedText } from '../../../domain/visit';
import type { Booking } from '../../../domain/schemas/bookings';
import { timeOf } from '../../../domain/working-hours';
import type { Executor } from '../../db/executor';
import { bookings, type BookingRow } from '../../db/schema';

export function toBooking(row: BookingRow): Booking {
  return {
    id: row.id,
    date: row.visitDate,
    start: timeOf(row.startMinute),
    end: timeOf(row.endMinute),
    status: row.status,
  };
}

/** The bookings of these requests, by request id (one statement; none asked, none read). */
export async function bookingsFor(
  db: Executor,
  requestIds: string[],
): Promise<Map<string, Booking>> {
  const found = new Map<string, Booking>();
  if (requestIds.length === 0) return found;
  const rows = await db.select().from(bookings).where(inArray(bookings.quoteRequestId, requestIds));
  for (const row of rows) found.set(row.quoteRequestId, toBooking(row));
  return found;
}

/** A booking's time in words, by its id (null when it is gone). */
export async function bookedVisitText(db: Executor, id: string): Promise<string | null> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
  return row ? bookedText(toBooking(row)) : null;
}
