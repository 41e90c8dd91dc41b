/**
 * What a person is told when Firebase Auth refuses. The spec's texts word for word where it gives
 * them; plain advice for the other codes it lists.
 */
function codeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
}

const COMMON: Record<string, string> = {
  'auth/too-many-requests': 'Too many attempts. Please wait a few minutes and try again.',
  'auth/network-request-failed': 'No connection. Check your internet connection and try again.',
  'auth/user-disabled': 'This account has been disabled. Please contact support.',
  'auth/popup-blocked':
    'Your browser blocked the Google sign-in window. Allow pop-ups for this site and try again.',
  'auth/popup-closed-by-user': 'The Google sign-in window was closed before you finished.',
  'auth/cancelled-popup-request': 'Another sign-in window is already open.',
  'auth/unauthorized-domain': 'Sign-in is not enabled for this web address.',
  'auth/operation-not-supported-in-this-environment':
    'This browser does not support this way of signing in.',
  'auth/internal-error': 'Something went wrong. Please try again.',
};

export function signInErrorMessage(error: unknown): string {
  switch (codeOf(error)) {
    case 'auth/user-not-found':
      return 'No account found with this email.';
    case 'auth/wrong-password':
      return 'Incorrect password.';
    case 'auth/invalid-email':
      return 'Invalid email address.';
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
      return 'Invalid email or password.';
    default:
      return COMMON[codeOf(error)] ?? 'Unable to sign in. Please check your credentials.';
  }
}

/** A phone sign-in refused: the number, the code, or the check before the SMS. */
export function phoneErrorMessage(error: unknown): string {
  switch (codeOf(error)) {
    case 'auth/invalid-phone-number':
    case 'auth/missing-phone-number':
      return 'That is not a number we can send an SMS to. Check it and try again.';
    case 'auth/invalid-verification-code':
    case 'auth/missing-verification-code':
      return 'That code is not right. Check the SMS and type the 6 digits again.';
    case 'auth/code-expired':
    case 'auth/invalid-verification-id':
      return 'That code has expired. Ask for a new one.';
    case 'auth/quota-exceeded':
    case 'auth/too-many-requests':
      return 'Too many codes were asked for. Please wait a few minutes and try again.';
    case 'auth/captcha-check-failed':
      return 'The security check did not pass. Reload the page and try again.';
    case 'auth/operation-not-allowed':
      return 'Signing in with a phone number is not switched on for Khaya yet. Use email or Google.';
    default:
      return COMMON[codeOf(error)] ?? 'Unable to sign in with your phone number. Please try again.';
  }
}

export function googleErrorMessage(error: unknown, fallback: string): string {
  return COMMON[codeOf(error)] ?? fallback;
}

export function signUpErrorMessage(error: unknown): string {
  switch (codeOf(error)) {
    case 'auth/email-already-in-use':
      return 'An account with this email already exists.';
    case 'auth/invalid-email':
      return 'Invalid email address.';
    case 'auth/weak-password':
    case 'auth/password-does-not-meet-requirements':
      return 'Password is too weak. Use at least 6 characters.';
    default:
      return COMMON[codeOf(error)] ?? 'Failed to create account. Please try again.';
  }
}

export function resetErrorMessage(error: unknown): string {
  switch (codeOf(error)) {
    case 'auth/user-not-found':
      return 'No account found with this email address.';
    case 'auth/invalid-email':
      return 'Invalid email address.';
    default:
      return COMMON[codeOf(error)] ?? 'Failed to send reset email. Please try again.';
  }
}

/** An email or password change in Settings refused by Firebase. */
export function accountChangeErrorMessage(error: unknown): string {
  switch (codeOf(error)) {
    case 'auth/wrong-password':
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
      return 'Incorrect password.';
    case 'auth/email-already-in-use':
      return 'An account with this email already exists.';
    case 'auth/invalid-email':
    case 'auth/invalid-new-email':
      return 'Invalid email address.';
    case 'auth/weak-password':
    case 'auth/password-does-not-meet-requirements':
      return 'Password is too weak. Use at least 6 characters.';
    case 'auth/requires-recent-login':
    case 'auth/user-token-expired':
      return 'For your safety, sign out, sign in again and retry.';
    default:
      return COMMON[codeOf(error)] ?? 'Could not save the change. Please try again.';
  }
}
