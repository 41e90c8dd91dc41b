import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useHasToasts } from '../components/ui/use-toast';
import { queryClient } from '../lib/api';
import { AuthProvider } from '../lib/auth';
import { ThemeProvider } from '../lib/theme';
import { Header } from './header';
import { AppRoutes } from './routes';

// The toast viewport loads in its own chunk when the first toast is shown (it is kept in the
// store meanwhile), so a first view that shows no toast never downloads it.
const Toaster = lazy(() => import('../components/ui/toaster'));

function LazyToaster() {
  const hasToasts = useHasToasts();
  return hasToasts ? (
    <Suspense fallback={null}>
      <Toaster />
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
        </AuthProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
