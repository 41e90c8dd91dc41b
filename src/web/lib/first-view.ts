/**
 * A signed-in page's first view, put into its document by the server when the browser came with
 * the session cookie (ADR 11, src/server/first-view/): who is signed in, as Firebase would say,
 * and the answers of the GETs the page makes as it opens. The app starts signed in from it and
 * shows the page from those answers, without loading Firebase or asking the API again.
 */
import { FIRST_VIEW_ID } from '../../domain/http';
import type { AuthUser } from './auth-user';

export { FIRST_VIEW_ID };

/** One GET's answer: its status, JSON body and the next page's cursor header, if any. */
export interface FirstAnswer {
  status: number;
  body: unknown;
  nextCursor?: string;
}

/** A query of the page's cache as the server rendered the page with it: its key and data. */
export interface FirstQuery {
  key: readonly unknown[];
  data: unknown;
}

export interface FirstView {
  user: AuthUser;
  /** By the GET's path and query, as the page asks for it. */
  answers: Record<string, FirstAnswer>;
  /**
   * When the server rendered the page's markup too (ADR 12): the queries it rendered with, for
   * the app to start from the same data and take the markup over as it is.
   */
  queries?: FirstQuery[];
}

let read = false;
let firstView: FirstView | null = null;
/** Set while the server renders a page from a first view (src/web/entry-server.tsx). */
let rendering = false;

/**
 * The first view the server renders a page from (null when done): taken as it stands (there is
 * no browser whose note could disagree), its answers whenever asked for.
 */
export function renderFromFirstView(view: FirstView | null): void {
  rendering = view !== null;
  read = true;
  firstView = view;
}

/** Whether the page is being rendered on the server from a first view. */
export function renderingFirstView(): boolean {
  return rendering;
}

/** The document's first view, or null (a page opened without a session, or at build time). */
export function readFirstView(): FirstView | null {
  if (read) return firstView;
  read = true;
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(FIRST_VIEW_ID);
  if (!element?.textContent) return null;
  try {
    firstView = JSON.parse(element.textContent) as FirstView;
  } catch {
    firstView = null;
  }
  return firstView;
}

/** How long after the document arrived its answers stand for what the API would say. */
const FRESH_FOR_MS = 30_000;

/**
 * The answer the server gave with the document for this GET, once: a later ask (a refresh), or
 * one made long after the page opened (another page the person went to), goes to the API.
 * Undefined when there is none.
 */
export function takeFirstAnswer(url: string): FirstAnswer | undefined {
  if (!rendering && typeof performance !== 'undefined' && performance.now() > FRESH_FOR_MS)
    return undefined;
  const answers = readFirstView()?.answers;
  const answer = answers?.[url];
  if (answers && answer) delete answers[url];
  return answer;
}

/** Sets the first view aside (not this browser's person's: lib/server-session.ts). */
export function discardFirstView(): void {
  read = true;
  firstView = null;
}
