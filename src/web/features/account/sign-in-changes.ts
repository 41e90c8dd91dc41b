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
 * Changes the sign-in email after checking the current password: `changed` at once, or
 * `link-sent` where Firebase first wants the new address confirmed from a link mailed to it.
 */
export function changeEmail(
  { withFirebase, adopt }: AuthContextValue,
  currentPassword: string,
  email: string,
): Promise<'changed' | 'link-sent'> {
  return withFirebase('Email change error', async (firebase) => {
    const user = currentUser(firebase);
    const { firebaseAuth } = firebase.module;
    await firebaseAuth.reauthenticate(user, currentPassword);
    try {
      await firebaseAuth.updateEmail(user, email);
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'auth/operation-not-allowed') throw error;
      await firebaseAuth.verifyBeforeUpdateEmail(user, email);
      return 'link-sent';
    }
    // A change revokes the tokens from before it: sign in afresh for one that holds (the Auth
    // emulator would otherwise hand back a token it reads as revoked).
    const result = await firebaseAuth.signInWithEmail(firebase.auth, email, currentPassword);
    adopt(result.user);
    return 'changed';
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
