import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { noShowReports } from '../../db/schema';
import type { EventDispatcher } from '../../events/dispatcher';
import type { DomainEvent } from '../../events/types';
import { bookedVisitText } from '../bookings';
import { quoteWithProvider, requestFacts, store, type NotifyOptions } from './store';
import { jobPageFor, type Message } from './wording';

type Side = 'customer' | 'provider';
const hhmm = new Intl.DateTimeFormat('en-ZA', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Africa/Johannesburg',
});

/**
 * A no-show (issue 49): the absent side is asked to confirm or explain within 24 hours; the one
 * who reported it reads the explanation. A confirmed no-show is told as a cancellation.
 */
async function onNoShow(db: Db, options: NotifyOptions, event: DomainEvent<'no_show_reported'>) {
  const [found, quote, time, [report]] = await Promise.all([
    requestFacts(db, event.subjects.quoteRequestId),
    quoteWithProvider(db, event.subjects.quoteId),
    bookedVisitText(db, event.subjects.bookingId),
    db.select().from(noShowReports).where(eq(noShowReports.id, event.payload.reportId)),
  ]);
  if (!found || !quote || !time || !report) return;
  const names: Record<Side, string> = {
    customer: found.facts.customerFirstName,
    provider: quote.providerName,
  };
  const userOf: Record<Side, string> = {
    customer: found.request.customerId,
    provider: quote.userId,
  };
  const to: Side = event.payload.by === 'customer' ? 'provider' : 'customer';
  const from = names[event.payload.by];
  const message: Message =
    event.payload.step === 'reported'
      ? {
          kind: 'no_show',
          title: `${from} says you did not come`,
          body: `For the visit ${time}. Confirm it or say what happened by ${hhmm.format(report.answerBy)} on the job's page; without an answer it counts as a no-show.`,
          link: jobPageFor(to, found.request.id),
        }
      : {
          kind: 'no_show',
          title: `${from} answered your no-show report`,
          body: `"${report.answerNote ?? ''}". The visit stays booked: sort it out in the messages, move it, or cancel it.`,
          link: jobPageFor(to, found.request.id),
        };
  await store(db, options, event.id, [{ userId: userOf[to], message }]);
}

export function notifyOfNoShows(events: EventDispatcher, db: Db, options: NotifyOptions): void {
  events.subscribe('no_show_reported', (event) => onNoShow(db, options, event));
}
