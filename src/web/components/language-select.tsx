import { useLocation } from 'wouter';
import { LOCALE_NAMES, pathInLocale, type Locale } from '../../domain/locales';
import { m } from '../../i18n/paraglide/messages.js';
import { LOCALE } from '../lib/locale';
import { LANGUAGE_KEY } from '../lib/storage-keys';
import { useFrameStarted } from '../lib/use-started';
import { cn } from '../lib/utils';

/**
 * The language switcher (issue 50), each language named in its own words. A language is its own
 * build, so choosing one keeps the choice (the boot script, src/web/boot/theme.ts, follows it on
 * every later visit) and opens this page in it. In every page's first view: kept small.
 */
export function LanguageSelect({
  className,
  onChosen,
}: {
  className?: string;
  /** Called before the page changes (Settings keeps the choice in the account too). */
  onChosen?: (locale: Locale) => void;
}) {
  const [location] = useLocation();
  // Disabled until the app runs the page: a choice on a prerendered page before then is lost.
  const started = useFrameStarted();
  return (
    <select
      aria-label={m.language_choose()}
      value={LOCALE}
      disabled={!started}
      onChange={(event) => {
        const locale = event.target.value as Locale;
        onChosen?.(locale);
        try {
          localStorage.setItem(LANGUAGE_KEY, locale);
        } catch {
          // Storage refused: this page in the language, not the next visit.
        }
        window.location.assign(pathInLocale(locale, location) + window.location.search);
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
