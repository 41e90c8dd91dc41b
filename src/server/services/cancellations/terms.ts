import { eq } from 'drizzle-orm';
import { canBookingChange, type Side } from '../../../domain/booking-status';
import {
  CANCELLATION_REASONS,
  CANCELLATION_RULE,
  cancellationCharge,
  FEE_EXEMPT_REASONS,
} from '../../../domain/cancellations';
import type { CancellationTerms } from '../../../domain/schemas/cancellations';
import { southAfricanInstant } from '../../../domain/when';
import type { Executor } from '../../db/executor';
import { providers, quotes, type BookingRow } from '../../db/schema';
import type { Caller } from '../../auth/verifier';
import { ConflictError } from '../../errors';
import { getOwnProvider } from '../providers';

/** When a booked visit starts, as an instant. */
export function bookedStartOf(booking: Pick<BookingRow, 'visitDate' | 'startMinute'>): Date {
  return southAfricanInstant(
    booking.visitDate,
    Math.floor(booking.startMinute / 60),
    booking.startMinute % 60,
  );
}

export const NOT_CANCELLABLE = 'This visit is no longer booked: it cannot be cancelled.';

/** What a side's cancellation of a booked visit costs now, for a reason that is not exempt. */
export async function chargeFor(
  db: Executor,
  booking: BookingRow,
  side: Side,
  reason: string,
  now: Date,
) {
  const event = side === 'customer' ? 'customer_cancelled' : 'provider_cancelled';
  if (!canBookingChange(event, booking.status, side)) throw new ConflictError(NOT_CANCELLABLE);
  const [terms] = await db
    .select({ calloutFee: quotes.calloutFee, fee: providers.lateCancellationFee })
    .from(quotes)
    .innerJoin(providers, eq(providers.id, quotes.providerId))
    .where(eq(quotes.id, booking.quoteId));
  const bookedStart = bookedStartOf(booking);
  const charge = cancellationCharge({
    by: side,
    reason,
    bookedStart,
    now,
    providerFeeRand: terms?.fee ?? 0,
    calloutFeeRand: terms?.calloutFee ?? 0,
  });
  return { ...charge, bookedStart };
}

/** The reasons a side may give, as the form lists them. */
export function reasonsOf(side: Side) {
  return Object.entries(CANCELLATION_REASONS[side]).map(([key, label]) => ({ key, label }));
}

export function termsView(
  side: Side,
  charge: Awaited<ReturnType<typeof chargeFor>>,
  payment: CancellationTerms['payment'],
  feeFromHeld = false,
): CancellationTerms {
  return {
    side,
    reasons: reasonsOf(side),
    feeCents: charge.feeRand * 100,
    why: charge.why,
    exemptReasons: side === 'customer' ? [...FEE_EXEMPT_REASONS] : [],
    bookedStart: charge.bookedStart.toISOString(),
    freeUntil: new Date(
      charge.bookedStart.getTime() - CANCELLATION_RULE.freeNoticeHours * 3_600_000,
    ).toISOString(),
    payment,
    feeFromHeld,
  };
}

/** The caller's late-cancellation fee (a provider), in rand. */
export async function cancellationFeeOf(db: Executor, caller: Caller) {
  const provider = await getOwnProvider(db, caller);
  return { fee: provider.lateCancellationFee };
}

/** Sets the caller's late-cancellation fee (a provider), within the cap. */
export async function setCancellationFee(db: Executor, caller: Caller, fee: number) {
  const provider = await getOwnProvider(db, caller);
  await db.update(providers).set({ lateCancellationFee: fee }).where(eq(providers.id, provider.id));
  return { fee };
}
