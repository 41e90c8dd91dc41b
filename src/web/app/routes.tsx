import { Suspense, useLayoutEffect, useState, type ComponentType } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { LoadBoundary } from '../components/page-gate';
import { Skeleton } from '../components/ui/skeleton';
import type { SignedInGateProps } from '../features/auth/signed-in-gate';
import { readFirstView } from '../lib/first-view';
import { mayHoldSessionNow } from '../lib/stored-session';
import { splitComponent, type ComponentModule, type SplitComponent } from '../lib/split-component';
import { setDocumentTitle } from '../lib/use-document-title';
import { pageForPath } from './page-paths';
import { PAGES, type PageEntry, type PageName } from './pages';

/**
 * Every public page is split into its own chunk, so a visitor downloads only the page they open
 * (the landing page's document asks for its chunk with the main bundle; a signed-in page opened
 * from a link does not carry the landing page's code). The signed-in pages (pages/signed-in/)
 * are asked for by their gate.
 */
const pageModules = import.meta.glob<{ default: ComponentType }>('../pages/*.tsx');

/** The signed-in pages' gate, a chunk of its own that every signed-in page shares. */
const loadGate = () => import('../features/auth/signed-in-gate');
const gate = splitComponent<SignedInGateProps>(loadGate);

function moduleOf(name: PageName): () => ComponentModule {
  const load = pageModules[`../pages/${name}.tsx`];
  if (!load) throw new Error(`The page ${name} has no module: add src/web/pages/${name}.tsx`);
  return load;
}

interface RoutedPage {
  entry: PageEntry;
  /** A public page's code (null for a signed-in page: its gate loads it). */
  page: SplitComponent | null;
  component: ComponentType;
}

/**
 * A page's route: its tab title and description (set before the page's own effects run, so a
 * page may still give itself another), then the page, behind the signed-in gate when it needs a
 * signed-in visitor. Rendered before its code has arrived it suspends (the route skeleton
 * shows); rendered after loadPageFor it renders at once, so the app can hydrate a prerendered
 * page in one pass instead of replacing its markup with the skeleton. Each use keeps the
 * component it started with: a page never remounts when its code arrives.
 */
function routed(entry: (typeof PAGES)[number]): RoutedPage {
  const page = entry.access === 'public' ? splitComponent(moduleOf(entry.name)) : null;
  function Routed() {
    useLayoutEffect(() => setDocumentTitle(entry.title, entry.description), []);
    if (entry.access === 'signed-in') return <Gated entry={entry} />;
    return <PageOf page={page} />;
  }
  return { entry, page, component: Routed };
}

function PageOf({ page }: { page: SplitComponent | null }) {
  const [Page] = useState<ComponentType>(() => (page ? page.current() : PageFallback));
  return <Page />;
}

function Gated(props: SignedInGateProps) {
  const [Gate] = useState(gate.current);
  return <Gate {...props} />;
}

const ROUTED = PAGES.map(routed);
const NOT_FOUND = ROUTED.find((route) => route.entry.path === null);

/**
 * Loads the code of the page a path shows (for a signed-in page, its gate, and the page too when
 * the browser may hold a session), so the first render can show it whole.
 */
export async function loadPageFor(pathname: string): Promise<void> {
  const entry = pageForPath(pathname);
  const route = ROUTED.find((candidate) => candidate.entry === entry);
  if (route?.page) await route.page.load();
  if (entry.access !== 'signed-in') return;
  const module = await loadGate();
  // A page visitors see too is rendered by them at once (its prerendered view is hydrated).
  if ('visitors' in entry && entry.visitors === 'page')
    await module.signedInPage(entry.name).load();
  // The server put the person and the page's data into the document: the first render shows it.
  else if (readFirstView()) await module.loadForPerson(entry.name);
  else if (mayHoldSessionNow())
    void module
      .signedInPage(entry.name)
      .load()
      .catch(() => undefined);
  await gate.load();
}

function PageFallback() {
  return (
    <div
      className="mx-auto w-full max-w-6xl space-y-4 px-4 py-10"
      role="status"
      aria-label="Loading"
    >
      <Skeleton className="h-8 w-1/3" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}

/** The pages; one whose code cannot be downloaded says so, and the next address starts afresh. */
export function AppRoutes() {
  const [location] = useLocation();
  return (
    <LoadBoundary
      key={location}
      text="We could not load this page. Check your connection and try again."
    >
      <Suspense fallback={<PageFallback />}>
        <Switch>
          {ROUTED.map(({ entry, component }) =>
            entry.path === null ? null : (
              <Route key={entry.path} path={entry.path} component={component} />
            ),
          )}
          {NOT_FOUND ? <Route component={NOT_FOUND.component} /> : null}
        </Switch>
      </Suspense>
    </LoadBoundary>
  );
}
