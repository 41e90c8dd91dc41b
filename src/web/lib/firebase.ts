/**
 * Everything that touches the Firebase SDK. Loaded on demand by the auth provider so the first
 * paint of any page carries no Firebase code.
 */
import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  browserSessionPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  EmailAuthProvider,
  GoogleAuthProvider,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  RecaptchaVerifier,
  reauthenticateWithCredential,
  reauthenticateWithPopup,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPhoneNumber,
  signInWithPopup,
  signOut,
  updateEmail,
  updatePassword,
  updateProfile,
  verifyBeforeUpdateEmail,
  type Auth,
  type ConfirmationResult,
  type User,
} from 'firebase/auth';
import type { AppConfig } from './config';

export type { Auth, ConfirmationResult, User };

export function createFirebaseAuth(config: AppConfig): Auth {
  const app = initializeApp(config.firebase);
  const auth = initializeAuth(app, {
    // The spec's order: IndexedDB, then local storage, then session storage.
    persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
    // No popupRedirectResolver here: with one, Auth loads Google's iframe code
    // (apis.google.com) as it starts, on every page. Each popup call names it instead, so it
    // loads when someone taps Google (firebase-js-sdk#4946, the maintainers' advice).
  });
  if (config.authEmulatorUrl) {
    connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
  }
  return auth;
}

export const firebaseAuth = {
  onAuthStateChanged,
  signInWithGoogle: (auth: Auth) =>
    signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver),
  /**
   * Texts a sign-in code to the number (E.164), behind an invisible reCAPTCHA drawn in
   * `container` (Google's script loads only now). Against the Auth emulator no SMS is sent and
   * the check is a stand-in: the code is in the dev mailbox.
   */
  sendPhoneCode: async (
    auth: Auth,
    phoneNumber: string,
    container: HTMLElement,
  ): Promise<ConfirmationResult> => {
    const verifier = new RecaptchaVerifier(auth, container, { size: 'invisible' });
    try {
      return await signInWithPhoneNumber(auth, phoneNumber, verifier);
    } finally {
      verifier.clear();
    }
  },
  signInWithEmail: (auth: Auth, email: string, password: string) =>
    signInWithEmailAndPassword(auth, email, password),
  signUpWithEmail: (auth: Auth, email: string, password: string) =>
    createUserWithEmailAndPassword(auth, email, password),
  updateDisplayName: (user: User, displayName: string) => updateProfile(user, { displayName }),
  resetPassword: (auth: Auth, email: string) => sendPasswordResetEmail(auth, email),
  signOut: (auth: Auth) => signOut(auth),
  /** Proves it is still the person (Firebase asks before an email or password change). */
  reauthenticate: (user: User, password: string) =>
    reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email ?? '', password)),
  /** The same for an account that signs in with Google: its popup. */
  reauthenticateWithGoogle: (user: User) =>
    reauthenticateWithPopup(user, new GoogleAuthProvider(), browserPopupRedirectResolver),
  /** Where the project protects against email enumeration: the change waits for a link. */
  verifyBeforeUpdateEmail: (user: User, email: string) => verifyBeforeUpdateEmail(user, email),
  updatePassword: (user: User, password: string) => updatePassword(user, password),
  /**
   * Adds an email to an account that has none (it signs in with its phone): the address joins
   * once its link is opened. Where verify-before-update is refused for an account without an
   * email (the Auth emulator), the address is set unverified and its verification link mailed:
   * Khaya takes it only once verified either way.
   */
  addEmail: async (user: User, email: string, continueUrl: string) => {
    try {
      await verifyBeforeUpdateEmail(user, email, { url: continueUrl });
    } catch (error) {
      if ((error as { code?: string }).code !== 'auth/missing-email') throw error;
      await updateEmail(user, email);
      await sendEmailVerification(user, { url: continueUrl });
    }
  },
  /** Mails the link that proves the address is the person's; it leads back to `continueUrl`. */
  sendVerification: (user: User, continueUrl: string) =>
    sendEmailVerification(user, { url: continueUrl }),
};
