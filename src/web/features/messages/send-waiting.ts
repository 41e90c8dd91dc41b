import { useQueryClient } from '@tanstack/react-query';
import type { Message } from '../../../domain/schemas/messages';
import { m } from '../../../i18n/paraglide/messages.js';
import { ApiError, apiJson, failureText } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { useSendWhenOnline } from '../../lib/send-when-online';
import { addToThread, messageBody, messageKeys, messagesPath } from './api';
import { dropWaiting, refuseWaiting, useAllWaiting, waitingMessages } from './waiting-messages';

/** A refusal that is the network's or the server's passing trouble: the message waits on. */
const passing = (error: unknown) =>
  !(error instanceof ApiError) || error.status >= 500 || error.status === 429;

/**
 * Sends the signed-in person's messages that wait for signal (issue 52), oldest first, from any
 * page: at once when the app starts online, when the browser comes online, and every half
 * minute. Each goes with the Idempotency-Key it was written with, so it reaches its thread once;
 * one the server refuses (the request closed meanwhile) keeps the reason for the person to read.
 */
function useSendWaitingMessages(): void {
  const { user } = useAuth();
  const uid = user?.uid;
  const client = useQueryClient();
  const waiting = useAllWaiting().some((one) => one.uid === uid && !one.problem);
  const send = async () => {
    const mine = waitingMessages().filter((one) => one.uid === uid && !one.problem);
    for (const one of mine) {
      try {
        const message = await apiJson<Message>(
          'POST',
          messagesPath(one.requestId),
          messageBody(one.text, one.providerId),
          one.key,
        );
        dropWaiting(one.key);
        const providerId = one.providerId ?? undefined;
        if (!addToThread(client, message))
          void client.invalidateQueries({
            queryKey: messageKeys.thread(one.requestId, providerId),
          });
        void client.invalidateQueries({ queryKey: messageKeys.threads(one.requestId) });
      } catch (error) {
        // Still no signal: this one and those after it wait, in their order.
        if (passing(error)) return;
        refuseWaiting(one.key, failureText(error, m.msg_send_failed()));
      }
    }
  };
  useSendWhenOnline(Boolean(uid) && waiting, send, { atOnce: true });
}

/** The sender as a part of the page, loaded on its own (app/user-menu.tsx). */
export default function WaitingMessagesSender() {
  useSendWaitingMessages();
  return null;
}
