import { CloudOff } from 'lucide-react';
import { m } from '../../../i18n/paraglide/messages.js';
import { Button } from '../../components/ui/button';
import { useAuth } from '../../lib/auth';
import { dropWaiting, inThread, useAllWaiting, type WaitingMessage } from './waiting-messages';

/** A message written without signal, at the thread's foot: waiting, or refused and why. */
function WaitingBubble({ message }: { message: WaitingMessage }) {
  return (
    <li className="grid max-w-[85%] gap-1 justify-self-end" data-testid="waiting-message">
      <p className="whitespace-pre-line rounded-2xl rounded-br-sm border border-dashed border-primary px-3 py-2 [overflow-wrap:anywhere]">
        {message.text}
      </p>
      {message.problem ? (
        <p className="flex flex-wrap items-center justify-end gap-x-2 text-xs text-destructive">
          <span role="alert">{m.msg_not_sent({ reason: message.problem })}</span>
          <Button
            variant="link"
            size="sm"
            className="h-auto min-h-8 px-1"
            onClick={() => dropWaiting(message.key)}
          >
            {m.msg_remove_unsent()}
          </Button>
        </p>
      ) : (
        <p className="flex items-center justify-end gap-1 text-xs text-muted-foreground">
          <CloudOff className="size-3.5 shrink-0" aria-hidden />
          {m.msg_waiting()}
        </p>
      )}
    </li>
  );
}

/** This thread's messages that wait on the phone for signal, for the signed-in person. */
export function useThreadWaiting(requestId: string, providerId: string | undefined) {
  const { user } = useAuth();
  return inThread(useAllWaiting(), user?.uid, requestId, providerId);
}

export function WaitingBubbles({ waiting }: { waiting: WaitingMessage[] }) {
  return waiting.map((message) => <WaitingBubble key={message.key} message={message} />);
}
