import { CalendarSync } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { m } from '../../../i18n/paraglide/messages.js';

// What the fold holds loads when it is opened: the dashboard's first view stays under 150 KiB.
const CalendarFeedPanel = lazy(() => import('./calendar-feed-panel'));

const LOADING = <p className="text-sm text-muted-foreground">{m.loading()}</p>;

/**
 * A provider's booked visits in its own calendar (issue 45): a private feed at a secret link,
 * made new (the old one stops working) or turned off. Folded until wanted; its state is read
 * when opened.
 */
export function CalendarFeedCard() {
  const [open, setOpen] = useState(false);
  const folder = useRef<HTMLDetailsElement>(null);
  // Opened before React listened (a quick tap while the page settles): its toggle event is gone.
  useEffect(() => {
    if (folder.current?.open) setOpen(true);
  }, []);
  return (
    <Card className="mt-6">
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <CalendarSync className="size-5 text-primary" aria-hidden />
          {m.cal_heading()}
        </h2>
        <p className="text-sm text-muted-foreground">{m.cal_text()}</p>
      </CardHeader>
      <CardContent>
        <details
          ref={folder}
          className="group"
          onToggle={(event) => setOpen(event.currentTarget.open)}
        >
          <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-md border border-input px-4 text-sm font-medium hover:bg-accent group-open:mb-3">
            {m.cal_link()}
          </summary>
          {open ? (
            <Suspense fallback={LOADING}>
              <CalendarFeedPanel />
            </Suspense>
          ) : null}
        </details>
      </CardContent>
    </Card>
  );
}
