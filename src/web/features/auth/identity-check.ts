import type { AuthContextValue } from '../../lib/auth';
import { m } from '../../../i18n/paraglide/messages.js';

/** Said to an account that signs in with its phone only: its recent sign-in is the proof. */
export const RECENT_PHONE_SIGN_IN = m.auth_recent_phone();

/**
 * How a person proves it is them before a guarded step (deleting the account, changing where
 * money is paid): the password, Google's popup, or, for a phone-only account, a recent sign-in.
 */
export function identityCheck(user: AuthContextValue['user']) {
  const ways = user?.providerData.map((provider) => provider.providerId) ?? ['password'];
  const withPassword = ways.includes('password');
  return {
    withPassword,
    byPhone: ways.includes('phone') && !withPassword && !ways.includes('google.com'),
  };
}
