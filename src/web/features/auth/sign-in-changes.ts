/**
 * Settings' changes to how a person signs in, run through Firebase (loaded by the auth provider;
 * this code travels with the Settings page, not with every page).
 */
import type { AuthContextValue, Loaded } from '../../lib/auth';
import { LOCALE_BASE } from '../../lib/locale';

function currentUser({ auth }: Loaded) {
  if (!auth.currentUser)
    throw Object.assign(new Error('Not signed in'), { code: 'auth/no-current-user' });
  return auth.currentUser;
}

/**
 * Asks to change the sign-in email after checking the current password: Firebase mails a link to
 * the new address, and the change happens only when it is opened (so nothing of Khaya's goes to
 * an address nobody proved). The record follows at the next sign-in with the new address.
 */
export function changeEmail(
  { withFirebase }: AuthContextValue,
  currentPassword: string,
  email: string,
): Promise<'link-sent'> {
  return withFirebase('Email change error', async (firebase) => {
    const user = currentUser(firebase);
    const { firebaseAuth } = firebase.module;
    await firebaseAuth.reauthenticate(user, currentPassword);
    await firebaseAuth.verifyBeforeUpdateEmail(user, email);
    return 'link-sent' as const;
  });
}

/**
 * Adds an email to an account that signs in with its phone number: Firebase mails a link to it,
 * and the address joins the account (and Khaya's emails start) only once it is opened.
 */
export function addEmail({ withFirebase }: AuthContextValue, email: string): Promise<'link-sent'> {
  return withFirebase('Email add error', async (firebase) => {
    await firebase.module.firebaseAuth.addEmail(
      currentUser(firebase),
      email,
      `${window.location.origin}${LOCALE_BASE}/settings`,
    );
    return 'link-sent' as const;
  });
}

/**
 * Proves it is the person again before a step that cannot be undone (deleting the account): the
 * password, or Google's popup for an account without one. The token that follows carries the
 * fresh sign-in the server asks for.
 */
export function confirmIdentity(
  { withFirebase }: AuthContextValue,
  password: string | null,
): Promise<void> {
  return withFirebase('Identity confirmation error', async (firebase) => {
    const user = currentUser(firebase);
    const { firebaseAuth } = firebase.module;
    if (password === null) await firebaseAuth.reauthenticateWithGoogle(user);
    else await firebaseAuth.reauthenticate(user, password);
    await user.getIdToken(true);
  });
}

/** Changes the password after checking the current one. */
export function changePassword(
  { withFirebase, adopt }: AuthContextValue,
  currentPassword: string,
  password: string,
): Promise<void> {
  return withFirebase('Password change error', async (firebase) => {
    const user = currentUser(firebase);
    const { firebaseAuth } = firebase.module;
    await firebaseAuth.reauthenticate(user, currentPassword);
    await firebaseAuth.updatePassword(user, password);
    const result = await firebaseAuth.signInWithEmail(firebase.auth, user.email ?? '', password);
    adopt(result.user);
  });
}

/**
 * Reads the sign-in's state back from Firebase after the person opened the verification link
 * (in their mail app, another tab): when the address is proved, a fresh token says so and the
 * pages adopt it (the server records the proof at the next account read). True when proved.
 */
export function refreshEmailVerified({ withFirebase, adopt }: AuthContextValue): Promise<boolean> {
  return withFirebase('Email verification check error', async (firebase) => {
    const user = currentUser(firebase);
    await user.reload();
    if (!user.emailVerified) return false;
    await user.getIdToken(true);
    adopt(user);
    return true;
  });
}

/** Mails the verification link again (Firebase limits how often). */
export function sendVerificationAgain({ withFirebase }: AuthContextValue): Promise<void> {
  return withFirebase('Verification email error', (firebase) =>
    firebase.module.firebaseAuth.sendVerification(
      currentUser(firebase),
      `${window.location.origin}${LOCALE_BASE}/`,
    ),
  );
}
