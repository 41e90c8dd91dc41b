import type { Locale } from '../../domain/locales';
import { m } from '../../i18n/paraglide/messages.js';

declare const __KHAYA_LOCALE__: Locale | undefined;

/**
 * Words the app shows that it did not write where they show (issue 50): a refusal from Firebase
 * as auth-errors.ts words it, a toast, an API error (the forms' validation messages are in
 * validation-words.ts, loaded with the validation code). Their English is the key to their translation in this build's language; an English build, and
 * words with no translation yet, keep the English. Decided where the build defines the language
 * (vite.config.ts), so an English build carries no table.
 */
const SAID: Readonly<Record<string, string>> | null =
  typeof __KHAYA_LOCALE__ === 'undefined' || __KHAYA_LOCALE__ === 'en-ZA'
    ? null
    : {
        'No connection. Check your internet connection and try again.': m.said_no_connection(),
        'Something went wrong. Please try again.': m.said_went_wrong(),
        'Sign in failed': m.login_failed(),
        Error: m.toast_error(),
      };

/** The words in this build's language (as they are where there is no translation). */
export function said<T>(words: T): T | string {
  return typeof words === 'string' && SAID ? (SAID[words] ?? words) : words;
}
