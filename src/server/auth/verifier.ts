import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type DecodedIdToken, type UserRecord } from 'firebase-admin/auth';
import DataLoader from 'dataloader';
import { LRUCache } from 'lru-cache';
import type { SignInMethod } from '../../domain/http';
import { authEmulatorInUse } from '../env';

/** What the API knows about a caller: only what the verified token says. */
export interface Caller {
  uid: string;
  email: string | undefined;
  emailVerified: boolean;
  /** How the person signed in: `password`, `google.com`, `anonymous`, `phone`, `custom`... */
  signInProvider: string | undefined;
  /** The phone number Firebase proved by a code (E.164), for an account that signs in with it. */
  phoneNumber?: string | undefined;
  name: string | undefined;
  picture: string | undefined;
  /** When the person last proved who they are (signed in, or confirmed their password): seconds. */
  authTime?: number | undefined;
}

export interface TokenVerifier {
  /**
   * Resolves to the caller, or rejects when the token is forged, expired, for another project,
   * or (with `checkRevoked`) revoked or of a disabled account. The revocation check asks
   * Firebase, so the auth plugin runs it only once a request has passed validation.
   */
  verify(idToken: string, options?: { checkRevoked?: boolean }): Promise<Caller>;
  /**
   * A session cookie (Firebase's, ADR 11) for the person an ID token proves, valid for
   * `expiresInMs` (5 minutes to 2 weeks): the server knows them from it without the SDK.
   */
  createSession(idToken: string, expiresInMs: number): Promise<string>;
  /** Like {@link verify}, for a session cookie made by {@link createSession}. */
  verifySession(cookie: string, options?: { checkRevoked?: boolean }): Promise<Caller>;
  /** The account as Firebase has it now (a session's claims are those of when it began). */
  accountOf(uid: string): Promise<AccountDetails | null>;
  /**
   * True when `verify` checks the account even without `checkRevoked` (firebase-admin does so
   * against the Auth emulator): the auth plugin then has no second check to make.
   */
  readonly accountCheckedOnVerify?: boolean;
  /**
   * Deletes the person's Firebase account (they deleted their Khaya account): their tokens are
   * refused from then on, here at once, and the email is free to sign up again.
   */
  deleteAccount(uid: string): Promise<void>;
}

export type { SignInMethod };

/** What Firebase has of an account now, as the web SDK's user gives it. */
export interface AccountDetails {
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
  phoneNumber: string | null;
  photoURL: string | null;
  providerData: SignInMethod[];
}

/** A token that fails the revocation check: the same codes firebase-admin uses. */
export class AccountCheckError extends Error {
  constructor(
    readonly code: 'auth/user-disabled' | 'auth/id-token-revoked' | 'auth/user-not-found',
    message: string,
  ) {
    super(message);
  }
}

const noSuchAccount = () =>
  new AccountCheckError('auth/user-not-found', 'There is no such account.');

/** What the revocation check needs to know about an account. */
export interface AccountStatus {
  uid: string;
  disabled: boolean;
  /** Tokens issued (signed in) before this moment are revoked; absent when never revoked. */
  tokensValidAfterTime?: string | undefined;
}

/**
 * Looks accounts up in batches: the uids of every request that arrives while one lookup is in
 * flight go to Firebase together in the next one (up to 100 per call, `getUsers`). Nothing is
 * cached here ({@link cachedAccountLookup} does that): each lookup is sent after the request
 * arrived, while a busy server makes one call per round trip instead of one per request.
 */
export function batchedAccountLookup<T extends AccountStatus>(
  lookup: (uids: string[]) => Promise<T[]>,
): (uid: string) => Promise<T | null> {
  let inFlight: Promise<unknown> | null = null;
  const loader = new DataLoader<string, T | null>(
    (uids) => {
      const distinct = [...new Set(uids)];
      const run = lookup(distinct).then((found) => {
        const byUid = new Map(found.map((account) => [account.uid, account]));
        return uids.map((uid) => byUid.get(uid) ?? null);
      });
      const settled = run.then(
        () => undefined,
        () => undefined,
      );
      inFlight = settled;
      void settled.then(() => {
        if (inFlight === settled) inFlight = null;
      });
      return run;
    },
    {
      cache: false,
      maxBatchSize: 100,
      // Gather the requests of this turn of the event loop, and of the lookup in flight.
      batchScheduleFn: (dispatch) => {
        if (inFlight) void inFlight.then(dispatch);
        else setImmediate(dispatch);
      },
    },
  );
  return (uid) => loader.load(uid);
}

/**
 * How long a looked-up account status answers for that account: a disabled account or revoked
 * tokens are refused within this time, on every instance (each holds its own short cache). Per
 * request, the check is a round trip to Firebase (to Google's servers in production, tens of
 * milliseconds from South Africa), which would be most of every authenticated call's time.
 */
export const ACCOUNT_STATUS_TTL_MS = 10_000;

/**
 * Remembers each account's status (only what the checks need) for `ttlMs`, at most `max`
 * accounts, least recently used out first. Failed lookups are not remembered. `ttlMs` 0: every
 * call is looked up.
 */
export function cachedAccountLookup(
  lookup: (uid: string) => Promise<AccountStatus | null>,
  options: { ttlMs: number; max?: number; now?: () => number },
): AccountLookup {
  if (options.ttlMs <= 0) return Object.assign(lookup, { forget: () => undefined });
  const cache = new LRUCache<string, { account: AccountStatus | null }>({
    max: options.max ?? 20_000,
    ttl: options.ttlMs,
    // Expiry to the millisecond (the default checks the clock at most once per ms anyway).
    ttlResolution: 0,
    ...(options.now ? { perf: { now: options.now } } : {}),
  });
  const cached = async (uid: string) => {
    const hit = cache.get(uid);
    if (hit) return hit.account;
    const found = await lookup(uid);
    const account: AccountStatus | null = found && {
      uid: found.uid,
      disabled: found.disabled,
      tokensValidAfterTime: found.tokensValidAfterTime,
    };
    cache.set(uid, { account });
    return account;
  };
  return Object.assign(cached, { forget: (uid: string) => void cache.delete(uid) });
}

/** An account's status by uid, and a way to drop what is remembered of one. */
export type AccountLookup = ((uid: string) => Promise<AccountStatus | null>) & {
  forget(uid: string): void;
};

/** The checks firebase-admin's `verifyIdToken(token, true)` makes once it has the account. */
export function checkAccount(account: AccountStatus | null, authTimeSeconds: number): void {
  if (!account) throw noSuchAccount();
  if (account.disabled)
    throw new AccountCheckError('auth/user-disabled', 'The user record is disabled.');
  if (account.tokensValidAfterTime) {
    const validSince = new Date(account.tokensValidAfterTime).getTime();
    if (authTimeSeconds * 1000 < validSince)
      throw new AccountCheckError('auth/id-token-revoked', 'The token has been revoked.');
  }
}

/**
 * The Auth emulator's sign-up stamps the account's `validSince` a moment after the sign-in time
 * it writes into the new token (both in whole seconds): when those moments straddle a second,
 * the token it has just issued reads as revoked, and stays so until the next sign-in. A
 * `validSince` exactly one second after the account's creation second is that stamp, so the
 * creation second stands (Firebase itself revokes nothing at sign-up; a revocation in the
 * emulator is stamped from two seconds on, see test/helpers/auth.ts).
 */
export function withoutSignUpStamp(account: UserRecord): AccountStatus {
  const { uid, disabled, tokensValidAfterTime } = account;
  const created = Date.parse(account.metadata.creationTime);
  const validSince = tokensValidAfterTime ? Date.parse(tokensValidAfterTime) : NaN;
  return {
    uid,
    disabled,
    tokensValidAfterTime:
      validSince - created === 1000 ? account.metadata.creationTime : tokensValidAfterTime,
  };
}

/**
 * Verifies Firebase ID tokens with firebase-admin. With FIREBASE_AUTH_EMULATOR_HOST set in the
 * process environment, firebase-admin talks to the emulator (which signs nothing); otherwise it
 * checks Google's signatures, audience and issuer.
 */
export function firebaseVerifier(
  projectId: string,
  options: { accountStatusTtlMs?: number } = {},
): TokenVerifier {
  const ttlMs = options.accountStatusTtlMs ?? ACCOUNT_STATUS_TTL_MS;
  // One Firebase app per project and cache lifetime: the emulator hook below replaces its
  // auth.getUser, which verifiers with another lifetime must not share.
  const name = `api-${projectId}-${ttlMs}`;
  const app: App =
    getApps().find((candidate) => candidate.name === name) ?? initializeApp({ projectId }, name);
  const auth = getAuth(app);
  const emulated = authEmulatorInUse();
  const account = cachedAccountLookup(
    batchedAccountLookup(async (uids) => {
      const { users } = await auth.getUsers(uids.map((uid) => ({ uid })));
      return emulated ? users.map(withoutSignUpStamp) : users;
    }),
    { ttlMs },
  );
  // The emulator signs nothing, so firebase-admin checks the account on every verifyIdToken
  // there, through auth.getUser, one call per token: send those through the batched lookup too.
  // The account is then checked at the first stage and the second one has nothing to add.
  if (emulated) {
    auth.getUser = async (uid: string): Promise<UserRecord> => {
      const found = await account(uid);
      if (!found) throw noSuchAccount();
      // firebase-admin's check reads only `disabled` and `tokensValidAfterTime` of the record.
      return found as UserRecord;
    };
  }
  return {
    accountCheckedOnVerify: emulated,
    async deleteAccount(uid) {
      try {
        await auth.deleteUser(uid);
      } catch (error) {
        // Already gone (a retried deletion): what was asked for holds.
        if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
      }
      account.forget(uid);
    },
    async verify(idToken, options = {}) {
      // Signature, expiry, audience and issuer: local work (with the emulator, also the account).
      const decoded = await auth.verifyIdToken(idToken, false);
      // Revoked tokens and disabled accounts: the account, asked of Firebase.
      if ((options.checkRevoked ?? true) && !emulated)
        checkAccount(await account(decoded.uid), decoded.auth_time);
      return callerOf(decoded);
    },
    async accountOf(uid) {
      const { users } = await auth.getUsers([{ uid }]);
      const found = users[0];
      if (!found) return null;
      return {
        email: found.email ?? null,
        emailVerified: found.emailVerified,
        displayName: found.displayName ?? null,
        phoneNumber: found.phoneNumber ?? null,
        photoURL: found.photoURL ?? null,
        providerData: found.providerData.map((method) => ({
          providerId: method.providerId,
          uid: method.uid,
          displayName: method.displayName ?? null,
          email: method.email ?? null,
          phoneNumber: method.phoneNumber ?? null,
          photoURL: method.photoURL ?? null,
        })),
      };
    },
    createSession: (idToken, expiresInMs) =>
      auth.createSessionCookie(idToken, { expiresIn: expiresInMs }),
    async verifySession(cookie, options = {}) {
      // Google's session-cookie signature, expiry, audience and issuer; then, as for a token,
      // the account (revoked sessions, disabled or deleted accounts).
      const decoded = await auth.verifySessionCookie(cookie, false);
      if ((options.checkRevoked ?? true) && !emulated)
        checkAccount(await account(decoded.uid), decoded.auth_time);
      return callerOf(decoded);
    },
  };
}

/** What a verified ID token or session cookie says of the person. */
function callerOf(decoded: DecodedIdToken): Caller {
  return {
    uid: decoded.uid,
    email: decoded.email,
    emailVerified: decoded.email_verified === true,
    signInProvider: decoded.firebase.sign_in_provider,
    phoneNumber: decoded.phone_number,
    name: typeof decoded['name'] === 'string' ? decoded['name'] : undefined,
    picture: decoded.picture,
    authTime: decoded.auth_time,
  };
}
