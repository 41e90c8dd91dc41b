import { THEME_KEY } from '../lib/storage-keys';

/**
 * Boot script (inlined in every page's head by the build, scripts/lib/boot-scripts.ts): sets the stored colour theme
 * as a class on the document root before the first paint, so a dark-theme visitor never sees a
 * light flash. src/web/lib/theme.tsx reads and changes it from there.
 */
export default function applyStoredTheme(): void {
  let theme = 'light';
  try {
    if (localStorage.getItem(THEME_KEY) === 'dark') theme = 'dark';
  } catch {
    // Storage refused (private mode): the light theme.
  }
  document.documentElement.classList.add(theme);
}
