import { Copy } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ui/alert-dialog';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { failureText } from '../../lib/api';
import { useCalendarFeed, useCalendarFeedChange } from './api';

const WHEN = new Intl.DateTimeFormat('en-ZA', {
  timeZone: 'Africa/Johannesburg',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/** The new address, shown once, with ways to put it in a calendar. */
function NewAddress({ url }: { url: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied' });
    } catch {
      toast({ title: 'Select the link and copy it' });
    }
  };
  return (
    <div className="grid gap-2 rounded-lg border border-primary/40 bg-accent/40 p-3 text-sm">
      <p className="font-medium">
        Your private link. Keep it to yourself: anyone with it sees your visits. It is shown only
        now.
      </p>
      <div className="flex gap-2">
        <Input
          readOnly
          aria-label="Your calendar link"
          value={url}
          onFocus={(event) => event.target.select()}
          data-testid="calendar-feed-url"
        />
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden />
          Copy
        </Button>
      </div>
      <p className="text-muted-foreground">
        Google Calendar (on a computer): Other calendars, +, From URL, paste the link. iPhone or
        Mac:{' '}
        <a className="font-medium text-primary underline" href={url.replace(/^https?:/, 'webcal:')}>
          subscribe in Apple Calendar
        </a>
        . New and moved visits show up within a few hours.
      </p>
    </div>
  );
}

/**
 * The calendar card's folded part (issue 45), loaded when the provider unfolds it: the link's
 * state, read then, and making, renewing or turning off the link.
 */
export default function CalendarFeedPanel() {
  const feed = useCalendarFeed(true);
  const change = useCalendarFeedChange();
  const [error, setError] = useState<string | null>(null);
  const run = (kind: 'start' | 'stop') => {
    setError(null);
    change.mutate(kind, {
      onSuccess: () => {
        if (kind === 'stop') toast({ title: 'Calendar link turned off' });
      },
      onError: (failure) => setError(failureText(failure, 'Could not change your calendar link')),
    });
  };
  const state = feed.data;
  return (
    <div className="grid gap-3" aria-live="polite">
      {feed.isPending ? (
        <p className="text-sm text-muted-foreground">Loading…</p>
      ) : state?.url ? (
        <NewAddress url={state.url} />
      ) : state?.on ? (
        <p className="text-sm" data-testid="calendar-feed-state">
          Your link is on since {WHEN.format(new Date(state.since ?? ''))}.{' '}
          {state.readAt
            ? `Your calendar last read it ${WHEN.format(new Date(state.readAt))}.`
            : 'No calendar has read it yet.'}
        </p>
      ) : state ? (
        <p className="text-sm text-muted-foreground">
          No link yet. Make one, then add it to your calendar once.
        </p>
      ) : null}
      {state ? (
        <div className="flex flex-wrap gap-2">
          {state.on ? (
            <>
              <ConfirmDialog
                title="Make a new link?"
                description="The link you have now stops working: add the new one to your calendar instead."
                confirmLabel="Make a new link"
                onConfirm={() => run('start')}
                trigger={
                  <Button type="button" variant="outline" disabled={change.isPending}>
                    Make a new link
                  </Button>
                }
              />
              <Button
                type="button"
                variant="ghost"
                disabled={change.isPending}
                onClick={() => run('stop')}
              >
                Turn off
              </Button>
            </>
          ) : (
            <Button type="button" disabled={change.isPending} onClick={() => run('start')}>
              Make my calendar link
            </Button>
          )}
        </div>
      ) : null}
      <FormAlert>
        {error ??
          (feed.isError ? failureText(feed.error, 'Could not load your calendar link') : null)}
      </FormAlert>
    </div>
  );
}
