import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { queryClient, setTokenGetter } from './api';
import { appConfig } from './config';
import { HOME_PLACE_KEY, REQUEST_DRAFT_KEY } from './storage-keys';
import { mayHaveStoredSession, rememberSignedIn, startsSignedOut } from './stored-session';
import type * as FirebaseModuleNs from './firebase';
import type { Auth, User } from './firebase';

/** The signed-in identity as the spec lists it (section 3). */
export interface AuthUser {
  uid: string;
  displayName: string | null;
  email: string | null;
  emailVerified: boolean;
  phoneNumber: string | null;
  photoURL: string | null;
  isAnonymous: boolean;
  tenantId: string | null;
  providerData: {
    providerId: string;
    uid: string;
    displayName: string | null;
    email: string | null;
    phoneNumber: string | null;
    photoURL: string | null;
  }[];
  metadata: { creationTime?: string; lastSignInTime?: string };
}

export interface AuthContextValue {
  user: AuthUser | null;
  loading: boolean;
  signInWithGoogle: () => Promise<AuthUser>;
  signInWithEmail: (email: string, password: string) => Promise<AuthUser>;
  signUpWithEmail: (email: string, password: string, displayName: string) => Promise<AuthUser>;
  resetPassword: (email: string) => Promise<void>;
  signOut: () => Promise<void>;
  /**
   * Runs a feature's own sign-in flow (Settings' email and password changes, in its own chunk)
   * with Firebase loaded; errors are logged under `label` and thrown on.
   */
  withFirebase: <T>(label: string, work: (firebase: Loaded) => Promise<T>) => Promise<T>;
  /** Makes a user such a flow signed in the signed-in one. */
  adopt: (user: User) => void;
}

function snapshot(user: User): AuthUser {
  return {
    uid: user.uid,
    displayName: user.displayName,
    email: user.email,
    emailVerified: user.emailVerified,
    phoneNumber: user.phoneNumber,
    photoURL: user.photoURL,
    isAnonymous: user.isAnonymous,
    tenantId: user.tenantId,
    providerData: user.providerData.map((p) => ({
      providerId: p.providerId,
      uid: p.uid,
      displayName: p.displayName,
      email: p.email,
      phoneNumber: p.phoneNumber,
      photoURL: p.photoURL,
    })),
    metadata: {
      ...(user.metadata.creationTime ? { creationTime: user.metadata.creationTime } : {}),
      ...(user.metadata.lastSignInTime ? { lastSignInTime: user.metadata.lastSignInTime } : {}),
    },
  };
}

type FirebaseModule = typeof FirebaseModuleNs;
export interface Loaded {
  module: FirebaseModule;
  auth: Auth;
}

/** Codes after which the session is no good: the client signs the user out. */
const SESSION_ENDING_CODES = new Set(['auth/user-disabled', 'auth/user-token-expired']);

function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<AuthUser | null>(null);
  // Signed out at start (the page already shows that view): the check below only confirms it.
  const [loading, setLoading] = useState(() => !startsSignedOut());
  const loadedRef = useRef<Promise<Loaded> | null>(null);

  // Firebase loads on demand: at start only when a session may be stored, otherwise when a
  // sign-in action needs it. Either way the auth-state listener is attached exactly once.
  const listening = useRef(false);
  const unsubscribe = useRef<(() => void) | null>(null);
  // Resolves at the first auth-state report (or at once when there is nothing to report).
  const [firstReport] = useState(() => {
    let resolve: () => void = () => {};
    const promise = new Promise<void>((r) => {
      resolve = r;
    });
    return { promise, resolve };
  });

  const load = useCallback((): Promise<Loaded> => {
    loadedRef.current ??= import('./firebase').then((module) => {
      const loaded = { module, auth: module.createFirebaseAuth(appConfig()) };
      if (!listening.current) {
        listening.current = true;
        unsubscribe.current = module.firebaseAuth.onAuthStateChanged(loaded.auth, (next) => {
          rememberSignedIn(next !== null);
          setUser(next ? snapshot(next) : null);
          setLoading(false);
          firstReport.resolve();
        });
      }
      return loaded;
    });
    return loadedRef.current;
  }, [firstReport]);

  useEffect(() => {
    let cancelled = false;
    setTokenGetter(async () => {
      // Nothing loaded and nothing stored: nobody is signed in, no token to send.
      if (!loadedRef.current) return null;
      const { auth, module } = await load();
      await firstReport.promise;
      const current = auth.currentUser;
      if (!current) return null;
      try {
        // A sign-up's address proved since this token was made (Firebase reloads the user at
        // start): a fresh token says so, and the server starts emailing it.
        const token = await current.getIdTokenResult();
        if (current.emailVerified && token.claims.email_verified !== true)
          return await current.getIdToken(true);
        return token.token;
      } catch (error) {
        if (SESSION_ENDING_CODES.has(errorCode(error) ?? ''))
          await module.firebaseAuth.signOut(auth);
        throw error;
      }
    });

    void mayHaveStoredSession().then((stored) => {
      if (cancelled) return;
      if (!stored) {
        // Nobody signed in: the header and the page re-render in slices, not in one long task.
        startTransition(() => setLoading(false));
        firstReport.resolve();
        return;
      }
      load().catch((error: unknown) => {
        console.error('Could not load sign-in', error);
        setLoading(false);
        firstReport.resolve();
      });
    });
    return () => {
      cancelled = true;
    };
  }, [load, firstReport]);

  useEffect(() => () => unsubscribe.current?.(), []);

  const value = useMemo<AuthContextValue>(() => {
    const withAuth = async <T,>(label: string, run: (loaded: Loaded) => Promise<T>) => {
      try {
        return await run(await load());
      } catch (error) {
        console.error(label, error);
        throw error;
      }
    };
    return {
      user,
      loading,
      signInWithGoogle: () =>
        withAuth('Error signing in with Google', async ({ auth, module }) => {
          const result = await module.firebaseAuth.signInWithGoogle(auth);
          const next = snapshot(result.user);
          setUser(next);
          return next;
        }),
      signInWithEmail: (email, password) =>
        withAuth('Email sign in error', async ({ auth, module }) => {
          const result = await module.firebaseAuth.signInWithEmail(auth, email, password);
          const next = snapshot(result.user);
          setUser(next);
          return next;
        }),
      signUpWithEmail: (email, password, displayName) =>
        withAuth('Email sign up error', async ({ auth, module }) => {
          const result = await module.firebaseAuth.signUpWithEmail(auth, email, password);
          // Khaya mails nobody before they open this link; a failure here is offered again on
          // the signed-in pages ('Send the link again'), so it does not stop the sign-up.
          void module.firebaseAuth
            .sendVerification(result.user, `${window.location.origin}/`)
            .catch((error: unknown) =>
              console.warn('Could not send the verification email', error),
            );
          if (displayName) {
            await module.firebaseAuth.updateDisplayName(result.user, displayName);
            // updateProfile does not fire onAuthStateChanged: take a fresh snapshot ourselves.
            await result.user.reload();
          }
          const next = snapshot(auth.currentUser ?? result.user);
          setUser(next);
          return next;
        }),
      resetPassword: (email) =>
        withAuth('Password reset error', ({ auth, module }) =>
          module.firebaseAuth.resetPassword(auth, email),
        ),
      withFirebase: (label, work) => withAuth(label, work),
      adopt: (next) => setUser(snapshot(next)),
      signOut: () =>
        withAuth('Error signing out', async ({ auth, module }) => {
          // The pages let go of the person first, and what was loaded for them goes: a refresh
          // started after Firebase's sign-out would go out without a token and be refused.
          setUser(null);
          // A request described before signing in, and where the person's requests are, are not
          // left for the next person on this phone.
          try {
            localStorage.removeItem(REQUEST_DRAFT_KEY);
            localStorage.removeItem(HOME_PLACE_KEY);
          } catch {
            // Storage refused: nothing was kept.
          }
          void queryClient.cancelQueries();
          queryClient.clear();
          await module.firebaseAuth.signOut(auth);
        }),
    };
  }, [user, loading, load]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}
