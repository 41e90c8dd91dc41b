import { eq } from 'drizzle-orm';
import { formatDayTime } from '../../../domain/locale-format';
import { BASE_LOCALE } from '../../../domain/locales';
import type { BookedVisit } from '../../../domain/visit';
import { bookedTextIn } from '../../../domain/visit-words';
import { m } from '../../../i18n/paraglide/messages.js';
import type { Db } from '../../db/client';
import { noShowReports } from '../../db/schema';
import type { EventDispatcher } from '../../events/dispatcher';
import type { DomainEvent } from '../../events/types';
import { bookedVisit } from '../bookings';
import { quoteWithProvider, requestFacts, store, type NotifyOptions } from './store';
import { jobPageFor, type Wording } from './wording';

type Side = 'customer' | 'provider';
const hhmm = new Intl.DateTimeFormat('en-ZA', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Africa/Johannesburg',
});

/** The absent side asked to answer, or the reporter told of the answer. */
export const noShowMessage =
  (
    step: 'reported' | 'answered',
    from: string,
    link: string,
    visit: BookedVisit,
    report: { answerBy: Date; answerNote: string | null },
  ): Wording =>
  (locale) => {
    if (step === 'answered') {
      return {
        kind: 'no_show',
        title: m.notice_no_show_answered_title({ from }, { locale }),
        body: m.notice_no_show_answered_body({ note: report.answerNote ?? '' }, { locale }),
        link,
      };
    }
    const by =
      locale === BASE_LOCALE
        ? hhmm.format(report.answerBy)
        : formatDayTime(locale, report.answerBy);
    return {
      kind: 'no_show',
      title: m.notice_no_show_title({ from }, { locale }),
      body: m.notice_no_show_body({ time: bookedTextIn(locale, visit), by }, { locale }),
      link,
    };
  };

/**
 * A no-show (issue 49): the absent side is asked to confirm or explain within 24 hours; the one
 * who reported it reads the explanation. A confirmed no-show is told as a cancellation.
 */
async function onNoShow(db: Db, options: NotifyOptions, event: DomainEvent<'no_show_reported'>) {
  const [found, quote, visit, [report]] = await Promise.all([
    requestFacts(db, event.subjects.quoteRequestId),
    quoteWithProvider(db, event.subjects.quoteId),
    bookedVisit(db, event.subjects.bookingId),
    db.select().from(noShowReports).where(eq(noShowReports.id, event.payload.reportId)),
  ]);
  if (!found || !quote || !visit || !report) return;
  const names: Record<Side, string> = {
    customer: found.facts.customerFirstName,
    provider: quote.providerName,
  };
  const userOf: Record<Side, string> = {
    customer: found.request.customerId,
    provider: quote.userId,
  };
  const to: Side = event.payload.by === 'customer' ? 'provider' : 'customer';
  const step = event.payload.step === 'reported' ? 'reported' : 'answered';
  const link = jobPageFor(to, found.request.id);
  await store(db, options, event.id, [
    {
      userId: userOf[to],
      message: noShowMessage(step, names[event.payload.by], link, visit, report),
    },
  ]);
}

export function notifyOfNoShows(events: EventDispatcher, db: Db, options: NotifyOptions): void {
  events.subscribe('no_show_reported', (event) => onNoShow(db, options, event));
}
