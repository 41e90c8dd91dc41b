import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { CLEAN_EXTRAS, type CleanExtra } from '../../../domain/price-list';
import type { Place } from '../../../domain/schemas/places';
import { dayLabel } from '../../../domain/when';
import { lengthLabel } from '../../../domain/visit';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/use-toast';
import { useAccountIfSignedIn } from '../../features/auth/account-context';
import { SignInRequired } from '../../features/auth/gates';
import {
  useBookClean,
  useInstantCleans,
  type CleanSearch,
} from '../../features/instant-cleans/api';
import { CleanOffer } from '../../features/instant-cleans/clean-offers';
import {
  CleanSearchForm,
  type CleanSearchValues,
} from '../../features/instant-cleans/clean-search-form';
import { VisitorNote } from '../../features/quote-requests/request-page-notes';
import { failureText } from '../../lib/api';
import { useRawSearch } from '../../lib/use-raw-search';
import { useStarted } from '../../lib/use-started';

/** The search as the page's address holds it, so a sign-in comes back to the same list. */
function fromQuery(search: string): (CleanSearch & { address: string }) | null {
  const params = new URLSearchParams(search);
  const number = (name: string) => Number(params.get(name));
  const latitude = number('lat');
  const longitude = number('lng');
  const date = params.get('date') ?? '';
  if (!latitude || !longitude || !date) return null;
  return {
    latitude,
    longitude,
    date,
    address: params.get('address') ?? '',
    bedrooms: number('bedrooms') || 2,
    bathrooms: number('bathrooms') || 1,
    extras: (params.get('extras') ?? '')
      .split(',')
      .filter((extra): extra is CleanExtra => (CLEAN_EXTRAS as readonly string[]).includes(extra)),
  };
}

function toQuery(values: CleanSearchValues & { place: Place }): string {
  const params = new URLSearchParams({
    lat: String(values.place.latitude),
    lng: String(values.place.longitude),
    address: values.place.formattedAddress,
    date: values.date,
    bedrooms: String(values.bedrooms),
    bathrooms: String(values.bathrooms),
  });
  if (values.extras.length > 0) params.set('extras', values.extras.join(','));
  return params.toString();
}

/**
 * Book a clean (issue 45): a customer enters the home, an address and a day, sees the cleaners
 * who can come with their price and free starts, and books one at once: no waiting for quotes.
 * A visitor searches too, and signs in to book.
 */
export default function BookACleanPage() {
  const account = useAccountIfSignedIn();
  const [, navigate] = useLocation();
  const started = useStarted();
  const raw = useRawSearch();
  const asked = started ? fromQuery(raw) : null;
  const search: CleanSearch | null = asked
    ? {
        latitude: asked.latitude,
        longitude: asked.longitude,
        date: asked.date,
        bedrooms: asked.bedrooms,
        bathrooms: asked.bathrooms,
        extras: asked.extras,
      }
    : null;
  const found = useInstantCleans(search);
  const book = useBookClean(search);
  const [askedToSignIn, setAskedToSignIn] = useState(false);

  const onBook = (providerId: string, start: string) => {
    if (!asked || !search) return;
    if (!account) {
      setAskedToSignIn(true);
      window.scrollTo(0, 0);
      return;
    }
    book.mutate(
      {
        providerId,
        date: search.date,
        start,
        bedrooms: search.bedrooms,
        bathrooms: search.bathrooms,
        extras: search.extras,
        location: asked.address,
        latitude: search.latitude,
        longitude: search.longitude,
      },
      {
        onSuccess: (booked) => {
          toast({
            title: 'Clean booked',
            description: 'The cleaner is told now. Their details are on the job page.',
          });
          navigate(`/customer/requests/${booked.quoteRequestId}`);
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Not booked',
            description: failureText(error, 'Could not book the clean'),
          }),
      },
    );
  };

  if (askedToSignIn)
    return (
      <SignInRequired
        title="Sign in to book"
        text="Sign in or create an account to book your clean."
        note="Your search is kept: after signing in, choose the time again."
      />
    );
  const place: Place | null = asked
    ? {
        id: 'chosen',
        name: asked.address,
        formattedAddress: asked.address,
        latitude: asked.latitude,
        longitude: asked.longitude,
      }
    : null;
  const offers = found.data?.offers ?? [];
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-semibold tracking-tight">Book a clean</h1>
      <p className="mt-1 text-muted-foreground">
        Tell us your home and a day: see the cleaners who can come, their price and free times, and
        book one in a minute.
      </p>
      {account ? null : (
        <VisitorNote text="Look first: you sign in or create a free account when you book." />
      )}
      <div className="mt-6">
        <CleanSearchForm
          key={raw}
          initial={{
            place,
            date: asked?.date ?? '',
            bedrooms: asked?.bedrooms ?? 2,
            bathrooms: asked?.bathrooms ?? 1,
            extras: asked?.extras ?? [],
          }}
          onSearch={(values) => navigate(`/book-a-clean?${toQuery(values)}`, { replace: true })}
        />
      </div>
      {search ? (
        <section className="mt-6 grid gap-3" aria-labelledby="offers-heading" aria-live="polite">
          <h2 id="offers-heading" className="text-lg font-semibold">
            {found.isPending
              ? 'Finding cleaners…'
              : found.isError
                ? 'Could not load the cleaners'
                : `${offers.length === 0 ? 'No' : offers.length} cleaner${offers.length === 1 ? '' : 's'} free on ${dayLabel(search.date)}`}
          </h2>
          {found.data ? (
            <p className="text-sm text-muted-foreground">
              About {lengthLabel(found.data.hours)} for this home. Prices are all in, paid to the
              cleaner.
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
                booking={book.isPending}
                onBook={(start) => onBook(offer.providerId, start)}
              />
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}
