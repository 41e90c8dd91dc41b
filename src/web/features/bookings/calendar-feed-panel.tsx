import { Copy } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ui/alert-dialog';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { failureText } from '../../lib/api';
import { useCalendarFeed, useCalendarFeedChange } from './api';
import { MOMENT_FORMATS } from '../../../domain/locale-format';
import { LOCALE } from '../../lib/locale';
import { m } from '../../../i18n/paraglide/messages.js';

/** '23 Nov, 14:05' in the page's language (never the browser's Intl data: issue 50). */
const when = (at: string | null | undefined) => MOMENT_FORMATS.dayTime(LOCALE, new Date(at ?? ''));

/** The new address, shown once, with ways to put it in a calendar. */
function NewAddress({ url }: { url: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: m.cal_copied() });
    } catch {
      toast({ title: m.cal_copy_yourself() });
    }
  };
  return (
    <div className="grid gap-2 rounded-lg border border-primary/40 bg-accent/40 p-3 text-sm">
      <p className="font-medium">{m.cal_private()}</p>
      <div className="flex gap-2">
        <Input
          readOnly
          aria-label={m.cal_your_link()}
          value={url}
          onFocus={(event) => event.target.select()}
          data-testid="calendar-feed-url"
        />
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden />
          {m.cal_copy()}
        </Button>
      </div>
      <p className="text-muted-foreground">
        {m.cal_how_google()}{' '}
        <a className="font-medium text-primary underline" href={url.replace(/^https?:/, 'webcal:')}>
          {m.cal_apple()}
        </a>
        {m.cal_new_visits()}
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
        if (kind === 'stop') toast({ title: m.cal_turned_off() });
      },
      onError: (failure) => setError(failureText(failure, m.cal_change_failed())),
    });
  };
  const state = feed.data;
  return (
    <div className="grid gap-3" aria-live="polite">
      {feed.isPending ? (
        <p className="text-sm text-muted-foreground">{m.loading()}</p>
      ) : state?.url ? (
        <NewAddress url={state.url} />
      ) : state?.on ? (
        <p className="text-sm" data-testid="calendar-feed-state">
          {m.cal_on_since({ when: when(state.since) })}{' '}
          {state.readAt ? m.cal_last_read({ when: when(state.readAt) }) : m.cal_not_read()}
        </p>
      ) : state ? (
        <p className="text-sm text-muted-foreground">{m.cal_none()}</p>
      ) : null}
      {state ? (
        <div className="flex flex-wrap gap-2">
          {state.on ? (
            <>
              <ConfirmDialog
                title={m.cal_new_title()}
                description={m.cal_new_text()}
                confirmLabel={m.cal_new()}
                onConfirm={() => run('start')}
                trigger={
                  <Button type="button" variant="outline" disabled={change.isPending}>
                    {m.cal_new()}
                  </Button>
                }
              />
              <Button
                type="button"
                variant="ghost"
                disabled={change.isPending}
                onClick={() => run('stop')}
              >
                {m.cal_turn_off()}
              </Button>
            </>
          ) : (
            <Button type="button" disabled={change.isPending} onClick={() => run('start')}>
              {m.cal_make()}
            </Button>
          )}
        </div>
      ) : null}
      <FormAlert>
        {error ?? (feed.isError ? failureText(feed.error, m.cal_load_failed()) : null)}
      </FormAlert>
    </div>
  );
}
