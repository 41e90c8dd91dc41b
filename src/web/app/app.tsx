import { QueryClientProvider } from '@tanstack/react-query';
import { Tooltip } from 'radix-ui';
import { Toaster } from '../components/ui/toaster';
import { queryClient } from '../lib/api';
import { AuthProvider } from '../lib/auth';
import { ThemeProvider } from '../lib/theme';
import { Header } from './header';
import { AppRoutes } from './routes';

/** Spec section 4: tooltips open after 700 ms, with a 300 ms skip delay. */
const TOOLTIP_DELAY = 700;
const TOOLTIP_SKIP_DELAY = 300;

export function App() {
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <Tooltip.Provider delayDuration={TOOLTIP_DELAY} skipDelayDuration={TOOLTIP_SKIP_DELAY}>
            <div className="flex min-h-dvh flex-col">
              <Header />
              <div className="flex flex-1 flex-col">
                <AppRoutes />
              </div>
            </div>
            <Toaster />
          </Tooltip.Provider>
        </AuthProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
