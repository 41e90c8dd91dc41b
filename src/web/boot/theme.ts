import { DATA_SAVER_KEY, LANGUAGE_KEY, THEME_KEY } from '../lib/storage-keys';

/**
 * Boot script (inlined in every page's head by the build, scripts/lib/boot-scripts.ts): sets the stored colour theme
 * as a class on the document root before the first paint, so a dark-theme visitor never sees a
 * light flash. src/web/lib/theme.tsx reads and changes it from there. First, it sends a person to
 * their language's page (issue 50).
 */
export default function applyStoredTheme(): void {
  goToLanguage();
  let theme = 'light';
  try {
    if (localStorage.getItem(THEME_KEY) === 'dark') theme = 'dark';
  } catch {
    // Storage refused (private mode): the light theme.
  }
  document.documentElement.classList.add(theme);
  markDataSaver();
}

/**
 * The data saver on (as lib/data-saver.ts decides: the person's choice, else the browser's
 * Save-Data), marked on the document root so the photos of a page the server rendered are hidden
 * and, lazy, never fetched before the app starts (styles.css).
 */
function markDataSaver(): void {
  try {
    const chosen = localStorage.getItem(DATA_SAVER_KEY);
    const browser = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
    if (chosen === 'on' || (chosen !== 'off' && browser?.saveData === true))
      document.documentElement.dataset.saveData = '';
  } catch {
    // Storage refused: photos as usual.
  }
}

/**
 * The language a person chose (the switcher keeps it) wins; without one, an English page sends
 * a browser whose first language Khaya speaks to that language's page. A page in another
 * language opened without a choice stays (a link someone shared, a search result: most South
 * African phones are set to English whatever their owner reads best). Only from a document that
 * is its address's language, so an address that is not built never sends a person round.
 */
function goToLanguage(): void {
  try {
    const here = document.documentElement.lang;
    // The languages' prefixes as src/domain/locales.ts writes them, by hand: every byte here is
    // in every page's first view.
    const prefixed = /^\/(zu|af|xh)(\/.*)?$/.exec(location.pathname);
    if ((prefixed?.[1] ?? 'en-ZA') !== here) return;
    let wanted = localStorage.getItem(LANGUAGE_KEY);
    if (!wanted && !prefixed) {
      for (const tag of navigator.languages) {
        const primary = tag.slice(0, 2).toLowerCase();
        if (primary === 'en') break;
        if (/^(zu|af|xh)$/.test(primary)) {
          wanted = primary;
          break;
        }
      }
    }
    if (wanted && wanted !== here && /^(en-ZA|zu|af|xh)$/.test(wanted)) {
      const path = prefixed ? (prefixed[2] ?? '/') : location.pathname;
      location.replace(
        (wanted === 'en-ZA' ? '' : `/${wanted}`) + path + location.search + location.hash,
      );
    }
  } catch {
    // Storage refused: the page as it is.
  }
}
