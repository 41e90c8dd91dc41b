import {
  createContext,
  useCallback,
  useContext,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { THEME_KEY } from './storage-keys';

export type Theme = 'light' | 'dark';

function readStoredTheme(): Theme {
  try {
    return localStorage.getItem(THEME_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

/*
 * The theme lives outside React: read from local storage at start, written on each change, and
 * set as a class on the document root (spec section 4). The boot script src/web/boot/theme.ts sets
 * the class before the first paint; React reads it through useSyncExternalStore, whose server
 * snapshot ('light') lets the prerendered landing page hydrate and then update.
 */
let current: Theme | null = null;
const listeners = new Set<() => void>();

function getTheme(): Theme {
  current ??= readStoredTheme();
  return current;
}

function setTheme(theme: Theme): void {
  current = theme;
  const root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(theme);
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // storage unavailable (private mode): the theme still applies for this visit
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

interface ThemeContextValue {
  theme: Theme;
  toggleTheme: () => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export function ThemeProvider({ children }: { children: ReactNode }) {
  const theme = useSyncExternalStore(subscribe, getTheme, () => 'light' as const);
  const toggleTheme = useCallback(() => setTheme(getTheme() === 'light' ? 'dark' : 'light'), []);
  return <ThemeContext.Provider value={{ theme, toggleTheme }}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside ThemeProvider');
  return value;
}
