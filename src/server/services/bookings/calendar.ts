import crypto from 'node:crypto';
import { and, asc, eq, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { HOLDS_A_PLACE, type Side } from '../../../domain/booking-status';
import type { CalendarFeed } from '../../../domain/schemas/bookings';
import { SERVICE_LABELS } from '../../../domain/services';
import { addDays, southAfricanInstant, southAfricanToday } from '../../../domain/when';
import type { Caller } from '../../auth/verifier';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/executor';
import {
  bookingMoves,
  bookings,
  calendarFeeds,
  providers,
  quoteRequests,
  users,
} from '../../db/schema';
import { NotFoundError } from '../../errors';
import { requireOwnProvider } from '../providers';
import { ownBooking } from './access';

/**
 * Booked visits in people's own calendars (issue 45): an .ics file of one visit, from the job's
 * page and attached to the booking's emails, and a provider's private feed of all its visits at
 * a secret URL that Google Calendar and Apple Calendar subscribe to. Times are UTC instants
 * (South Africa keeps UTC+2 all year). The address is in an event only while the visit is booked
 * or done, as on the job's page after acceptance.
 */

/** What one visit's event says, read with its request and both sides' names. */
async function visitRows(db: Executor, where: SQL) {
  return db
    .select({
      booking: bookings,
      serviceType: quoteRequests.serviceType,
      location: quoteRequests.location,
      area: quoteRequests.area,
      customerName: users.name,
      providerName: providers.name,
      moved: sql<number>`(select count(*)::int from ${bookingMoves} where ${bookingMoves.bookingId} = ${bookings.id} and ${bookingMoves.status} = 'accepted')`,
    })
    .from(bookings)
    .innerJoin(quoteRequests, eq(quoteRequests.id, bookings.quoteRequestId))
    .innerJoin(users, eq(users.id, quoteRequests.customerId))
    .innerJoin(providers, eq(providers.id, bookings.providerId))
    .where(where)
    .orderBy(asc(bookings.visitDate), asc(bookings.startMinute));
}
type VisitRow = Awaited<ReturnType<typeof visitRows>>[number];

const at = (date: string, minute: number) =>
  southAfricanInstant(date, Math.floor(minute / 60), minute % 60);

/** The calendar holding these visits, as one side of them sees them. */
function calendarText(rows: VisitRow[], side: Side, siteUrl: string, name: string): string {
  const calendar = ical({
    name,
    prodId: { company: 'Khaya', product: 'Bookings', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    // Subscribed calendars read it again after an hour (Apple and Outlook honour it).
    ttl: 60 * 60,
  });
  const host = new URL(siteUrl).hostname || 'localhost';
  for (const row of rows) {
    const { booking } = row;
    const service = SERVICE_LABELS[row.serviceType];
    const jobPath =
      side === 'customer'
        ? `/customer/requests/${booking.quoteRequestId}`
        : `/quote/${booking.quoteRequestId}`;
    const held = HOLDS_A_PLACE.includes(booking.status) || booking.status === 'completed';
    calendar.createEvent({
      id: `booking-${booking.id}@${host}`,
      // A moved visit is a newer version of the same event: calendars that imported it update it.
      sequence: row.moved,
      start: at(booking.visitDate, booking.startMinute),
      end: at(booking.visitDate, booking.endMinute),
      stamp: booking.updatedAt,
      summary:
        side === 'customer'
          ? `${service}: ${row.providerName}`
          : `${service} for ${row.customerName}`,
      location: side === 'customer' || held ? row.location : row.area || null,
      description: `Booked on Khaya. The job: ${siteUrl}${jobPath}`,
      url: `${siteUrl}${jobPath}`,
      status: held ? ICalEventStatus.CONFIRMED : ICalEventStatus.CANCELLED,
    });
  }
  return calendar.toString();
}

/** One booked visit as an .ics file, for either side of it (404 for anyone else). */
export async function visitCalendarFile(
  db: Db,
  caller: Caller,
  bookingId: string,
  siteUrl: string,
): Promise<{ filename: string; content: string }> {
  const { side } = await ownBooking(db, caller, bookingId);
  return visitFileFor(db, bookingId, side, siteUrl) as Promise<{
    filename: string;
    content: string;
  }>;
}

/** One visit's .ics file as `side` sees it, or null when the booking is gone. */
export async function visitFileFor(
  db: Executor,
  bookingId: string,
  side: Side,
  siteUrl: string,
): Promise<{ filename: string; content: string } | null> {
  const rows = await visitRows(db, eq(bookings.id, bookingId));
  const row = rows[0];
  if (!row) return null;
  return {
    filename: `khaya-visit-${row.booking.visitDate}.ics`,
    content: calendarText(rows, side, siteUrl, 'Khaya visit'),
  };
}

/** How far back and ahead a feed reaches: a month of visits done, and every one booked ahead. */
const FEED_DAYS_BACK = 31;
const FEED_DAYS_AHEAD = 180;

const hashOf = (secret: string) => crypto.createHash('sha256').update(secret).digest('hex');

const feedUrl = (siteUrl: string, secret: string) =>
  `${siteUrl}/api/calendar-feeds/${secret}/visits.ics`;

const ownProviderId = async (db: Db, caller: Caller) => (await requireOwnProvider(db, caller)).id;

/** Whether the caller's feed is on, since when, and when a calendar last read it. */
export async function calendarFeedOf(db: Db, caller: Caller): Promise<CalendarFeed> {
  const providerId = await ownProviderId(db, caller);
  const [row] = await db
    .select()
    .from(calendarFeeds)
    .where(eq(calendarFeeds.providerId, providerId))
    .limit(1);
  return {
    on: row !== undefined,
    since: row?.createdAt.toISOString() ?? null,
    readAt: row?.readAt?.toISOString() ?? null,
    url: null,
  };
}

/**
 * A new secret URL for the caller's feed, shown once: a feed already on gets a new one and its
 * old URL stops working at once.
 */
export async function startCalendarFeed(
  db: Db,
  caller: Caller,
  siteUrl: string,
): Promise<CalendarFeed> {
  const providerId = await ownProviderId(db, caller);
  const secret = crypto.randomBytes(24).toString('base64url');
  const [row] = await db
    .insert(calendarFeeds)
    .values({ providerId, secretHash: hashOf(secret) })
    .onConflictDoUpdate({
      target: calendarFeeds.providerId,
      set: { secretHash: hashOf(secret), createdAt: sql`now()`, readAt: null },
    })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return {
    on: true,
    since: row.createdAt.toISOString(),
    readAt: null,
    url: feedUrl(siteUrl, secret),
  };
}

/** Turns the caller's feed off: its URL answers 404 from now on. */
export async function stopCalendarFeed(db: Db, caller: Caller): Promise<void> {
  const providerId = await ownProviderId(db, caller);
  await db.delete(calendarFeeds).where(eq(calendarFeeds.providerId, providerId));
}

/**
 * The feed at a secret URL: the provider's visits from a month back to six months ahead, as it
 * sees them. An unknown or revoked secret, or a provider gone: 404.
 */
export async function calendarFeedText(
  db: Db,
  secret: string,
  siteUrl: string,
  now: Date,
): Promise<string> {
  const [feed] = /^[A-Za-z0-9_-]{32}$/.test(secret)
    ? await db
        .select({ providerId: calendarFeeds.providerId, name: providers.name })
        .from(calendarFeeds)
        .innerJoin(providers, eq(providers.id, calendarFeeds.providerId))
        .where(and(eq(calendarFeeds.secretHash, hashOf(secret)), isNull(providers.deletedAt)))
        .limit(1)
    : [];
  if (!feed) throw new NotFoundError('Calendar feed not found');
  const today = southAfricanToday(now);
  const rows = await visitRows(
    db,
    and(
      eq(bookings.providerId, feed.providerId),
      gte(bookings.visitDate, addDays(today, -FEED_DAYS_BACK)),
      lte(bookings.visitDate, addDays(today, FEED_DAYS_AHEAD)),
      inArray(bookings.status, [...HOLDS_A_PLACE, 'completed']),
    ) as SQL,
  );
  await db
    .update(calendarFeeds)
    .set({ readAt: now })
    .where(
      and(
        eq(calendarFeeds.providerId, feed.providerId),
        or(
          isNull(calendarFeeds.readAt),
          lt(calendarFeeds.readAt, new Date(now.getTime() - 60_000)),
        ),
      ),
    );
  return calendarText(rows, 'provider', siteUrl, `Khaya: ${feed.name}`);
}
