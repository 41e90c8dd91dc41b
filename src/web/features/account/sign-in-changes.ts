/**
 * Settings' changes to how a person signs in, run through Firebase (loaded by the auth provider;
 * this code travels with the Settings page, not with every page).
 */
import type { AuthContextValue, Loaded } from '../../lib/auth';

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
