import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { NEXT_CURSOR_HEADER, SESSION_HEADER } from '../../domain/http';
import { noteAnswer } from '../features/offline/kept-copy';
import { readFirstView, renderingFirstView, takeFirstAnswer } from './first-view';
import { m } from '../../i18n/paraglide/messages.js';

/** One page of a paginated list, and the cursor of the next (null on the last). */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** Supplies the signed-in user's ID token; set by the auth provider once Firebase is loaded. */
type TokenGetter = () => Promise<string | null>;
let tokenGetter: TokenGetter = () => Promise.resolve(null);

export function setTokenGetter(getter: TokenGetter): void {
  tokenGetter = getter;
}

/**
 * Whether the server holds this browser's session cookie (ADR 11): while Firebase is not loaded,
 * calls go with it instead of a token. Set by the auth provider.
 */
let sessionHeld = false;
/** What to do when the server no longer takes the cookie: load Firebase, for a token. */
let onSessionRefused: () => Promise<void> = () => Promise.resolve();

export function setSessionHeld(held: boolean, refused?: () => Promise<void>): void {
  sessionHeld = held;
  if (refused) onSessionRefused = refused;
}

/** A failed API call: the message is `status: body text` as the spec says. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`${status}: ${body}`);
    this.name = 'ApiError';
  }

  /** The server's `message` field when the body is the API's JSON error format. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      return typeof parsed.message === 'string' ? parsed.message : undefined;
    } catch {
      return undefined;
    }
  }

  /** Field errors (`{ field: why }`) from a 400 or 409. */
  get fieldErrors(): Record<string, string> {
    try {
      const parsed = JSON.parse(this.body) as { errors?: Record<string, string> };
      return parsed.errors ?? {};
    } catch {
      return {};
    }
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (!response.ok) {
    const text = (await response.text()) || response.statusText;
    throw new ApiError(response.status, text);
  }
}

export async function authHeaders(): Promise<Record<string, string>> {
  const token = await tokenGetter();
  if (token) return { authorization: `Bearer ${token}` };
  return sessionHeld ? { [SESSION_HEADER]: '1' } : {};
}

/**
 * fetch with who is calling: the ID token, or the session cookie. A call the server refuses
 * with the cookie (it ended, or the account's sessions were revoked) is made once more after
 * Firebase has loaded, with a token.
 */
export async function fetchAs(url: string, init: RequestInit = {}): Promise<Response> {
  // Rendering on the server, a page has the first view's answers and nothing else.
  if (renderingFirstView()) throw new Error(`Not in the first view: ${url}`);
  const send = async () => {
    const who = await authHeaders();
    const response = await fetch(url, {
      ...init,
      headers: { ...(init.headers as Record<string, string> | undefined), ...who },
      credentials: 'include',
    });
    return { response, byCookie: SESSION_HEADER in who };
  };
  const first = await send();
  noteAnswer(first.response);
  if (first.response.status !== 401 || !first.byCookie) return first.response;
  await onSessionRefused();
  return (await send()).response;
}

/** The answer the server put into the document for this GET (lib/first-view.ts), as a Response. */
function firstAnswerFor(url: string): Response | undefined {
  const answer = takeFirstAnswer(url);
  if (!answer) return undefined;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (answer.nextCursor) headers[NEXT_CURSOR_HEADER] = answer.nextCursor;
  return new Response(JSON.stringify(answer.body), { status: answer.status, headers });
}

/** A random key for one write (works outside secure contexts, unlike crypto.randomUUID). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Waits before retrying a write whose answer was lost (a flaky mobile connection). */
const RETRY_DELAYS_MS = [600, 2000];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends JSON with credentials and the ID token; throws ApiError on a non-OK response.
 * A POST carries an Idempotency-Key and is retried with the same key when the connection drops
 * or the server is briefly unavailable: the server replays the first answer, so nothing is
 * created twice.
 */
export async function apiRequest(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  data?: unknown,
  /** A key kept with what is sent (a draft), so it is never created twice, whenever it is sent. */
  idempotencyKey?: string,
): Promise<Response> {
  if (method === 'GET') {
    const first = firstAnswerFor(url);
    if (first) {
      await throwIfNotOk(first);
      return first;
    }
  }
  const headers: Record<string, string> = {};
  if (data !== undefined) headers['content-type'] = 'application/json';
  const retryable = method === 'POST';
  if (retryable) headers['idempotency-key'] = idempotencyKey ?? newIdempotencyKey();
  const body = data === undefined ? undefined : JSON.stringify(data);
  for (let attempt = 0; ; attempt++) {
    const delay = retryable ? RETRY_DELAYS_MS[attempt] : undefined;
    let response: Response;
    try {
      response = await fetchAs(url, { method, headers, body });
    } catch (error) {
      if (delay === undefined) throw error;
      await sleep(delay);
      continue;
    }
    if (response.status === 503 && delay !== undefined) {
      await sleep(delay);
      continue;
    }
    await throwIfNotOk(response);
    return response;
  }
}

/**
 * Sends a form with a file (multipart) with the ID token; throws ApiError on a non-OK response.
 * Not retried: a lost answer leaves the person to look at the list and send again.
 */
export async function apiUpload<T>(
  url: string,
  form: FormData,
  method: 'POST' | 'PUT' = 'POST',
): Promise<T> {
  const response = await fetchAs(url, { method, body: form });
  await throwIfNotOk(response);
  return (await response.json()) as T;
}

/** A GET whose answer is a file (a document to look at), as a Blob; ApiError when refused. */
export async function apiBlob(url: string): Promise<Blob> {
  const response = await fetchAs(url);
  await throwIfNotOk(response);
  return response.blob();
}

/** {@link apiRequest}, its JSON body typed as the shared schema's output says. */
export async function apiJson<T>(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  data?: unknown,
  idempotencyKey?: string,
): Promise<T> {
  return (await (await apiRequest(method, url, data, idempotencyKey)).json()) as T;
}

type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default loader: GET the path made by joining the query key with '/'. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const url = queryKey.join('/');
    const response = firstAnswerFor(url) ?? (await fetchAs(url, { signal }));
    if (options.on401 === 'returnNull' && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}

export const queryClient: QueryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
      gcTime: 5 * 60 * 1000,
      retry: false,
    },
    // Each feature's writes refresh the queries they change (src/web/features/*/api.ts), not
    // every cached list: with messaging a small write would otherwise refetch every dashboard.
    mutations: { retry: false },
  },
});

/**
 * Puts the queries the server rendered the page with (ADR 12) into the cache, so the app's first
 * render is the server's markup, data and all; false when the server rendered none.
 */
export function seedFirstQueries(): boolean {
  const queries = readFirstView()?.queries;
  if (!queries) return false;
  for (const query of queries) queryClient.setQueryData(query.key, query.data);
  return true;
}

/**
 * What to tell a person when a write failed: the field's or the server's reason, else that it
 * could not be done (`could`: "Could not send your message"), and whether to check the connection.
 */
export function failureText(failure: unknown, could: string): string {
  if (!(failure instanceof ApiError)) return m.fail_check_connection({ could });
  return Object.values(failure.fieldErrors)[0] ?? failure.serverMessage ?? `${could}.`;
}

/**
 * A failed write's reasons for a form without react-hook-form: the server's field errors, or one
 * `form` error saying what could not be done (see `failureText`).
 */
export function fieldErrorsOrForm(failure: unknown, could: string): Record<string, string> {
  const fields = failure instanceof ApiError ? failure.fieldErrors : {};
  return Object.keys(fields).length > 0 ? fields : { form: failureText(failure, could) };
}
