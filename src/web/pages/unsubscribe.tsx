import { MailX } from 'lucide-react';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'wouter';
import { useRawSearch } from '../lib/use-raw-search';
import { NOTIFICATION_TOPICS, type NotificationTopic } from '../../domain/notification-choices';
import { Button } from '../components/ui/button';
import { TOPIC_NAMES } from '../features/notifications/topics';
import { ApiError, apiJson } from '../lib/api';
import { LOCALE } from '../lib/locale';
import { m } from '../../i18n/paraglide/messages.js';
import { InSentence } from '../components/name-in-sentence';

const link = 'font-medium text-primary underline';

/**
 * The page an email's "Stop these emails" link opens: one tap stops that kind of email (a link
 * checker opening the page stops nothing). Mail clients' own one-click button posts to the API.
 */
export default function UnsubscribePage() {
  const token = new URLSearchParams(useRawSearch()).get('token') ?? '';
  const named = token.split('.')[1];
  const topic = NOTIFICATION_TOPICS.find((known) => known === named);
  const stop = useMutation({
    mutationFn: () =>
      apiJson<{ topic: NotificationTopic }>(
        'POST',
        `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
      ),
  });
  // English says it inside the sentence ('emails about new requests near you'); the others quote it.
  const title = topic ? TOPIC_NAMES[topic].title : '';
  const what = LOCALE === 'en-ZA' ? title.toLowerCase() : title;
  const settings = (
    <Link href="/settings" className={link}>
      {m.menu_settings()}
    </Link>
  );
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <MailX className="size-12 text-primary" aria-hidden />
      {!token || !topic ? (
        <>
          <h1 className="mt-4 text-2xl font-semibold">{m.uns_incomplete_title()}</h1>
          <p className="mt-2 text-muted-foreground">
            <InSentence sentence={(part) => m.uns_incomplete_text({ settings: part })}>
              {settings}
            </InSentence>
          </p>
        </>
      ) : stop.isSuccess ? (
        <>
          <h1 className="mt-4 text-2xl font-semibold">{m.uns_done_title()}</h1>
          <p className="mt-2 text-muted-foreground" role="status">
            <InSentence sentence={(part) => m.uns_done_text({ what, settings: part })}>
              {settings}
            </InSentence>
          </p>
        </>
      ) : (
        <>
          <h1 className="mt-4 text-2xl font-semibold">{m.uns_ask_title({ what })}</h1>
          <p className="mt-2 text-muted-foreground">{m.uns_others()}</p>
          {stop.isError ? (
            <p className="mt-4 text-destructive" role="alert">
              {stop.error instanceof ApiError
                ? (stop.error.serverMessage ?? m.uns_failed())
                : m.uns_failed_connection()}
            </p>
          ) : null}
          <Button className="mt-8" onClick={() => stop.mutate()} disabled={stop.isPending}>
            {m.uns_stop()}
          </Button>
        </>
      )}
    </main>
  );
}
