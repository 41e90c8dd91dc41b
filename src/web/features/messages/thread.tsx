import { Lock, Send, ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { hasContactDetails } from '../../../domain/contact-redaction';
import { MESSAGE_MAX } from '../../../domain/messages';
import type { Message, Thread } from '../../../domain/schemas/messages';
import { ReportControl } from '../../components/report-control';
import { Button } from '../../components/ui/button';
import { Textarea } from '../../components/ui/input';
import { failureText } from '../../lib/api';
import { messageTime } from '../../lib/dates';
import { cn } from '../../lib/utils';
import { useMarkThreadRead, useReportMessage, useSendMessage, useThread } from './api';

function when(iso: string): string {
  return messageTime(new Date(iso), new Date());
}

function ReportMessage({ message }: { message: Message }) {
  const report = useReportMessage();
  return (
    <ReportControl
      question="What is wrong with this message?"
      required="Say what is wrong with this message"
      done="Reported. Thank you: Khaya will look at this message."
      maxLength={500}
      pending={report.isPending}
      sent={report.isSuccess}
      send={(reason, onError) => report.mutate({ id: message.id, reason }, { onError })}
    />
  );
}

function Bubble({ message, mine }: { message: Message; mine: boolean }) {
  return (
    <li
      className={cn('grid max-w-[85%] gap-1', mine ? 'justify-self-end' : 'justify-self-start')}
      data-testid="message"
      data-from={message.from}
    >
      <p
        className={cn(
          'whitespace-pre-line rounded-2xl px-3 py-2 [overflow-wrap:anywhere]',
          mine ? 'rounded-br-sm bg-primary text-primary-foreground' : 'rounded-bl-sm bg-muted',
          message.hidden && 'italic opacity-80',
        )}
      >
        {message.text}
      </p>
      <p className={cn('text-xs text-muted-foreground', mine && 'text-right')}>
        {mine ? 'You' : null}
        {mine ? ' · ' : null}
        <time dateTime={message.createdAt}>{when(message.createdAt)}</time>
        {message.redacted ? ' · contact details hidden' : null}
      </p>
      {mine || message.hidden ? null : <ReportMessage message={message} />}
    </li>
  );
}

/** What the person is told about contact details, in this thread, now. */
function PrivacyNote({ thread }: { thread: Thread }) {
  if (thread.contactsShared) {
    return (
      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
        {thread.you === 'customer'
          ? 'You accepted this quote: phone numbers and emails now pass as written.'
          : 'Your quote was accepted: phone numbers and emails now pass as written.'}
      </p>
    );
  }
  return (
    <p className="flex items-start gap-2 text-sm text-muted-foreground">
      <Lock className="mt-0.5 size-4 shrink-0" aria-hidden />
      {thread.you === 'customer'
        ? 'Phone numbers, emails and links are hidden until you accept a quote.'
        : 'Phone numbers, emails and links are hidden until the customer accepts your quote.'}
    </p>
  );
}

function Composer({
  thread,
  requestId,
  providerId,
}: {
  thread: Thread;
  requestId: string;
  providerId: string | undefined;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const send = useSendMessage(requestId, providerId);
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!text.trim()) {
      setError('Write a message');
      return;
    }
    setError(undefined);
    send.mutate(
      { text },
      {
        onSuccess: () => setText(''),
        onError: (failure) => setError(failureText(failure, 'Could not send your message')),
      },
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
  };
  const willHide = !thread.contactsShared && hasContactDetails(text);
  return (
    <form className="grid gap-2" onSubmit={submit} noValidate>
      <label htmlFor={`message-${thread.providerId}`} className="sr-only">
        Write to {thread.withName}
      </label>
      <div className="flex items-end gap-2">
        <Textarea
          id={`message-${thread.providerId}`}
          value={text}
          rows={2}
          maxLength={MESSAGE_MAX}
          placeholder={`Write to ${thread.withName}`}
          className="min-h-11 flex-1 resize-none"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `message-error-${thread.providerId}` : undefined}
        />
        <Button type="submit" className="h-11" disabled={send.isPending}>
          <Send aria-hidden />
          Send
        </Button>
      </div>
      {willHide ? (
        <p className="text-sm text-muted-foreground" role="status">
          The contact details in this message will be hidden until a quote is accepted.
        </p>
      ) : null}
      {error ? (
        <p
          id={`message-error-${thread.providerId}`}
          className="text-sm text-destructive"
          role="alert"
        >
          {error}
        </p>
      ) : null}
    </form>
  );
}

/**
 * One conversation about a request: the messages oldest first (earlier ones on request), new
 * ones as they arrive, a note on what stays private, and the box to write in. Opening it marks
 * it read, and so does each new message that arrives while it is in view.
 */
export function MessageThread({
  requestId,
  providerId,
}: {
  requestId: string;
  /** The provider of the thread (the customer's view); omitted in the provider's own view. */
  providerId?: string;
}) {
  const thread = useThread(requestId, providerId);
  const markRead = useMarkThreadRead(requestId, providerId);
  const list = useRef<HTMLOListElement>(null);
  const pages = thread.data?.pages ?? [];
  const newest = pages[0];
  const messages = [...pages].reverse().flatMap((page) => page.messages);
  const last = messages.at(-1);
  const marked = useRef<string | null>(null);
  const { mutate: markAsRead } = markRead;
  const loaded = newest !== undefined;

  // A link to the conversation (a notification's, the header's) lands on it once it is there.
  useEffect(() => {
    if (loaded && window.location.hash === '#messages') {
      document.getElementById('messages')?.scrollIntoView({ block: 'start' });
    }
  }, [loaded]);

  useEffect(() => {
    if (!newest || !last) return;
    const node = list.current;
    if (node) node.scrollTop = node.scrollHeight;
    const fromThem = last.from !== newest.you;
    if ((fromThem || newest.unread > 0) && marked.current !== last.id) {
      if (document.visibilityState !== 'visible') return;
      marked.current = last.id;
      markAsRead();
    }
  }, [last, newest, markAsRead]);

  if (thread.isPending) {
    return <p className="text-muted-foreground">Loading the messages...</p>;
  }
  if (thread.isError || !newest) {
    return (
      <p role="alert" className="text-muted-foreground">
        Could not load the messages. Check your connection and reload the page.
      </p>
    );
  }
  return (
    <div className="grid gap-3" data-testid="message-thread">
      <PrivacyNote thread={newest} />
      {thread.hasNextPage ? (
        <Button
          variant="outline"
          size="sm"
          className="h-11 justify-self-center"
          onClick={() => void thread.fetchNextPage()}
          disabled={thread.isFetchingNextPage}
        >
          {thread.isFetchingNextPage ? 'Loading...' : 'Load earlier messages'}
        </Button>
      ) : null}
      {messages.length === 0 ? (
        <p className="text-muted-foreground">
          {newest.you === 'customer'
            ? `No messages yet. Ask ${newest.withName} anything about the job here.`
            : `No messages yet. Ask ${newest.withName} what you need to know to quote.`}
        </p>
      ) : (
        <ol
          ref={list}
          className="grid max-h-[55dvh] gap-3 overflow-y-auto overscroll-contain pr-1"
          aria-label={`Messages with ${newest.withName}`}
          aria-live="polite"
        >
          {messages.map((message) => (
            <Bubble key={message.id} message={message} mine={message.from === newest.you} />
          ))}
        </ol>
      )}
      {newest.closedReason ? (
        <p className="rounded-md bg-muted px-3 py-2 text-sm" role="status">
          {newest.closedReason}. This conversation is read-only.
        </p>
      ) : (
        <Composer thread={newest} requestId={requestId} providerId={providerId} />
      )}
    </div>
  );
}
