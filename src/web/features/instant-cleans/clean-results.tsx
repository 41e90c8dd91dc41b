import { Link } from 'wouter';
import type { InstantCleanSearch } from '../../../domain/schemas/instant-cleans';
import { lengthLabel } from '../../../domain/visit';
import { dayLabel } from '../../../domain/when';
import { Skeleton } from '../../components/ui/skeleton';
import { failureText } from '../../lib/api';
import type { useInstantCleans } from './api';
import { CleanOffer } from './clean-offers';

/**
 * The cleaners free on the day asked for: how many, how long the clean takes, each offer with its
 * free starts; while loading, a placeholder; none, a way to ask for quotes instead.
 */
export function CleanResults({
  date,
  found,
  booking,
  onBook,
}: {
  date: string;
  found: ReturnType<typeof useInstantCleans>;
  booking: boolean;
  onBook: (providerId: string, start: string) => void;
}) {
  const data: InstantCleanSearch | undefined = found.data;
  const offers = data?.offers ?? [];
  return (
    <section className="mt-6 grid gap-3" aria-labelledby="offers-heading" aria-live="polite">
      <h2 id="offers-heading" className="text-lg font-semibold">
        {found.isPending
          ? 'Finding cleaners…'
          : found.isError
            ? 'Could not load the cleaners'
            : `${offers.length === 0 ? 'No' : offers.length} cleaner${offers.length === 1 ? '' : 's'} free on ${dayLabel(date)}`}
      </h2>
      {data ? (
        <p className="text-sm text-muted-foreground">
          About {lengthLabel(data.hours)} for this home. Prices are all in, paid to the cleaner.
        </p>
      ) : null}
      {found.isPending ? <Skeleton className="h-40" /> : null}
      {found.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {failureText(found.error, 'Could not load the cleaners')}
        </p>
      ) : null}
      {found.isSuccess && offers.length === 0 ? (
        <p className="text-sm">
          No cleaner takes instant bookings there on that day. Try another day, or{' '}
          <Link href="/request?service=cleaning" className="font-medium text-primary underline">
            ask cleaners for quotes
          </Link>
          .
        </p>
      ) : null}
      <ul className="grid gap-3">
        {offers.map((offer) => (
          <CleanOffer
            key={offer.providerId}
            offer={offer}
            booking={booking}
            onBook={(start) => onBook(offer.providerId, start)}
          />
        ))}
      </ul>
    </section>
  );
}
