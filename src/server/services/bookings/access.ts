import { eq, sql } from 'drizzle-orm';
import type { Side } from '../../../domain/booking-status';
import type { Caller } from '../../auth/verifier';
import type { Executor, Tx } from '../../db/executor';
import { bookings, providers, quoteRequests, users } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { isUuid } from '../../lib/cursor';

/** Who may see or change a booking: its request's customer and its provider; 404 for others. */

export const NOT_FOUND = 'Booking not found';

function ownBookingQuery(db: Executor, caller: Caller, id: string) {
  return db
    .select({
      booking: bookings,
      customerId: quoteRequests.customerId,
      providerUserId: providers.userId,
      providerName: providers.name,
      callerId: sql<
        string | null
      >`(select ${users.id} from ${users} where ${users.firebaseUid} = ${caller.uid})`,
    })
    .from(bookings)
    .innerJoin(quoteRequests, eq(quoteRequests.id, bookings.quoteRequestId))
    .innerJoin(providers, eq(providers.id, bookings.providerId))
    .where(eq(bookings.id, id));
}
type Found = Awaited<ReturnType<typeof ownBookingQuery>>[number];

function sideOf(found: Found | undefined) {
  if (!found?.callerId) throw new NotFoundError(NOT_FOUND);
  const side: Side | null =
    found.callerId === found.customerId
      ? 'customer'
      : found.callerId === found.providerUserId
        ? 'provider'
        : null;
  if (!side) throw new NotFoundError(NOT_FOUND);
  return { ...found, callerId: found.callerId, side };
}

/** The booking and the caller's side of it. */
export async function ownBooking(db: Executor, caller: Caller, id: string) {
  if (!isUuid(id)) throw new NotFoundError(NOT_FOUND);
  const [found] = await ownBookingQuery(db, caller, id).limit(1);
  return sideOf(found);
}

/** The booking, its row locked for a change, and the caller's side of it. */
export async function lockOwnBooking(tx: Tx, caller: Caller, id: string) {
  if (!isUuid(id)) throw new NotFoundError(NOT_FOUND);
  const [found] = await ownBookingQuery(tx, caller, id).for('update', { of: bookings });
  return sideOf(found);
}

/** The booking with its customer, its row locked for a change (the caller checked before). */
export async function lockBooking(tx: Tx, id: string) {
  const [found] = await tx
    .select({ booking: bookings, customerId: quoteRequests.customerId })
    .from(bookings)
    .innerJoin(quoteRequests, eq(quoteRequests.id, bookings.quoteRequestId))
    .where(eq(bookings.id, id))
    .for('update', { of: bookings });
  if (!found) throw new NotFoundError(NOT_FOUND);
  return found;
}
