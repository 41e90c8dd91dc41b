import { eq } from 'drizzle-orm';
import { cancellationReasonLabel } from '../../../domain/cancellations';
import { formatCents } from '../../../domain/money';
import type { Db } from '../../db/client';
import { cancellations, type CancellationRow } from '../../db/schema';
import type { EventDispatcher } from '../../events/dispatcher';
import type { DomainEvent } from '../../events/types';
import { bookedVisitText } from '../bookings';
import { sendLeads } from './leads';
import { quoteWithProvider, requestFacts, store, type NotifyOptions } from './store';
import { suburb, type Message, type RequestFacts } from './wording';

/** A cancelled visit's news (issue 49): the other side is told why, and what comes next. */

export function visitCancelledByProvider(
  request: RequestFacts,
  providerName: string,
  time: string,
  reason: string,
  reopened: number,
): Message {
  const next =
    reopened > 0
      ? `${reopened === 1 ? 'Another quote is' : `${reopened} other quotes are`} open again: pick one on the request's page.`
      : `Your request is open again to providers near ${suburb(request.area)}: new quotes come to its page.`;
  return {
    kind: 'visit_cancelled',
    title: `${providerName} cancelled your visit`,
    body: `${providerName} cancelled ${time} ("${reason}"). It costs you nothing. ${next}`,
    link: `/customer/requests/${request.id}`,
    template: { name: 'visit_cancelled', parameters: [providerName, time, reason] },
  };
}

export function visitCancelledByCustomer(
  request: RequestFacts,
  time: string,
  reason: string,
  cancellation: Pick<CancellationRow, 'feeCents' | 'settlement' | 'reason'>,
): Message {
  const { feeCents, settlement } = cancellation;
  const paid =
    settlement === 'from_held'
      ? 'is paid to you from the money TradeSafe held'
      : 'is theirs to pay you';
  const fee =
    feeCents <= 0
      ? ''
      : cancellation.reason === 'no_show'
        ? ` Your call-out fee of ${formatCents(feeCents)} ${paid}.`
        : ` It was within 24 hours: your cancellation fee of ${formatCents(feeCents)} ${paid}.`;
  const name = request.customerFirstName;
  const noShow = cancellation.reason === 'no_show';
  return {
    kind: 'visit_cancelled',
    title: noShow ? `${name} was not there: the visit is over` : `${name} cancelled the visit`,
    body: noShow
      ? `Your no-show report stands: ${name} was not there for the ${request.serviceType} visit ${time}.${fee}`
      : `${name} cancelled the ${request.serviceType} visit ${time} ("${reason}").${fee}`,
    link: `/quote/${request.id}`,
    template: {
      name: 'visit_cancelled',
      parameters: [request.customerFirstName, time, reason],
    },
  };
}

async function onCancelled(
  db: Db,
  options: NotifyOptions,
  event: DomainEvent<'booking_cancelled'>,
) {
  const found = await requestFacts(db, event.subjects.quoteRequestId);
  const quote = await quoteWithProvider(db, event.subjects.quoteId);
  const time = await bookedVisitText(db, event.subjects.bookingId);
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
