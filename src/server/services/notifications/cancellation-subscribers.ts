import { eq } from 'drizzle-orm';
import { cancellationReasonLabel } from '../../../domain/cancellations';
import type { Locale } from '../../../domain/locales';
import { formatCents } from '../../../domain/money';
import type { BookedVisit } from '../../../domain/visit';
import { bookedTextIn } from '../../../domain/visit-words';
import { m } from '../../../i18n/paraglide/messages.js';
import type { Db } from '../../db/client';
import { cancellations, type CancellationRow } from '../../db/schema';
import type { EventDispatcher } from '../../events/dispatcher';
import type { DomainEvent } from '../../events/types';
import { bookedVisit } from '../bookings';
import { sendLeads } from './leads';
import { quoteWithProvider, requestFacts, store, type NotifyOptions } from './store';
import { sentences, serviceIn, suburb, type RequestFacts, type Wording } from './wording';

/** A cancelled visit's news (issue 49): the other side is told why, and what comes next. */

export const visitCancelledByProvider =
  (
    request: RequestFacts,
    pro: string,
    visit: BookedVisit,
    reason: string,
    reopened: number,
  ): Wording =>
  (locale) => {
    const time = bookedTextIn(locale, visit);
    const next =
      reopened === 0
        ? m.notice_reopened_none({ place: suburb(request.area) }, { locale })
        : reopened === 1
          ? m.notice_reopened_one({}, { locale })
          : m.notice_reopened_many({ count: reopened }, { locale });
    return {
      kind: 'visit_cancelled',
      title: m.notice_cancelled_by_pro_title({ pro }, { locale }),
      body: m.notice_cancelled_by_pro_body({ pro, time, reason, next }, { locale }),
      link: `/customer/requests/${request.id}`,
      template: { name: 'visit_cancelled', parameters: [pro, time, reason] },
    };
  };

/** What the customer's cancellation pays the provider, and from where (or nothing). */
function feeSentence(
  locale: Locale,
  cancellation: Pick<CancellationRow, 'feeCents' | 'settlement' | 'reason'>,
): string | null {
  const { feeCents, settlement } = cancellation;
  if (feeCents <= 0) return null;
  const fee = formatCents(feeCents);
  const held = settlement === 'from_held';
  if (cancellation.reason === 'no_show') {
    return held
      ? m.notice_callout_fee_held({ fee }, { locale })
      : m.notice_callout_fee_owed({ fee }, { locale });
  }
  return held
    ? m.notice_late_fee_held({ fee }, { locale })
    : m.notice_late_fee_owed({ fee }, { locale });
}

export const visitCancelledByCustomer =
  (
    request: RequestFacts,
    visit: BookedVisit,
    reason: string,
    cancellation: Pick<CancellationRow, 'feeCents' | 'settlement' | 'reason'>,
  ): Wording =>
  (locale) => {
    const time = bookedTextIn(locale, visit);
    const service = serviceIn(locale, request.serviceType);
    const person = request.customerFirstName;
    const noShow = cancellation.reason === 'no_show';
    return {
      kind: 'visit_cancelled',
      title: noShow
        ? m.notice_no_show_over_title({ person }, { locale })
        : m.notice_cancelled_by_person_title({ person }, { locale }),
      body: sentences(
        noShow
          ? m.notice_no_show_over_body({ person, service, time }, { locale })
          : m.notice_cancelled_by_person_body({ person, service, time, reason }, { locale }),
        feeSentence(locale, cancellation),
      ),
      link: `/quote/${request.id}`,
      template: { name: 'visit_cancelled', parameters: [person, time, reason] },
    };
  };

async function onCancelled(
  db: Db,
  options: NotifyOptions,
  event: DomainEvent<'booking_cancelled'>,
) {
  const found = await requestFacts(db, event.subjects.quoteRequestId);
  const quote = await quoteWithProvider(db, event.subjects.quoteId);
  const time = await bookedVisit(db, event.subjects.bookingId);
  const [row] = await db
    .select()
    .from(cancellations)
    .where(eq(cancellations.id, event.payload.cancellationId));
  if (!found || !quote || !time || !row) return;
  const reason = row.note ?? cancellationReasonLabel(row.by, row.reason);
  if (row.by === 'provider') {
    await store(db, options, event.id, [
      {
        userId: found.request.customerId,
        message: visitCancelledByProvider(
          found.facts,
          quote.providerName,
          time,
          reason,
          row.reopenedQuotes,
        ),
      },
    ]);
    // No other quote left: the providers near it hear of it as of a new request.
    if (row.reopenedQuotes === 0) {
      await sendLeads(
        db,
        options,
        event.id,
        event.subjects.quoteRequestId,
        event.subjects.providerId,
      );
    }
    return;
  }
  await store(db, options, event.id, [
    {
      userId: quote.userId,
      message: visitCancelledByCustomer(found.facts, time, reason, row),
    },
  ]);
}

export function notifyOfCancellations(
  events: EventDispatcher,
  db: Db,
  options: NotifyOptions,
): void {
  events.subscribe('booking_cancelled', (event) => onCancelled(db, options, event));
}
