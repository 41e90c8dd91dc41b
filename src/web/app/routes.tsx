import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Switch } from 'wouter';
import { Skeleton } from '../components/ui/skeleton';
import HomePage from '../pages/home';

const NotFoundPage = lazy(() => import('../pages/not-found'));
const LoginPage = lazy(() => import('../pages/login'));
const RegisterPage = lazy(() => import('../pages/register'));
const ResetPasswordPage = lazy(() => import('../pages/reset-password'));
const RequestPage = lazy(() => import('../pages/request'));
const CustomerPage = lazy(() => import('../pages/customer'));
const ProviderOnboardingPage = lazy(() => import('../pages/provider-onboarding'));
const ProviderPage = lazy(() => import('../pages/provider'));
const ProvidersPage = lazy(() => import('../pages/providers'));
const QuotePage = lazy(() => import('../pages/quote'));

interface AppRoute {
  path: string;
  component: ComponentType | LazyExoticComponent<ComponentType>;
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
