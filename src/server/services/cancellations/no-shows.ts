import { and, eq, lte } from 'drizzle-orm';
import {
  NO_SHOW_AFTER_MINUTES,
  NO_SHOW_ANSWER_HOURS,
  NO_SHOW_REASON,
  noShowFeeRand,
  noShowReportable,
} from '../../../domain/cancellations';
import { textForOthers } from '../../../domain/contact-redaction';
import {
  noShowAnswerBodySchema,
  noShowReportBodySchema,
  type NoShow,
  type NoShowAnswerBody,
  type NoShowReportBody,
  type NoShowStatus,
} from '../../../domain/schemas/cancellations';
import type { Caller } from '../../auth/verifier';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/executor';
import { bookings, noShowReports, quotes, type NoShowReportRow } from '../../db/schema';
import { conflictsOn } from '../../db/conflicts';
import { transaction } from '../../db/transaction';
import { ConflictError, NotFoundError } from '../../errors';
import { recordEvent } from '../../events/record';
import { lockBooking, ownBooking } from '../bookings';
import type { EscrowPartner } from '../escrow';
import { endVisit } from './commands';
import { bookedStartOf } from './terms';

/**
 * No-shows (issue 49; domain/cancellations.ts): from 30 minutes after the booked start either
 * side may report that the other did not come. The other side confirms or explains within 24
 * hours; confirmed, or not answered in time, the visit ends as the absent side's cancellation
 * for the reason 'no_show' (a provider's: free for the customer, its fee given back, the other
 * quotes open again; a customer's: the quote's call-out fee). Explained, the booking stands.
 */

const ALREADY = 'A no-show is already reported for this visit.';
const NO_REPORT = 'No no-show is reported for this visit.';
type Side = 'customer' | 'provider';
const otherSide = (side: Side): Side => (side === 'customer' ? 'provider' : 'customer');

export function noShowView(row: NoShowReportRow): NoShow {
  return {
    id: row.id,
    reportedBy: row.reportedBy,
    note: row.note,
    state: row.state,
    answerNote: row.answerNote,
    answerBy: row.answerBy.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function reportOf(db: Db | Tx, bookingId: string) {
  const [row] = await db
    .select()
    .from(noShowReports)
    .where(eq(noShowReports.bookingId, bookingId))
    .limit(1);
  return row;
}

const reportableFrom = (start: Date) => new Date(start.getTime() + NO_SHOW_AFTER_MINUTES * 60_000);

/** `GET /api/bookings/:id/no-show`: the report, if any, and from when one may be made. */
export async function noShowStatus(
  db: Db,
  caller: Caller,
  bookingId: string,
): Promise<NoShowStatus> {
  const { booking, side } = await ownBooking(db, caller, bookingId);
  const report = await reportOf(db, booking.id);
  return {
    report: report ? noShowView(report) : null,
    reportableFrom: reportableFrom(bookedStartOf(booking)).toISOString(),
    side,
  };
}

/** `POST /api/bookings/:id/no-show`: the caller says the other side did not come. */
export async function reportNoShow(
  db: Db,
  caller: Caller,
  bookingId: string,
  body: NoShowReportBody,
  now: Date,
): Promise<NoShow> {
  const { note } = noShowReportBodySchema.parse(body);
  const { booking, side, customerId } = await ownBooking(db, caller, bookingId);
  if (booking.status !== 'booked') {
    throw new ConflictError('This visit is no longer booked: there is nothing to report.');
  }
  const start = bookedStartOf(booking);
  if (!noShowReportable(start, now)) {
    throw new ConflictError(
      `You can report that they did not come from ${NO_SHOW_AFTER_MINUTES} minutes after the booked start.`,
    );
  }
  const row = await conflictsOn({ no_show_reports_booking_key: ALREADY }, () =>
    transaction(db, async (tx) => {
      const locked = await lockBooking(tx, booking.id);
      if (locked.booking.status !== 'booked') throw new ConflictError(ALREADY);
      const [saved] = await tx
        .insert(noShowReports)
        .values({
          bookingId: booking.id,
          reportedBy: side,
          note: note ? textForOthers(note) : null,
          answerBy: new Date(now.getTime() + NO_SHOW_ANSWER_HOURS * 3_600_000),
        })
        .returning();
      if (!saved) throw new Error('insert returned no row');
      await recordEvent(tx, {
        type: 'no_show_reported',
        subjects: {
          bookingId: booking.id,
          quoteId: booking.quoteId,
          quoteRequestId: booking.quoteRequestId,
          providerId: booking.providerId,
          customerId,
        },
        payload: { reportId: saved.id, by: side, step: 'reported' },
      });
      return saved;
    }),
  );
  return noShowView(row);
}

/** The visit ends as the absent side's no-show, and the report with it (in one transaction). */
async function endAsNoShow(
  db: Db,
  partner: EscrowPartner | null,
  report: NoShowReportRow,
  state: 'confirmed' | 'lapsed',
  now: Date,
) {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, report.bookingId));
  if (!booking) throw new NotFoundError(NO_REPORT);
  const absent = otherSide(report.reportedBy);
  const [quote] = await db
    .select({ calloutFee: quotes.calloutFee })
    .from(quotes)
    .where(eq(quotes.id, booking.quoteId));
  await endVisit(
    db,
    partner,
    {
      booking,
      side: absent,
      reason: NO_SHOW_REASON,
      note: null,
      feeRand: noShowFeeRand(absent, quote?.calloutFee ?? 0),
      now,
    },
    async (tx) => {
      const updated = await tx
        .update(noShowReports)
        .set({ state, answeredAt: state === 'confirmed' ? now : null })
        .where(and(eq(noShowReports.id, report.id), eq(noShowReports.state, 'waiting')))
        .returning({ id: noShowReports.id });
      if (updated.length === 0) throw new ConflictError('This no-show was already answered.');
    },
  );
}

/** `POST /api/bookings/:id/no-show/answer`: the absent side confirms it, or explains. */
export async function answerNoShow(
  db: Db,
  partner: EscrowPartner | null,
  caller: Caller,
  bookingId: string,
  body: NoShowAnswerBody,
  now: Date,
): Promise<NoShow> {
  const { answer, note } = noShowAnswerBodySchema.parse(body);
  const { booking, side, customerId } = await ownBooking(db, caller, bookingId);
  const report = await reportOf(db, booking.id);
  if (!report) throw new NotFoundError(NO_REPORT);
  if (report.reportedBy === side) {
    throw new ConflictError('You reported this no-show: the other side answers it.');
  }
  if (report.state !== 'waiting') throw new ConflictError('This no-show was already answered.');
  if (answer === 'confirm') {
    await endAsNoShow(db, partner, report, 'confirmed', now);
  } else {
    await transaction(db, async (tx) => {
      const updated = await tx
        .update(noShowReports)
        .set({ state: 'explained', answerNote: textForOthers(note ?? ''), answeredAt: now })
        .where(and(eq(noShowReports.id, report.id), eq(noShowReports.state, 'waiting')))
        .returning({ id: noShowReports.id });
      if (updated.length === 0) throw new ConflictError('This no-show was already answered.');
      await recordEvent(tx, {
        type: 'no_show_reported',
        subjects: {
          bookingId: booking.id,
          quoteId: booking.quoteId,
          quoteRequestId: booking.quoteRequestId,
          providerId: booking.providerId,
          customerId,
        },
        payload: { reportId: report.id, by: side, step: 'explained' },
      });
    });
  }
  const after = await reportOf(db, booking.id);
  if (!after) throw new NotFoundError(NO_REPORT);
  return noShowView(after);
}

/**
 * The sweep: reports not answered within their 24 hours stand as confirmed. Returns how many
 * visits it ended; one that fails (the partner away) is tried on the next sweep.
 */
export async function lapseNoShows(
  db: Db,
  partner: EscrowPartner | null,
  now: Date,
): Promise<number> {
  const waiting = await db
    .select()
    .from(noShowReports)
    .where(and(eq(noShowReports.state, 'waiting'), lte(noShowReports.answerBy, now)))
    .orderBy(noShowReports.answerBy)
    .limit(100);
  let ended = 0;
  for (const report of waiting) {
    const [booking] = await db
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, report.bookingId));
    if (booking?.status !== 'booked') {
      // The visit ended another way meanwhile (cancelled, or done): the report lapses with it.
      await db
        .update(noShowReports)
        .set({ state: 'lapsed' })
        .where(and(eq(noShowReports.id, report.id), eq(noShowReports.state, 'waiting')));
      continue;
    }
    try {
      await endAsNoShow(db, partner, report, 'lapsed', now);
      ended += 1;
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
    }
  }
  return ended;
}
