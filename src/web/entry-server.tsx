import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from './app/app';
import { queryClient } from './lib/api';
import { LOCALE_BASE } from './lib/locale';
import { renderFromFirstView, type FirstQuery, type FirstView } from './lib/first-view';
import { setSignedOutAtStart } from './lib/stored-session';

/** The page registry and how a title reads, for the build's documents (scripts/lib/prerender.ts). */
export { routePattern } from './app/page-paths';
export { PAGES } from './app/pages';
export { documentTitle } from './lib/use-document-title';

function app(path: string) {
  return (
    <StrictMode>
      <Router base={LOCALE_BASE} ssrPath={`${LOCALE_BASE}${path}`}>
        <App />
      </Router>
    </StrictMode>
  );
}

/**
 * A page's first view as HTML, at build time (scripts/lib/prerender.ts). `complete` waits for the
 * page's lazily loaded code, for markup the browser hydrates; otherwise the page's loading
 * skeleton stands in for it (a shell, which the app replaces). `signedOut` renders the page as a
 * visitor who is not signed in sees it once the app knows (no skeleton for the account).
 */
export async function render(path: string, complete: boolean, signedOut = false): Promise<string> {
  setSignedOutAtStart(signedOut);
  try {
    return complete ? await renderWhole(path) : renderToString(app(path));
  } finally {
    setSignedOutAtStart(false);
    // A page's queries (Browse Providers' list) stay pending here, each with a timer that would
    // keep the prerendering process alive: the render leaves nothing behind.
    queryClient.clear();
  }
}

async function renderWhole(path: string): Promise<string> {
  // One piece of markup: no boundary is split out to be revealed by a script.
  const { prelude } = await prerenderToNodeStream(app(path), {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * One render at a time: the app's query cache, first view and start flags are the module's.
 * Past a few waiting, a render is refused at once (the page then goes as its shell, which the
 * app fills): a burst of documents never queues behind seconds of renders.
 */
const MOST_WAITING = 8;
let queue: Promise<unknown> = Promise.resolve();
let waiting = 0;
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  if (waiting >= MOST_WAITING)
    return Promise.reject(new Error(`${waiting} renders already waiting`));
  waiting += 1;
  const done = () => {
    waiting -= 1;
  };
  const run = queue.then(work, work).finally(done);
  queue = run.catch(() => undefined);
  return run;
}

/** How many times the page is rendered again for queries that only showed up in a render. */
const MORE_RENDERS = 3;

/**
 * A signed-in page rendered for the person of a first view (ADR 12), at request time: the page's
 * queries are answered from the view's answers (nothing else: no request leaves the server),
 * the page is rendered again with them until no new query shows up, and what comes back is the
 * markup, the queries it was rendered with (for the app to start from) and the answers the app
 * still asks for (no query took them, or one the app asks again as it mounts). A query the view cannot answer renders as it does in the browser before its answer (a
 * skeleton), and the app asks for it.
 */
export function renderForPerson(
  path: string,
  view: FirstView,
): Promise<{ html: string; queries: FirstQuery[]; answers: FirstView['answers'] }> {
  return oneAtATime(async () => {
    const answers = { ...view.answers };
    renderFromFirstView({ user: view.user, answers });
    try {
      const cache = queryClient.getQueryCache();
      const tried = new Set<string>();
      const again = new Set<string>();
      let html = await renderWhole(path);
      for (let pass = 0; pass < MORE_RENDERS; pass++) {
        const waiting = cache
          .getAll()
          .filter((query) => query.state.status === 'pending' && !tried.has(query.queryHash));
        if (waiting.length === 0) break;
        for (const query of waiting) {
          tried.add(query.queryHash);
          const before = new Set(Object.keys(answers));
          await query.fetch().catch(() => undefined);
          // A query asked again as the page mounts (an unread count: staleTime 0) takes its
          // answer from the view in the browser too, rather than from the network.
          if ((query.options as { staleTime?: unknown }).staleTime === 0)
            for (const url of before) if (!(url in answers)) again.add(url);
        }
        // Unanswered: pending again in the next render, as the browser starts it.
        queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });
        html = await renderWhole(path);
      }
      const queries = cache
        .getAll()
        .filter((query) => query.state.status === 'success')
        .map((query) => ({ key: query.queryKey, data: query.state.data }));
      for (const url of again) if (view.answers[url]) answers[url] = view.answers[url];
      return { html, queries, answers };
    } finally {
      renderFromFirstView(null);
      queryClient.clear();
    }
  });
}
