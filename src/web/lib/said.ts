import type { Locale } from '../../domain/locales';
import { m } from '../../i18n/paraglide/messages.js';

declare const __KHAYA_LOCALE__: Locale | undefined;

/**
 * Words the app shows that it did not write where they show (issue 50): a validation message of
 * the shared schemas, a refusal from Firebase as auth-errors.ts words it, a toast, an API error.
 * Their English is the key to their translation in this build's language; an English build, and
 * words with no translation yet, keep the English. Decided where the build defines the language
 * (vite.config.ts), so an English build carries no table.
 */
const SAID: Readonly<Record<string, string>> | null =
  typeof __KHAYA_LOCALE__ === 'undefined' || __KHAYA_LOCALE__ === 'en-ZA'
    ? null
    : {
        'Email is required': m.said_email_required(),
        'Password is required': m.said_password_required(),
        'Invalid email address': m.said_invalid_email(),
        'Invalid email address.': m.said_invalid_email_full(),
        'No account found with this email.': m.said_no_account(),
        'Incorrect password.': m.said_wrong_password(),
        'Invalid email or password.': m.said_invalid_credentials(),
        'Unable to sign in. Please check your credentials.': m.said_sign_in_unable(),
        'Too many attempts. Please wait a few minutes and try again.': m.said_too_many(),
        'No connection. Check your internet connection and try again.': m.said_no_connection(),
        'Something went wrong. Please try again.': m.said_went_wrong(),
        'Sign in failed': m.login_failed(),
      };

/** The words in this build's language (as they are where there is no translation). */
export function said<T>(words: T): T | string {
  return typeof words === 'string' && SAID ? (SAID[words] ?? words) : words;
}
