import { Check, Mail } from 'lucide-react';
import { useState } from 'react';
import { CONTACT_TOPIC_LABELS, type ContactMessage } from '../../../domain/schemas/contact';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { failureText } from '../../lib/api';
import { dayTimeFormat } from '../../lib/dates';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { useContactQueue, useMarkContactHandled } from './api';

/** One message: who wrote, about what, a reply link, and 'Mark as answered'. */
function ContactCard({ message }: { message: ContactMessage }) {
  const handle = useMarkContactHandled();
  const topic = CONTACT_TOPIC_LABELS[message.topic];
  const reply = `mailto:${message.email}?subject=${encodeURIComponent(`Re: ${topic}`)}`;
  return (
    <Card className="grid gap-3 p-4" role="region" aria-label={`Message from ${message.name}`}>
      <div className="grid gap-1">
        <p className="text-sm font-medium">{topic}</p>
        <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
          {message.name} · {message.email}
          {message.fromAccount ? ' · signed in' : ' · visitor'} ·{' '}
          {dayTimeFormat.format(new Date(message.createdAt))}
        </p>
      </div>
      <blockquote className="whitespace-pre-wrap rounded-md bg-muted p-3 [overflow-wrap:anywhere]">
        {message.message}
      </blockquote>
      <div className="flex flex-wrap items-center gap-2">
        <Button asChild variant="outline">
          <a href={reply}>
            <Mail aria-hidden />
            Reply by email
          </a>
        </Button>
        {message.handledAt ? (
          <p className="flex items-center gap-1 text-sm text-muted-foreground">
            <Check className="size-4" aria-hidden />
            Answered {dayTimeFormat.format(new Date(message.handledAt))}
          </p>
        ) : (
          <Button disabled={handle.isPending} onClick={() => handle.mutate(message.id)}>
            <Check aria-hidden />
            Mark as answered
          </Button>
        )}
      </div>
      <p className="min-h-5 text-sm text-destructive" role="status" aria-live="polite">
        {handle.isError ? failureText(handle.error, 'Could not mark it answered') : null}
      </p>
    </Card>
  );
}

/** Messages sent with the Contact page's form: open ones first, the answered ones a tap away. */
export function ContactQueue() {
  const [status, setStatus] = useState<'open' | 'handled'>('open');
  const queue = useContactQueue(status);
  let body;
  if (queue.isError)
    body = (
      <LoadError text="The messages could not be loaded." onRetry={() => void queue.refetch()} />
    );
  else if (queue.isPending) body = <Skeleton className="h-40 w-full" />;
  else if (queue.data.length === 0)
    body =
      status === 'open' ? (
        <EmptyState title="No messages waiting" text="Every message has been answered." />
      ) : (
        <EmptyState title="Nothing answered yet" text="Answered messages show here for a year." />
      );
  else body = queue.data.map((message) => <ContactCard key={message.id} message={message} />);
  return (
    <div className="grid gap-4 lg:max-w-3xl">
      <div className="flex gap-2" role="group" aria-label="Which messages">
        {(['open', 'handled'] as const).map((value) => (
          <Button
            key={value}
            size="sm"
            variant={status === value ? 'default' : 'outline'}
            aria-pressed={status === value}
            onClick={() => setStatus(value)}
          >
            {value === 'open' ? 'Waiting' : 'Answered'}
          </Button>
        ))}
      </div>
      {body}
    </div>
  );
}
