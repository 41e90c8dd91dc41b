import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { declinableUntil } from '../../../domain/booking-status';
import type { Booking, Move } from '../../../domain/schemas/bookings';
import type { BookedVisit } from '../../../domain/visit';
import { timeOf } from '../../../domain/working-hours';
import type { Executor } from '../../db/executor';
import { bookingMoves, bookings, type BookingMoveRow, type BookingRow } from '../../db/schema';

export function toMove(row: BookingMoveRow): Move {
  return {
    id: row.id,
    proposedBy: row.proposedBy,
    date: row.visitDate,
    start: timeOf(row.startMinute),
    end: timeOf(row.endMinute),
    reason: row.reason,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

export function toBooking(row: BookingRow, moves: BookingMoveRow[] = []): Booking {
  return {
    id: row.id,
    date: row.visitDate,
    start: timeOf(row.startMinute),
    end: timeOf(row.endMinute),
    status: row.status,
    onTheWayAt: row.onTheWayAt?.toISOString() ?? null,
    moves: moves.map(toMove),
    instant: row.instant,
    declinableUntil: row.instant ? declinableUntil(row.createdAt).toISOString() : null,
  };
}

/** The moves of these bookings, oldest first, by booking id. */
async function movesOf(db: Executor, bookingIds: string[]) {
  const byBooking = new Map<string, BookingMoveRow[]>();
  if (bookingIds.length === 0) return byBooking;
  const rows = await db
    .select()
    .from(bookingMoves)
    .where(inArray(bookingMoves.bookingId, bookingIds))
    .orderBy(asc(bookingMoves.createdAt), asc(bookingMoves.id));
  for (const row of rows)
    byBooking.set(row.bookingId, [...(byBooking.get(row.bookingId) ?? []), row]);
  return byBooking;
}

/** One booking with its moves. */
export async function bookingWithMoves(db: Executor, row: BookingRow): Promise<Booking> {
  return toBooking(row, (await movesOf(db, [row.id])).get(row.id));
}

/** The bookings of these requests with their moves, by request id (none asked, none read). */
export async function bookingsFor(
  db: Executor,
  requestIds: string[],
): Promise<Map<string, Booking>> {
  const found = new Map<string, Booking>();
  if (requestIds.length === 0) return found;
  // The visit that stands: a declined one is history.
  const rows = await db
    .select()
    .from(bookings)
    .where(and(inArray(bookings.quoteRequestId, requestIds), ne(bookings.status, 'cancelled')));
  const moves = await movesOf(
    db,
    rows.map((row) => row.id),
  );
  for (const row of rows) found.set(row.quoteRequestId, toBooking(row, moves.get(row.id)));
  return found;
}

/** A booking's day and times, by its id, for messages to name (null when it is gone). */
export async function bookedVisit(db: Executor, id: string): Promise<BookedVisit | null> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
  if (!row) return null;
  const { date, start, end } = toBooking(row);
  return { date, start, end };
}
