import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { useHasToasts } from '../components/ui/use-toast';
import { queryClient } from '../lib/api';
import { AuthProvider } from '../lib/auth';
import { ThemeProvider } from '../lib/theme';
import { notePageChange, useInstallOffer } from '../features/offline/install-offer';
import { useKeptCopy } from '../features/offline/kept-copy';
import { Header } from './header';
import { AppRoutes } from './routes';

// The toast viewport loads in its own chunk when the first toast is shown (it is kept in the
// store meanwhile), so a first view that shows no toast never downloads it.
const Toaster = lazy(() => import('../components/ui/toaster'));
const OfflineNotices = lazy(() => import('../features/offline/notices'));

function LazyToaster() {
  const hasToasts = useHasToasts();
  return hasToasts ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/** The offline line and the install offer (issue 52): their code loads when one is shown. */
function LazyOfflineNotices() {
  const kept = useKeptCopy();
  const offer = useInstallOffer();
  const [location] = useLocation();
  const first = useRef(location);
  useEffect(() => {
    if (location !== first.current) notePageChange();
  }, [location]);
  return kept || offer ? (
    <Suspense fallback={null}>
      <OfflineNotices />
    </Suspense>
  ) : null;
}

export function App() {
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <div className="flex min-h-dvh flex-col">
            <Header />
            <div className="flex flex-1 flex-col">
              <AppRoutes />
            </div>
          </div>
          <LazyToaster />
          <LazyOfflineNotices />
        </AuthProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
