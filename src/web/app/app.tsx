import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { queryClient } from '../lib/api';
import { AuthProvider } from '../lib/auth';
import { ThemeProvider } from '../lib/theme';
import { Header } from './header';
import { AppRoutes } from './routes';

// The toast viewport loads in its own chunk: toasts queued before it arrives are kept.
const Toaster = lazy(() => import('../components/ui/toaster'));

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
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        </AuthProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
