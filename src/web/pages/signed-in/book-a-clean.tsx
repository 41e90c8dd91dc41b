import { useState } from 'react';
import { useLocation } from 'wouter';
import { toast } from '../../components/ui/use-toast';
import { useAccountIfSignedIn } from '../../features/auth/account-context';
import { SignInRequired } from '../../features/auth/gates';
import { useBookClean, useInstantCleans } from '../../features/instant-cleans/api';
import {
  formValuesOf,
  fromQuery,
  searchOf,
  toQuery,
} from '../../features/instant-cleans/clean-query';
import { CleanResults } from '../../features/instant-cleans/clean-results';
import { CleanSearchForm } from '../../features/instant-cleans/clean-search-form';
import { VisitorNote } from '../../features/quote-requests/request-page-notes';
import { failureText } from '../../lib/api';
import { useRawSearch } from '../../lib/use-raw-search';
import { useStarted } from '../../lib/use-started';
import { m } from '../../../i18n/paraglide/messages.js';

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
  const search = asked ? searchOf(asked) : null;
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
            title: m.bc_booked_title(),
            description: m.bc_booked_text(),
          });
          navigate(`/customer/requests/${booked.quoteRequestId}`);
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: m.bc_not_booked(),
            description: failureText(error, m.bc_could_not()),
          }),
      },
    );
  };

  if (askedToSignIn)
    return (
      <SignInRequired
        title={m.bc_sign_in_title()}
        text={m.bc_sign_in_text()}
        note={m.bc_sign_in_note()}
      />
    );
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-semibold tracking-tight">{m.dash_book_clean()}</h1>
      <p className="mt-1 text-muted-foreground">{m.bc_lead()}</p>
      {account ? null : <VisitorNote text={m.bc_visitor()} />}
      <div className="mt-6">
        <CleanSearchForm
          key={raw}
          initial={formValuesOf(asked)}
          onSearch={(values) => navigate(`/book-a-clean?${toQuery(values)}`, { replace: true })}
        />
      </div>
      {search ? (
        <CleanResults date={search.date} found={found} booking={book.isPending} onBook={onBook} />
      ) : null}
    </main>
  );
}
