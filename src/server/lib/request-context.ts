import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request (or the event handed on from one) the code running now works for: its id goes
 * into the events it records and the deliveries they queue, and so into their log lines.
 */
const context = new AsyncLocalStorage<{ requestId: string }>();

/** Runs `work` on behalf of the request `requestId` (null: none). */
export function onBehalfOf<T>(requestId: string | null, work: () => T): T {
  return requestId === null ? context.exit(work) : context.run({ requestId }, work);
}

/** The id of the request the running code works for, if any. */
export function currentRequestId(): string | null {
  return context.getStore()?.requestId ?? null;
}
