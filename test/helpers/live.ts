import type { FastifyInstance } from 'fastify';
import { createParser, type EventSourceMessage } from 'eventsource-parser';

export interface OpenStream {
  events: EventSourceMessage[];
  /** Resolves with the first event (after `from`) that matches, or rejects after `ms`. */
  next(
    match: (event: EventSourceMessage) => boolean,
    ms?: number,
    from?: number,
  ): Promise<EventSourceMessage>;
  status: number;
  headers: Headers;
  /** Resolves when the server ends the stream (or it is closed here). */
  ended: Promise<void>;
  close(): void;
}

/** The app's address, listening on a free port (once). */
export async function listening(app: FastifyInstance): Promise<string> {
  const address = app.server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const bound = app.server.address();
  if (!bound || typeof bound !== 'object') throw new Error('not listening');
  return `http://127.0.0.1:${bound.port}`;
}

/** Opens `GET /api/events` as a browser tab would (fetch, the token in the header). */
export async function openStream(
  base: string,
  headers: Record<string, string>,
  lastEventId?: string,
): Promise<OpenStream> {
  const abort = new AbortController();
  const response = await fetch(`${base}/api/events`, {
    headers: { ...headers, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
    signal: abort.signal,
  });
  const events: EventSourceMessage[] = [];
  const waiting = new Set<() => void>();
  const parser = createParser({
    onEvent: (event) => {
      events.push(event);
      for (const wake of [...waiting]) wake();
    },
  });
  let ended: Promise<void> = Promise.resolve();
  if (response.body) {
    ended = (async () => {
      const decoder = new TextDecoder();
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          parser.feed(decoder.decode(chunk, { stream: true }));
        }
      } catch {
        // aborted
      }
    })();
  }
  return {
    events,
    status: response.status,
    headers: response.headers,
    ended,
    close: () => abort.abort(),
    next(match, ms = 3000, from = 0) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.slice(from).find(match);
          if (found) {
            waiting.delete(check);
            clearTimeout(timer);
            resolve(found);
          }
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`no matching event in ${ms} ms; got ${JSON.stringify(events)}`));
        }, ms);
        waiting.add(check);
        check();
      });
    },
  };
}
