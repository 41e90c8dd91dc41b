import { ImagePlus, Send } from 'lucide-react';
import { useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { MESSAGE_MAX } from '../../../domain/messages';
import { REQUEST_PHOTO_MAX_BYTES } from '../../../domain/request-photos';
import { photoProblem } from '../../lib/photo-words';
import type { Thread } from '../../../domain/schemas/messages';
import { Button } from '../../components/ui/button';
import { Textarea } from '../../components/ui/input';
import { ApiError, failureText, newIdempotencyKey } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { photoToSend } from '../../lib/photo-to-send';
import { cn } from '../../lib/utils';
import { useSendMessage, useSendPhoto } from './api';
import { keepTypedMessage, keepWaiting, readTypedMessage } from './waiting-messages';
import { m } from '../../../i18n/paraglide/messages.js';

/**
 * The box to write in under a thread, with a button that sends a photo (made smaller on the
 * phone first; issue 46) with whatever is written. What is typed is kept on the phone as it is
 * typed; a message sent without signal waits on the phone and goes by itself once the signal
 * returns (waiting-messages.ts, issue 52).
 */
export function Composer({
  thread,
  requestId,
  providerId,
}: {
  thread: Thread;
  requestId: string;
  providerId: string | undefined;
}) {
  const { user } = useAuth();
  const [text, setTyped] = useState(() => readTypedMessage(requestId, providerId));
  const setText = (next: string) => {
    setTyped(next);
    keepTypedMessage(requestId, providerId, next);
  };
  const [error, setError] = useState<string>();
  // The contact-details check (its patterns are a few KB) comes with the first keystroke: the
  // request's page does not carry it in its first view.
  const [spotsContacts, setSpotsContacts] = useState<((text: string) => boolean) | null>(null);
  const loadContactCheck = () => {
    if (spotsContacts || thread.contactsShared) return;
    void import('../../../domain/contact-redaction').then((module) =>
      setSpotsContacts(() => module.hasContactDetails),
    );
  };
  const send = useSendMessage(requestId, providerId);
  const sendPhoto = useSendPhoto(requestId, providerId);
  const [shrinking, setShrinking] = useState(false);
  const photoBusy = shrinking || sendPhoto.isPending;
  const choosePhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const picked = input.files?.[0];
    input.value = '';
    if (!picked) return;
    setError(undefined);
    setShrinking(true);
    const file = await photoToSend(picked);
    setShrinking(false);
    if (file.size === 0) return setError(photoProblem('empty'));
    if (file.size > REQUEST_PHOTO_MAX_BYTES) return setError(photoProblem('tooLarge'));
    sendPhoto.mutate(
      { file, text },
      {
        onSuccess: () => setText(''),
        onError: (failure) => setError(failureText(failure, m.msg_photo_failed())),
      },
    );
  };
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!text.trim()) {
      setError(m.msg_write_required());
      return;
    }
    setError(undefined);
    const key = newIdempotencyKey();
    // No signal: kept to go by itself (with this key, whatever its first try did).
    const wait = () => {
      const kept = keepWaiting({
        key,
        uid: user?.uid ?? '',
        requestId,
        providerId: providerId ?? null,
        text,
        at: new Date().toISOString(),
      });
      if (kept) setText('');
      else setError(failureText(null, m.msg_send_failed()));
    };
    if (!navigator.onLine) return wait();
    send.mutate(
      { text, key },
      {
        onSuccess: () => setText(''),
        onError: (failure) =>
          failure instanceof ApiError && failure.status < 500
            ? setError(failureText(failure, m.msg_send_failed()))
            : wait(),
      },
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
  };
  const willHide = !thread.contactsShared && spotsContacts !== null && spotsContacts(text);
  return (
    <form className="grid gap-2" onSubmit={submit} noValidate>
      <label htmlFor={`message-${thread.providerId}`} className="sr-only">
        {m.msg_write_to({ name: thread.withName })}
      </label>
      <div className="flex items-end gap-2">
        <Textarea
          id={`message-${thread.providerId}`}
          value={text}
          rows={2}
          maxLength={MESSAGE_MAX}
          placeholder={m.msg_write_to({ name: thread.withName })}
          className="min-h-11 flex-1 resize-none"
          onChange={(event) => {
            loadContactCheck();
            setText(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onFocus={loadContactCheck}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `message-error-${thread.providerId}` : undefined}
        />
        <label
          className={cn(
            'inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-md border border-input bg-card hover:bg-accent has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
            photoBusy && 'pointer-events-none opacity-50',
          )}
          title={m.msg_attach_title()}
        >
          <input
            type="file"
            accept="image/*"
            className="sr-only"
            aria-label={m.msg_attach()}
            disabled={photoBusy}
            onChange={(event) => void choosePhoto(event)}
          />
          <ImagePlus className="size-5" aria-hidden />
        </label>
        <Button type="submit" className="h-11" disabled={send.isPending}>
          <Send aria-hidden />
          {m.msg_send()}
        </Button>
      </div>
      {photoBusy ? (
        <p className="text-sm text-muted-foreground" role="status">
          {m.msg_sending_photo()}
        </p>
      ) : null}
      {willHide ? (
        <p className="text-sm text-muted-foreground" role="status">
          {m.msg_will_hide()}
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
