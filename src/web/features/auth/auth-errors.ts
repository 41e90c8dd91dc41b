import { m } from '../../../i18n/paraglide/messages.js';

/**
 * What a person is told when Firebase Auth refuses. The spec's texts word for word where it gives
 * them; plain advice for the other codes it lists. In the build's language (issue 50).
 */
function codeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
}

const COMMON: Record<string, () => string> = {
  'auth/too-many-requests': m.auth_too_many,
  'auth/network-request-failed': m.said_no_connection,
  'auth/user-disabled': m.auth_disabled,
  'auth/popup-blocked': m.auth_popup_blocked,
  'auth/popup-closed-by-user': m.auth_popup_closed,
  'auth/cancelled-popup-request': m.auth_popup_open,
  'auth/unauthorized-domain': m.auth_domain,
  'auth/operation-not-supported-in-this-environment': m.auth_unsupported,
  'auth/internal-error': m.said_went_wrong,
};

export function signInErrorMessage(error: unknown): string {
  switch (codeOf(error)) {
    case 'auth/user-not-found':
      return m.auth_no_account();
    case 'auth/wrong-password':
      return m.auth_wrong_password();
    case 'auth/invalid-email':
      return m.auth_invalid_email();
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
      return m.auth_invalid_credentials();
    default:
      return COMMON[codeOf(error)]?.() ?? m.auth_sign_in_unable();
  }
}

/** A phone sign-in refused: the number, the code, or the check before the SMS. */
export function phoneErrorMessage(error: unknown): string {
  switch (codeOf(error)) {
    case 'auth/invalid-phone-number':
    case 'auth/missing-phone-number':
      return m.auth_phone_invalid();
    case 'auth/invalid-verification-code':
    case 'auth/missing-verification-code':
      return m.auth_code_wrong();
    case 'auth/code-expired':
    case 'auth/invalid-verification-id':
      return m.auth_code_expired();
    case 'auth/quota-exceeded':
    case 'auth/too-many-requests':
      return m.auth_codes_many();
    case 'auth/captcha-check-failed':
      return m.auth_captcha();
    case 'auth/operation-not-allowed':
      return m.auth_phone_off();
    default:
      return COMMON[codeOf(error)]?.() ?? m.auth_phone_unable();
  }
}

export function googleErrorMessage(error: unknown, fallback: string): string {
  return COMMON[codeOf(error)]?.() ?? fallback;
}

export function signUpErrorMessage(error: unknown): string {
  switch (codeOf(error)) {
    case 'auth/email-already-in-use':
      return m.auth_email_taken();
    case 'auth/invalid-email':
      return m.auth_invalid_email();
    case 'auth/weak-password':
    case 'auth/password-does-not-meet-requirements':
      return m.auth_weak_password();
    default:
      return COMMON[codeOf(error)]?.() ?? m.auth_signup_failed();
  }
}

export function resetErrorMessage(error: unknown): string {
  switch (codeOf(error)) {
    case 'auth/user-not-found':
      return m.auth_no_account_address();
    case 'auth/invalid-email':
      return m.auth_invalid_email();
    default:
      return COMMON[codeOf(error)]?.() ?? m.auth_reset_failed();
  }
}

/** An email or password change in Settings refused by Firebase. */
export function accountChangeErrorMessage(error: unknown): string {
  switch (codeOf(error)) {
    case 'auth/wrong-password':
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
      return m.auth_wrong_password();
    case 'auth/email-already-in-use':
      return m.auth_email_taken();
    case 'auth/invalid-email':
    case 'auth/invalid-new-email':
      return m.auth_invalid_email();
    case 'auth/weak-password':
    case 'auth/password-does-not-meet-requirements':
      return m.auth_weak_password();
    case 'auth/requires-recent-login':
    case 'auth/user-token-expired':
      return m.auth_recent_login();
    default:
      return COMMON[codeOf(error)]?.() ?? m.auth_change_failed();
  }
}
