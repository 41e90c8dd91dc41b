import { Suspense, useState, type ComponentType, type ReactElement } from 'react';
import { Route, Switch } from 'wouter';
import { pageForPath, ROUTE_PAGES } from '../../domain/routes';
import { Skeleton } from '../components/ui/skeleton';
import { splitComponent, type ComponentModule } from '../lib/split-component';
import HomePage from '../pages/home';

/** A page in its own chunk, which can also be loaded ahead of its first render. */
interface SplitPage {
  (): ReactElement;
  load(): ComponentModule;
}

/**
 * A page split into its own chunk. Rendered before its code has arrived it suspends (the route
 * skeleton shows); rendered after {@link SplitPage.load} it renders at once, so the app can
 * hydrate a prerendered page in one pass instead of replacing its markup with the skeleton.
 * Each use keeps the component it started with: a page never remounts when its code arrives.
 */
function splitPage(load: () => ComponentModule): SplitPage {
  const split = splitComponent(load);
  function Page() {
    const [Component] = useState<ComponentType>(split.current);
    return <Component />;
  }
  Page.load = split.load;
  return Page;
}

const NotFoundPage = splitPage(() => import('../pages/not-found'));
const LoginPage = splitPage(() => import('../pages/login'));
const RegisterPage = splitPage(() => import('../pages/register'));
const ResetPasswordPage = splitPage(() => import('../pages/reset-password'));
const RequestPage = splitPage(() => import('../pages/request'));
const CustomerPage = splitPage(() => import('../pages/customer'));
const ProviderOnboardingPage = splitPage(() => import('../pages/provider-onboarding'));
const ProviderPage = splitPage(() => import('../pages/provider'));
const ProvidersPage = splitPage(() => import('../pages/providers'));
const QuotePage = splitPage(() => import('../pages/quote'));

interface AppRoute {
  path: string;
  component: ComponentType | SplitPage;
}

/**
 * The route table of spec section 2. Every page but the landing page is split into its own
 * chunk, so a visitor downloads only the page they open. A route whose page is not built yet
 * is absent and falls through to 'Page Not Found'.
 */
export const ROUTES: AppRoute[] = [
  { path: '/', component: HomePage },
  { path: '/login', component: LoginPage },
  { path: '/register', component: RegisterPage },
  { path: '/reset-password', component: ResetPasswordPage },
  { path: '/provider-onboarding', component: ProviderOnboardingPage },
  { path: '/customer', component: CustomerPage },
  { path: '/provider', component: ProviderPage },
  { path: '/providers', component: ProvidersPage },
  { path: '/request', component: RequestPage },
  { path: '/quote/:id', component: QuotePage },
];

/**
 * Loads the code of the page a path shows (nothing for the landing page, which is in the main
 * bundle), so the first render can show it whole.
 */
export async function loadPageFor(pathname: string): Promise<void> {
  const page = pageForPath(pathname);
  const path = ROUTE_PAGES.find((route) => route.page === page)?.path;
  const component = path ? ROUTES.find((route) => route.path === path)?.component : NotFoundPage;
  if (component && 'load' in component) await component.load();
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

export function AppRoutes() {
  return (
    <Suspense fallback={<PageFallback />}>
      <Switch>
        {ROUTES.map((route) => (
          <Route key={route.path} path={route.path} component={route.component} />
        ))}
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
