import { Tags } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { FormAlert } from '../../components/ui/form-field';
import { usePriceList } from './api';

const ListForm = lazy(() => import('./price-list-form'));

/**
 * A cleaner's prices for a standard clean and its instant-booking opt-in (issue 45). Folded
 * until wanted; the saved list is read when it is opened.
 */
export function PriceListCard() {
  const [open, setOpen] = useState(false);
  const list = usePriceList(open);
  return (
    <Card className="mt-6">
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Tags className="size-5 text-primary" aria-hidden />
          Instant booking
        </h2>
        <p className="text-sm text-muted-foreground">
          List your prices for a standard clean and customers can book you without waiting for a
          quote.
        </p>
      </CardHeader>
      <CardContent>
        <details className="group" onToggle={(event) => setOpen(event.currentTarget.open)}>
          <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-md border border-input px-4 text-sm font-medium hover:bg-accent group-open:mb-3">
            Your prices
          </summary>
          {list.isSuccess ? (
            <Suspense fallback={<p className="text-sm text-muted-foreground">Loading…</p>}>
              <ListForm saved={list.data ?? null} />
            </Suspense>
          ) : list.isError ? (
            <FormAlert>Could not load your prices. Check your connection and try again.</FormAlert>
          ) : open ? (
            <p className="text-sm text-muted-foreground">Loading…</p>
          ) : null}
        </details>
      </CardContent>
    </Card>
  );
}
