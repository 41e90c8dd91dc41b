import { Tags } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { FormAlert } from '../../components/ui/form-field';
import { usePriceList } from './api';
import { m } from '../../../i18n/paraglide/messages.js';

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
          {m.pl_heading()}
        </h2>
        <p className="text-sm text-muted-foreground">{m.pl_text()}</p>
      </CardHeader>
      <CardContent>
        <details className="group" onToggle={(event) => setOpen(event.currentTarget.open)}>
          <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-md border border-input px-4 text-sm font-medium hover:bg-accent group-open:mb-3">
            {m.pl_your_prices()}
          </summary>
          {list.isSuccess ? (
            <Suspense fallback={<p className="text-sm text-muted-foreground">{m.pl_loading()}</p>}>
              <ListForm saved={list.data ?? null} />
            </Suspense>
          ) : list.isError ? (
            <FormAlert>{m.pl_failed()}</FormAlert>
          ) : open ? (
            <p className="text-sm text-muted-foreground">{m.pl_loading()}</p>
          ) : null}
        </details>
      </CardContent>
    </Card>
  );
}
