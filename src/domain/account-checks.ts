/** What deleting an account asks the person to type, and says when it is not the account's email. */
export const CONFIRM_EMAIL_MESSAGE = 'Type the email address of this account to confirm.';

/** Deleting the account and changing its email want a sign-in this recent (a stolen token or an open tab on a shared phone must not). */
export const RECENT_SIGN_IN_MINUTES = 5;
export const RECENT_SIGN_IN_MESSAGE =
  'For your safety, confirm it is you: enter your password (or sign in with Google) and try again.';
