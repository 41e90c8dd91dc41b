import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from './app/app';
import { queryClient } from './lib/api';
import { setSignedOutAtStart } from './lib/stored-session';

/** The page registry and how a title reads, for the build's documents (scripts/lib/prerender.ts). */
export { routePattern } from './app/page-paths';
export { PAGES } from './app/pages';
export { documentTitle } from './lib/use-document-title';

function app(path: string) {
  return (
    <StrictMode>
      <Router ssrPath={path}>
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
