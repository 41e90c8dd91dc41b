import { useLocation } from 'wouter';
import { LOCALE_NAMES, pathInLocale, type Locale } from '../../domain/locales';
import { m } from '../../i18n/paraglide/messages.js';
import { apiJson } from '../lib/api';
import { useAuth } from '../lib/auth';
import { LOCALE } from '../lib/locale';
import { LANGUAGE_KEY } from '../lib/storage-keys';
import { useFrameStarted } from '../lib/use-started';
import { cn } from '../lib/utils';

/**
 * The language switcher (issue 50), each language named in its own words. A language is its own
 * build, so choosing one keeps the choice (the boot script, src/web/boot/theme.ts, follows it on
 * every later visit, and a signed-in person's account for what reaches them outside the app)
 * and opens this page in it. In every page's first view: kept small.
 */
export function LanguageSelect({ className }: { className?: string }) {
  const [location] = useLocation();
  const { user } = useAuth();
  // Disabled until the app runs the page: a choice on a prerendered page before then is lost.
  const started = useFrameStarted();
  return (
    <select
      aria-label={m.language_choose()}
      value={LOCALE}
      disabled={!started}
      onChange={(event) => {
        const locale = event.target.value as Locale;
        try {
          localStorage.setItem(LANGUAGE_KEY, locale);
        } catch {
          // Storage refused: this page in the language, not the next visit.
        }
        const go = () =>
          window.location.assign(pathInLocale(locale, location) + window.location.search);
        // A signed-in person's account keeps it too, before the page changes (the language
        // changes even if it could not be kept).
        if (user)
          apiJson('PATCH', '/api/notifications/preferences', { language: locale }).then(go, go);
        else go();
      }}
      className={cn('h-10 rounded-md border bg-background px-2 text-sm', className)}
    >
      {Object.entries(LOCALE_NAMES).map(([locale, name]) => (
        <option key={locale} value={locale} lang={locale}>
          {name}
        </option>
      ))}
    </select>
  );
}
