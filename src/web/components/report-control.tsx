import { Flag } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { failureText } from '../lib/api';
import { Button } from './ui/button';
import { Textarea } from './ui/input';
import { m } from '../../i18n/paraglide/messages.js';

/**
 * Report something to Khaya (a review, a message): a Report button that opens a short form for
 * the reason, once. `send` does the call; its failure's words are shown.
 */
export function ReportControl({
  question,
  required,
  done,
  maxLength,
  send,
  pending,
  sent,
}: {
  /** The form's question: "What is wrong with this review?" */
  question: string;
  /** Said when the reason is missing or too short. */
  required: string;
  /** Said once it is sent. */
  done: string;
  maxLength: number;
  send: (reason: string, onError: (failure: Error) => void) => void;
  pending: boolean;
  sent: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  if (sent) {
    return (
      <p className="text-sm text-muted-foreground" role="status">
        {done}
      </p>
    );
  }
  if (!open) {
    return (
      <Button
        variant="ghost"
        size="sm"
        className="h-11 justify-self-start px-2 text-muted-foreground"
        onClick={() => setOpen(true)}
      >
        <Flag className="size-3.5" aria-hidden />
        {m.report_button()}
      </Button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < 3) {
      setError(required);
      return;
    }
    setError(undefined);
    send(reason, (failure) => setError(failureText(failure, m.report_failed())));
  };
  return (
    <form className="grid gap-2" onSubmit={submit} noValidate>
      <label className="grid gap-1 text-sm font-medium">
        {question}
        <Textarea
          value={reason}
          rows={2}
          maxLength={maxLength}
          onChange={(event) => setReason(event.target.value)}
        />
      </label>
      {error ? (
        <p className="text-sm text-destructive" role="alert">
          {error}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" variant="outline" size="sm" className="h-11" disabled={pending}>
          {m.report_send()}
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="h-11"
          onClick={() => setOpen(false)}
        >
          {m.form_cancel()}
        </Button>
      </div>
    </form>
  );
}
