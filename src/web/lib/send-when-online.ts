import { useEffect, useEffectEvent, useRef } from 'react';

/** How long what waits for signal waits between tries when the browser says nothing. */
const TRY_AGAIN_MS = 30_000;

/**
 * Sends what found no signal (a request, a message: issue 52) once the phone is online again: when
 * the browser says so (`online`), and every half minute besides (a phone can say it is offline
 * while it has signal). One try at a time; `send` keeps it waiting again if this one fails too.
 */
export function useSendWhenOnline(
  waiting: boolean,
  send: () => Promise<void>,
  /** Tried at once too when something is waiting and the browser says it is online. */
  { atOnce = false }: { atOnce?: boolean } = {},
): void {
  const busy = useRef(false);
  const tryNow = useEffectEvent(() => {
    if (busy.current) return;
    busy.current = true;
    void send().finally(() => {
      busy.current = false;
    });
  });
  useEffect(() => {
    if (!waiting) return;
    const onOnline = () => tryNow();
    addEventListener('online', onOnline);
    if (atOnce && navigator.onLine) tryNow();
    const every = setInterval(() => navigator.onLine && tryNow(), TRY_AGAIN_MS);
    return () => {
      removeEventListener('online', onOnline);
      clearInterval(every);
    };
  }, [waiting, atOnce]);
}
