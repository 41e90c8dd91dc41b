import { CalendarCheck, CalendarClock, MapPin, Siren, Wallet } from 'lucide-react';
import { BUDGET_BAND_LABELS, roomCounts, tradeSummary } from '../../../domain/trade-questions';
import type { QuoteRequest } from '../../../domain/schemas/quote-requests';
import { PhotoStrip } from './photo-strip';
import { m } from '../../../i18n/paraglide/messages.js';
import { serviceWord } from '../../lib/service-words';
import { requestWord } from '../../lib/request-words';
import { bookingWords, whenWords } from '../../lib/visit-dates';

/**
 * Where, when, an emergency, the cleaning details, the trade's answers, the budget and the
 * photos of a request, the same on every card and page
 * (the customer's own page shows its photos with their controls instead: `photos={false}`).
 */
export function RequestSummary({
  request,
  photos = true,
  photoLimit,
}: {
  request: QuoteRequest;
  photos?: boolean;
  /** A card's few thumbnails (the rest are on the request's page). */
  photoLimit?: number;
}) {
  const details = request.cleaningDetails;
  const answers = request.tradeDetails ? tradeSummary(request.tradeDetails) : [];
  const rooms = details ? roomCounts(details.bedrooms, details.bathrooms) : '';
  return (
    <div className="grid gap-2 text-sm">
      {request.emergency ? (
        <p
          className="flex w-fit items-center gap-1.5 rounded-full bg-destructive px-3 py-1 text-xs font-semibold text-destructive-foreground"
          data-testid="emergency"
        >
          <Siren className="size-4" aria-hidden />
          {requestWord('Emergency (today)')}
        </p>
      ) : null}
      <p className="whitespace-pre-line [overflow-wrap:anywhere]">{request.description}</p>
      <p className="flex items-start gap-2 text-muted-foreground">
        <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>
          {request.location}
          {request.distanceKm === null ? null : (
            <span data-testid="request-distance">
              {' '}
              ·{' '}
              {m.sum_distance({
                distance: request.distanceKm < 1 ? m.sum_under_1km() : `${request.distanceKm} km`,
              })}
            </span>
          )}
        </span>
      </p>
      {request.booking ? (
        <p className="flex items-start gap-2 font-medium" data-testid="booking">
          <CalendarCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
          <span>
            {request.booking.status === 'completed' ? m.sum_visited() : m.sum_booked()}:{' '}
            {bookingWords(request.booking)}
          </span>
        </p>
      ) : null}
      <p className="flex items-start gap-2 text-muted-foreground">
        <CalendarClock className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>
          {request.booking ? `${m.sum_asked_for()} ` : null}
          {whenWords(request)}
        </span>
      </p>
      {details ? (
        <div className="rounded-lg bg-muted/60 p-3 text-muted-foreground">
          <p>
            <span className="font-medium text-foreground">
              {details.cleaningType === 'indoor'
                ? m.sum_indoor_cleaning()
                : m.sum_outdoor_cleaning()}
            </span>
            {details.rooms?.length ? `: ${details.rooms.map(requestWord).join(', ')}` : ''}
            {details.outdoorTasks?.length
              ? `: ${details.outdoorTasks.map(requestWord).join(', ')}`
              : ''}
          </p>
          {rooms ? <p>{rooms}</p> : null}
          {details.items?.length ? (
            <p>
              {m.sum_items()}{' '}
              {details.items
                .map((item) =>
                  item.fabric
                    ? `${requestWord(item.name)} (${requestWord(item.fabric)})`
                    : requestWord(item.name),
                )
                .join(', ')}
            </p>
          ) : null}
        </div>
      ) : null}
      {answers.length ? (
        <p className="rounded-lg bg-muted/60 p-3 text-muted-foreground" data-testid="trade-answers">
          <span className="font-medium text-foreground">{serviceWord(request.serviceType)}:</span>{' '}
          {answers.join(' · ')}
        </p>
      ) : null}
      {request.budget ? (
        <p className="flex items-start gap-2 text-muted-foreground">
          <Wallet className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>{m.sum_budget({ band: requestWord(BUDGET_BAND_LABELS[request.budget]) })}</span>
        </p>
      ) : null}
      {photos ? <PhotoStrip photos={request.photos} max={photoLimit} /> : null}
    </div>
  );
}
