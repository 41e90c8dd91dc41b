import { CalendarCheck, CalendarPlus, Truck } from 'lucide-react';
import { southAfricanToday } from '../../../domain/when';
import { timeOf } from '../../../domain/working-hours';
import type { Booking, Move } from '../../../domain/schemas/bookings';
import { southAfricanMinutes } from '../../../domain/visit';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { toast } from '../../components/ui/use-toast';
import { failureText } from '../../lib/api';
import { saveVisitToCalendar, useMoveAction } from './api';
import { CancelVisitForm } from './cancel-form';
import { DeclineBookingForm } from './decline-form';
import { MoveForm } from './move-form';
import { NoShowPanel } from './no-show-panel';
import { Strong } from '../../components/name-in-sentence';
import { bookingWords } from '../../lib/visit-dates';
import { m } from '../../../i18n/paraglide/messages.js';

type Side = 'customer' | 'provider';

const DECIDED: Record<Exclude<Move['status'], 'proposed'>, () => string> = {
  accepted: m.bk_accepted,
  declined: m.bk_declined,
};

/**
 * A job's booked visit on its page, for either side (issue 45): the time, a time the other side
 * proposed instead to accept or decline, one's own waiting for an answer, a way to propose
 * another, and every time proposed before.
 */
export function VisitCard({
  requestId,
  booking,
  side,
  otherName,
}: {
  requestId: string;
  booking: Booking;
  side: Side;
  otherName: string;
}) {
  const move = useMoveAction(requestId, booking.id, side);
  const waiting = booking.moves.find((one) => one.status === 'proposed');
  const past = booking.moves.filter((one) => one.status !== 'proposed');
  const pastText = (one: Move) => {
    const said = {
      time: bookingWords(one),
      reason: one.reason,
      outcome: DECIDED[one.status as keyof typeof DECIDED](),
    };
    return one.proposedBy === side
      ? m.bk_past_you(said)
      : m.bk_past_other({ ...said, name: otherName });
  };
  const failed = (error: unknown) =>
    toast({
      variant: 'destructive',
      title: m.toast_error(),
      description: failureText(error, m.decide_failed()),
    });
  const answer = (kind: 'accept' | 'decline', moveId: string) =>
    move.mutate(
      { kind, moveId },
      {
        onSuccess: () => toast({ title: kind === 'accept' ? m.bk_moved() : m.bk_time_stands() }),
        onError: failed,
      },
    );

  return (
    <Card as="section" className="grid gap-3 p-5" aria-labelledby="visit-heading">
      <h2 id="visit-heading" className="flex items-center gap-2 font-semibold">
        <CalendarCheck className="size-5 text-primary" aria-hidden />
        {m.bk_heading()}
      </h2>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-lg font-semibold" data-testid="visit-time">
          {bookingWords(booking)}
        </p>
        {booking.status === 'booked' ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() => void saveVisitToCalendar(booking).catch(failed)}
          >
            <CalendarPlus aria-hidden />
            {m.bk_add_calendar()}
          </Button>
        ) : null}
      </div>
      {booking.onTheWayAt ? (
        <p className="flex items-center gap-2 text-sm font-medium" data-testid="on-the-way">
          <Truck className="size-4 text-primary" aria-hidden />
          {(side === 'provider' ? m.bk_you_told_on_way : m.bk_is_on_way)({
            name: otherName,
            time: timeOf(southAfricanMinutes(new Date(booking.onTheWayAt))),
          })}
        </p>
      ) : side === 'provider' &&
        booking.status === 'booked' &&
        booking.date === southAfricanToday() ? (
        <Button
          className="justify-self-start"
          disabled={move.isPending}
          onClick={() =>
            move.mutate(
              { kind: 'on-the-way' },
              {
                onSuccess: () => toast({ title: m.bk_knows_on_way({ name: otherName }) }),
                onError: failed,
              },
            )
          }
        >
          <Truck aria-hidden />
          {m.bk_on_my_way()}
        </Button>
      ) : null}
      {waiting ? (
        <div
          className="grid gap-2 rounded-lg border border-primary/40 bg-accent/40 p-3 text-sm"
          data-testid="move-waiting"
        >
          {waiting.proposedBy === side ? (
            <p>
              <Strong
                as="span"
                part={bookingWords(waiting)}
                sentence={(time) =>
                  m.bk_you_proposed({ time, reason: waiting.reason, name: otherName })
                }
              />
            </p>
          ) : (
            <>
              <p>
                <Strong
                  as="span"
                  part={bookingWords(waiting)}
                  sentence={(time) =>
                    m.bk_other_proposes({ time, reason: waiting.reason, name: otherName })
                  }
                />
              </p>
              <div className="flex flex-wrap gap-2">
                <Button disabled={move.isPending} onClick={() => answer('accept', waiting.id)}>
                  {m.bk_accept_time()}
                </Button>
                <Button
                  variant="outline"
                  disabled={move.isPending}
                  onClick={() => answer('decline', waiting.id)}
                >
                  {m.bk_keep_time()}
                </Button>
              </div>
            </>
          )}
        </div>
      ) : booking.status === 'booked' ? (
        <details className="group">
          <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-md border border-input px-4 text-sm font-medium hover:bg-accent group-open:mb-3">
            {m.bk_propose_other()}
          </summary>
          <MoveForm move={move} />
        </details>
      ) : null}
      {side === 'provider' &&
      booking.status === 'booked' &&
      booking.declinableUntil &&
      new Date(booking.declinableUntil) > new Date() ? (
        <DeclineBookingForm move={move} until={booking.declinableUntil} />
      ) : null}
      <NoShowPanel requestId={requestId} booking={booking} side={side} otherName={otherName} />
      {booking.status === 'booked' ? (
        <CancelVisitForm
          requestId={requestId}
          bookingId={booking.id}
          side={side}
          otherName={otherName}
        />
      ) : null}
      {past.length > 0 ? (
        <ul className="grid gap-1 text-sm text-muted-foreground" aria-label={m.bk_times_before()}>
          {past.map((one) => (
            <li key={one.id}>{pastText(one)}</li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
