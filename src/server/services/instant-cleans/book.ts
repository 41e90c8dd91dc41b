import { and, eq, isNull, sql } from 'drizzle-orm';
import { textForOthers } from '../../../domain/contact-redaction';
import { cleanHours, cleanPrice, cleanText, freeStarts } from '../../../domain/price-list';
import { canTransition, nextStatus } from '../../../domain/quote-status';
import type { BookCleanBody } from '../../../domain/schemas/instant-cleans';
import {
  datesOf,
  dateProblem,
  describeWhen,
  dayLabel,
  southAfricanToday,
} from '../../../domain/when';
import { minutesOf } from '../../../domain/working-hours';
import type { Caller } from '../../auth/verifier';
import type { Db } from '../../db/client';
import {
  bookings,
  priceLists,
  providers,
  quoteRequests,
  quoteRevisions,
  quotes,
} from '../../db/schema';
import { transaction } from '../../db/transaction';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import { recordEvent } from '../../events/record';
import { dayOffSql, visitsOnSql } from '../bookings';
import { chargeHireFee } from '../credit';
import { covers } from '../matching';
import { requireResolvedLocation } from '../providers';
import { revisionOf } from '../quotes';
import { getOwnUser } from '../users';
import { earliestStart } from './search';

/**
 * Booking a clean instantly (issue 45): the request, the cleaner's quote at its listed price
 * (accepted) and the booked visit, in one transaction. The cleaner's row is locked first, so two
 * customers booking its last place or the same start that day take turns: the second finds the
 * start gone and gets 409 with nothing stored. The cleaner is told at once and may decline
 * within two hours.
 */
export async function bookClean(
  db: Db,
  caller: Caller,
  body: BookCleanBody,
  now = new Date(),
): Promise<{ quoteRequestId: string; bookingId: string }> {
  const user = await getOwnUser(db, caller);
  const place = requireResolvedLocation(body.location, body);
  const problem = dateProblem(body.date, southAfricanToday(now));
  if (problem) throw new BadRequestError(problem, { date: problem });
  const choice = { bedrooms: body.bedrooms, bathrooms: body.bathrooms, extras: body.extras };
  const minutes = cleanHours(choice) * 60;
  const start = minutesOf(body.start) ?? 0;
  return transaction(db, async (tx) => {
    const [cleaner] = await tx
      .select({
        id: providers.id,
        userId: providers.userId,
        name: providers.name,
        services: providers.services,
        latitude: providers.latitude,
        longitude: providers.longitude,
        radiusKm: providers.serviceRadiusKm,
        workingHours: providers.workingHours,
        dailyCapacity: providers.dailyCapacity,
      })
      .from(providers)
      .where(and(eq(providers.id, body.providerId), isNull(providers.deletedAt)))
      .for('update');
    if (!cleaner) throw new NotFoundError('Cleaner not found');
    const [day] = await tx
      .select({
        list: priceLists,
        off: dayOffSql(sql`${providers.id}`, body.date),
        visits: visitsOnSql(sql`${providers.id}`, body.date),
      })
      .from(providers)
      .leftJoin(priceLists, eq(priceLists.providerId, providers.id))
      .where(eq(providers.id, cleaner.id));
    if (!day?.list?.instant || !cleaner.services.includes('cleaning')) {
      throw new ConflictError(
        `${cleaner.name} no longer takes instant bookings: choose another cleaner.`,
      );
    }
    if (cleaner.userId === user.id) throw new ConflictError('You cannot book your own listing.');
    if (!covers(cleaner, place)) {
      throw new ConflictError(
        `${cleaner.name} does not travel to that address: choose another cleaner.`,
      );
    }
    const price = cleanPrice(day.list, choice);
    if (!price) {
      throw new ConflictError(
        `${cleaner.name} does not offer all the extras you chose: choose another cleaner.`,
      );
    }
    const starts = day.off
      ? []
      : freeStarts({
          date: body.date,
          workingHours: cleaner.workingHours,
          minutes,
          booked: day.visits,
          dailyCapacity: cleaner.dailyCapacity,
          earliest: earliestStart(body.date, now),
        });
    if (!starts.includes(body.start)) {
      throw new ConflictError(
        `${cleaner.name} is no longer free at ${body.start} on ${dayLabel(body.date)}: choose another start.`,
      );
    }
    const when = { kind: 'dates' as const, dates: [{ date: body.date, window: 'any' as const }] };
    if (!canTransition('booked_instantly', 'pending', 'customer')) throw new Error('machine');
    const [request] = await tx
      .insert(quoteRequests)
      .values({
        customerId: user.id,
        serviceType: 'cleaning',
        description: textForOthers(
          body.notes ? `${cleanText(choice)}.\n${body.notes}` : `${cleanText(choice)}.`,
        ),
        location: body.location,
        latitude: place.latitude,
        longitude: place.longitude,
        area: place.area,
        preferredDate: describeWhen(when),
        when,
        wantedDates: datesOf(when),
        cleaningDetails: { cleaningType: 'indoor' },
        status: nextStatus('booked_instantly'),
        quoteCount: 1,
      })
      .returning();
    if (!request) throw new Error('insert returned no row');
    const [quote] = await tx
      .insert(quotes)
      .values({
        quoteRequestId: request.id,
        requestCreatedAt: sql`(select created_at from ${quoteRequests} where id = ${request.id})`,
        providerId: cleaner.id,
        amount: price.total,
        message: price.lines.map((line) => `${line.label}: R${line.amount}`).join('\n'),
        status: 'accepted',
        decidedAt: now,
        earliestStart: body.date,
        visitDate: body.date,
        visitStart: start,
        visitMinutes: minutes,
      })
      .returning();
    if (!quote) throw new Error('insert returned no row');
    await tx.insert(quoteRevisions).values(revisionOf(quote));
    const [booking] = await tx
      .insert(bookings)
      .values({
        quoteRequestId: request.id,
        quoteId: quote.id,
        providerId: cleaner.id,
        visitDate: body.date,
        startMinute: start,
        endMinute: start + minutes,
        instant: true,
      })
      .returning();
    if (!booking) throw new Error('insert returned no row');
    await chargeHireFee(tx, {
      quoteId: quote.id,
      providerId: cleaner.id,
      amount: quote.amount,
      serviceType: 'cleaning',
    });
    await recordEvent(tx, {
      type: 'instant_clean_booked',
      subjects: {
        bookingId: booking.id,
        quoteId: quote.id,
        quoteRequestId: request.id,
        providerId: cleaner.id,
        customerId: user.id,
      },
    });
    return { quoteRequestId: request.id, bookingId: booking.id };
  });
}
