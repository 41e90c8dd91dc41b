import { Link } from 'wouter';
import type { InstantCleanSearch } from '../../../domain/schemas/instant-cleans';
import { Skeleton } from '../../components/ui/skeleton';
import { failureText } from '../../lib/api';
import { dayWords, lengthWords } from '../../lib/visit-dates';
import { m } from '../../../i18n/paraglide/messages.js';
import { InSentence } from '../../components/name-in-sentence';
import type { useInstantCleans } from './api';
import { CleanOffer } from './clean-offers';
import { cleanersFreeWords } from './clean-words';

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
          ? m.bc_finding()
          : found.isError
            ? m.bc_load_failed()
            : cleanersFreeWords(offers.length, dayWords(date))}
      </h2>
      {data ? (
        <p className="text-sm text-muted-foreground">
          {m.bc_how_long({ length: lengthWords(data.hours) })}
        </p>
      ) : null}
      {found.isPending ? <Skeleton className="h-40" /> : null}
      {found.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {failureText(found.error, m.bc_load_failed())}
        </p>
      ) : null}
      {found.isSuccess && offers.length === 0 ? (
        <p className="text-sm">
          <InSentence sentence={(ask) => m.bc_none_text({ ask })}>
            <Link href="/request?service=cleaning" className="font-medium text-primary underline">
              {m.bc_ask_quotes()}
            </Link>
          </InSentence>
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
