import type { AuthContextValue } from '../../lib/auth';

/** Said to an account that signs in with its phone only: its recent sign-in is the proof. */
export const RECENT_PHONE_SIGN_IN =
  'For your safety this works within 5 minutes of signing in: if it was longer ago, sign out and sign in again with your phone number first.';

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
