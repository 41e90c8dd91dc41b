import { Lock, ShieldCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { CONTACT_HIDDEN } from '../../../domain/contact-hidden';
import type { Message, Thread } from '../../../domain/schemas/messages';
import { ReportControl } from '../../components/report-control';
import { Button } from '../../components/ui/button';
import { messageTime } from '../../lib/dates';
import { LOCALE } from '../../lib/locale';
import { cn } from '../../lib/utils';
import { useMarkThreadRead, useReportMessage, useThread } from './api';
import { Composer } from './composer';
import { useThreadWaiting, WaitingBubbles } from './waiting-bubble';
import { m } from '../../../i18n/paraglide/messages.js';
import { SavedPhoto } from '../../components/saved-photo';

function when(iso: string): string {
  return messageTime(new Date(iso), new Date());
}

function ReportMessage({ message }: { message: Message }) {
  const report = useReportMessage();
  return (
    <ReportControl
      question={m.msg_report_question()}
      required={m.msg_report_required()}
      done={m.msg_report_done()}
      maxLength={500}
      pending={report.isPending}
      sent={report.isSuccess}
      send={(reason, onError) => report.mutate({ id: message.id, reason }, { onError })}
    />
  );
}

/** A photo in the thread: its thumbnail, opening the photo itself when tapped. */
function MessagePhoto({ message, mine }: { message: Message; mine: boolean }) {
  const url = `/api/quote-requests/${message.quoteRequestId}/messages/${message.id}/photo`;
  const size = message.photo ?? { width: 1, height: 1 };
  const label = mine
    ? m.msg_your_photo()
    : message.from === 'customer'
      ? m.msg_photo_from_customer()
      : m.msg_photo_from_provider();
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener"
      className={cn(
        'block w-48 max-w-full overflow-hidden rounded-2xl border',
        mine && 'justify-self-end',
      )}
      data-testid="message-photo"
    >
      <SavedPhoto
        src={`${url}/thumb`}
        alt={m.msg_photo_opens({ label })}
        width={size.width}
        height={size.height}
        loading="lazy"
        className="h-auto w-full bg-muted"
      />
    </a>
  );
}

/**
 * A message's text as stored, the mark where contact details were hidden said in this build's
 * language (the server writes it in English, once for both readers).
 */
function shownText(message: Message): string {
  if (LOCALE === 'en-ZA' || !message.redacted) return message.text;
  return message.text.split(CONTACT_HIDDEN).join(m.msg_hidden_marker());
}

function Bubble({ message, mine }: { message: Message; mine: boolean }) {
  return (
    <li
      className={cn('grid max-w-[85%] gap-1', mine ? 'justify-self-end' : 'justify-self-start')}
      data-testid="message"
      data-from={message.from}
    >
      {message.photo ? <MessagePhoto message={message} mine={mine} /> : null}
      {message.text ? (
        <p
          className={cn(
            'whitespace-pre-line rounded-2xl px-3 py-2 [overflow-wrap:anywhere]',
            mine ? 'rounded-br-sm bg-primary text-primary-foreground' : 'rounded-bl-sm bg-muted',
            message.hidden && 'italic opacity-80',
          )}
        >
          {shownText(message)}
        </p>
      ) : null}
      <p className={cn('text-xs text-muted-foreground', mine && 'text-right')}>
        {mine ? m.msg_you() : null}
        {mine ? ' · ' : null}
        <time dateTime={message.createdAt}>{when(message.createdAt)}</time>
        {message.redacted ? ` · ${m.msg_hidden_mark()}` : null}
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
        {thread.you === 'customer' ? m.msg_shared_customer() : m.msg_shared_provider()}
      </p>
    );
  }
  return (
    <p className="flex items-start gap-2 text-sm text-muted-foreground">
      <Lock className="mt-0.5 size-4 shrink-0" aria-hidden />
      {thread.you === 'customer' ? m.msg_private_customer() : m.msg_private_provider()}
    </p>
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
  const waiting = useThreadWaiting(requestId, providerId);

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

  // A message kept to send later shows at once, at the foot.
  useEffect(() => {
    const node = list.current;
    if (node && waiting.length > 0) node.scrollTop = node.scrollHeight;
  }, [waiting.length]);

  if (thread.isPending) {
    return <p className="text-muted-foreground">{m.msg_loading()}</p>;
  }
  if (thread.isError || !newest) {
    return (
      <p role="alert" className="text-muted-foreground">
        {m.msg_failed()}
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
          {thread.isFetchingNextPage ? m.loading() : m.msg_earlier()}
        </Button>
      ) : null}
      {messages.length === 0 && waiting.length === 0 ? (
        <p className="text-muted-foreground">
          {newest.you === 'customer'
            ? m.msg_none_customer({ name: newest.withName })
            : m.msg_none_provider({ name: newest.withName })}
        </p>
      ) : (
        <ol
          ref={list}
          className="grid max-h-[55dvh] gap-3 overflow-y-auto overscroll-contain pr-1"
          aria-label={m.msg_with({ name: newest.withName })}
          aria-live="polite"
        >
          {messages.map((message) => (
            <Bubble key={message.id} message={message} mine={message.from === newest.you} />
          ))}
          <WaitingBubbles waiting={waiting} />
        </ol>
      )}
      {newest.closedReason ? (
        <p className="rounded-md bg-muted px-3 py-2 text-sm" role="status">
          {m.msg_read_only({ reason: newest.closedReason })}
        </p>
      ) : (
        <Composer thread={newest} requestId={requestId} providerId={providerId} />
      )}
    </div>
  );
}
