import { MailX } from 'lucide-react';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'wouter';
import { useRawSearch } from '../lib/use-raw-search';
import { NOTIFICATION_TOPICS, type NotificationTopic } from '../../domain/notification-choices';
import { Button } from '../components/ui/button';
import { TOPIC_NAMES } from '../features/notifications/topics';
import { ApiError, apiJson } from '../lib/api';

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
  const what = topic ? TOPIC_NAMES[topic].title.toLowerCase() : 'this kind of message';
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <MailX className="size-12 text-primary" aria-hidden />
      {!token || !topic ? (
        <>
          <h1 className="mt-4 text-2xl font-semibold">This link is incomplete</h1>
          <p className="mt-2 text-muted-foreground">
            Open the link from the email again, or sign in and choose what you hear about in{' '}
            <Link href="/settings" className="font-medium text-primary underline">
              Settings
            </Link>
            .
          </p>
        </>
      ) : stop.isSuccess ? (
        <>
          <h1 className="mt-4 text-2xl font-semibold">Done: no more of these emails</h1>
          <p className="mt-2 text-muted-foreground" role="status">
            You will not get emails about {what} any more. When you sign in, you still see them
            under Notifications. Change this any time in{' '}
            <Link href="/settings" className="font-medium text-primary underline">
              Settings
            </Link>
            .
          </p>
        </>
      ) : (
        <>
          <h1 className="mt-4 text-2xl font-semibold">Stop emails about {what}?</h1>
          <p className="mt-2 text-muted-foreground">
            Other emails about your requests and jobs keep coming.
          </p>
          {stop.isError ? (
            <p className="mt-4 text-destructive" role="alert">
              {stop.error instanceof ApiError
                ? (stop.error.serverMessage ?? 'That did not work. Try again.')
                : 'That did not work. Check your connection and try again.'}
            </p>
          ) : null}
          <Button className="mt-8" onClick={() => stop.mutate()} disabled={stop.isPending}>
            Stop these emails
          </Button>
        </>
      )}
    </main>
  );
}
