import { CloudOff } from 'lucide-react';
import { m } from '../../i18n/paraglide/messages.js';

/**
 * What was sent without signal and is kept on the phone until it has some (issue 52): a request
 * (the default words) or a quote.
 */
export function WaitingNote({ text = m.req_waiting() }: { text?: string }) {
  return (
    <p
      className="mt-4 flex items-center gap-2 rounded-lg border bg-muted/50 p-3 text-sm"
      data-testid="waiting-note"
      role="status"
    >
      <CloudOff aria-hidden="true" className="size-4 shrink-0" />
      {text}
    </p>
  );
}
