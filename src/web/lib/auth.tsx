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
import { queryClient, setSessionHeld, setTokenGetter } from './api';
import { LOCALE_BASE } from './locale';
import {
  endSession,
  forgetSession,
  holdsSession,
  personOfFirstView,
  startSession,
} from './server-session';
import { appConfig } from './config';
import { forgetPersonalKeys } from './storage-keys';
import {
  isSigningOut,
  markSigningOut,
  mayHaveStoredSession,
  rememberSignedIn,
  signedOutNow,
  startsSignedOut,
} from './stored-session';
import { forgetKeptCopies } from '../features/offline/service-worker';
import { snapshot, type AuthUser } from './auth-user';
import type * as FirebaseModuleNs from './firebase';
import type { Auth, User } from './firebase';

export type { AuthUser };

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
  const [fromServer] = useState(personOfFirstView);
  const [user, setUser] = useState<AuthUser | null>(fromServer);
  // Signed out at start (the page already shows that view): the check below only confirms it.
  // Known from the server: nothing to wait for.
  const [loading, setLoading] = useState(() => !fromServer && !startsSignedOut());
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
    loadedRef.current ??= import('./firebase').then(
      (module) => {
        const loaded = { module, auth: module.createFirebaseAuth(appConfig()) };
        if (!listening.current) {
          listening.current = true;
          unsubscribe.current = module.firebaseAuth.onAuthStateChanged(loaded.auth, (next) => {
            if (next && isSigningOut()) {
              // The person asked to sign out on a page left before it was done: done now (this
              // listener hears of it again, with nobody).
              void module.firebaseAuth.signOut(loaded.auth);
              return;
            }
            if (!next) signedOutNow();
            rememberSignedIn(next !== null);
            setUser(next ? snapshot(next) : null);
            setLoading(false);
            firstReport.resolve();
            // The server's session follows Firebase's: made for whoever signed in, ended when
            // nobody is (signed out elsewhere, or Firebase's session is gone).
            if (next && !holdsSession(next.uid)) {
              void startSession(next.uid, () => next.getIdToken()).then((started) => {
                if (started) setSessionHeld(true);
              });
            } else if (!next && holdsSession()) {
              setSessionHeld(false);
              void endSession();
            }
          });
        }
        return loaded;
      },
      (error: unknown) => {
        // Not downloaded (no signal): asked for again next time.
        loadedRef.current = null;
        throw error;
      },
    );
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

    // Calls go with the session cookie until Firebase is loaded; refused, they load it.
    setSessionHeld(fromServer !== null, async () => {
      setSessionHeld(false);
      forgetSession();
      await load();
      await firstReport.promise;
    });
    if (fromServer) {
      rememberSignedIn(true);
      // Firebase loads when something needs it (signing out, a change of email or password, a
      // refused cookie), except when the person's address was not yet proved: its link may have
      // been opened since the session began, and only Firebase knows.
      if (fromServer.email && !fromServer.emailVerified) void load().catch(() => undefined);
      return () => {
        cancelled = true;
      };
    }
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
  }, [load, firstReport, fromServer]);

  useEffect(() => () => unsubscribe.current?.(), []);

  const value = useMemo<AuthContextValue>(() => {
    const withAuth = async <T,>(label: string, run: (loaded: Loaded) => Promise<T>) => {
      try {
        const loaded = await load();
        // Firebase knows who is signed in only once it has read its storage (a page that came
        // with the person from the server loads it just now).
        await firstReport.promise;
        return await run(loaded);
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
            .sendVerification(result.user, `${window.location.origin}${LOCALE_BASE}/`)
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
      signOut: async () => {
        // Noted first: a page left before Firebase has loaded and signed out (a page that came
        // with the person from the server loads it only now) still ends as signed out.
        markSigningOut();
        rememberSignedIn(false);
        // The pages let go of the person at once, and what was loaded for them goes: a refresh
        // started after Firebase's sign-out would go out without a token and be refused.
        setUser(null);
        forgetPersonalKeys();
        void queryClient.cancelQueries();
        queryClient.clear();
        // What the service worker kept for offline (pages, answers) goes too.
        void forgetKeptCopies();
        setSessionHeld(false);
        const ended = endSession();
        try {
          const { auth, module } = await load();
          await firstReport.promise;
          await module.firebaseAuth.signOut(auth);
        } catch (error) {
          // No signal to load Firebase: the person is signed out here, and Firebase forgets
          // them when Khaya next opens (the note above).
          console.warn('Signing out finishes when Khaya next opens', error);
        }
        await ended;
      },
    };
  }, [user, loading, load, firstReport]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}
