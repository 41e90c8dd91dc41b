import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

/** What the API knows about a caller: only what the verified token says. */
export interface Caller {
  uid: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
  picture: string | undefined;
}

export interface TokenVerifier {
  /**
   * Resolves to the caller, or rejects when the token is forged, expired, for another project,
   * or (with `checkRevoked`) revoked or of a disabled account. The revocation check asks
   * Firebase, so the auth plugin runs it only once a request has passed validation.
   */
  verify(idToken: string, options?: { checkRevoked?: boolean }): Promise<Caller>;
}

/**
 * Verifies Firebase ID tokens with firebase-admin. With FIREBASE_AUTH_EMULATOR_HOST set in the
 * process environment, firebase-admin talks to the emulator (which signs nothing); otherwise it
 * checks Google's signatures, audience and issuer.
 */
export function firebaseVerifier(projectId: string): TokenVerifier {
  const name = `api-${projectId}`;
  const app: App =
    getApps().find((candidate) => candidate.name === name) ?? initializeApp({ projectId }, name);
  const auth = getAuth(app);
  return {
    async verify(idToken, options = {}) {
      // checkRevoked also rejects tokens of disabled accounts.
      const decoded = await auth.verifyIdToken(idToken, options.checkRevoked ?? true);
      return {
        uid: decoded.uid,
        email: decoded.email,
        emailVerified: decoded.email_verified === true,
        name: typeof decoded['name'] === 'string' ? decoded['name'] : undefined,
        picture: decoded.picture,
      };
    },
  };
}
