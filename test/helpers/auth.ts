import crypto from 'node:crypto';
import { inject } from 'vitest';
import { EMULATOR_PROJECT_ID } from '../../src/server/env';

export interface TestAccount {
  uid: string;
  email: string;
  password: string;
  idToken: string;
}

function emulatorUrl(path: string): string {
  return `http://${inject('emulatorHost')}${path}`;
}

/**
 * A kept-alive connection the emulator closed as the request went out ('other side closed'):
 * the request never reached it, so it is sent again, once, on a new connection.
 */
function closedUnderneath(error: unknown): boolean {
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  return cause?.code === 'UND_ERR_SOCKET';
}

/** `asAdmin` uses the emulator's owner credentials (admin endpoints); otherwise a client call. */
async function post<T>(path: string, body: unknown, asAdmin = false): Promise<T> {
  const send = () =>
    fetch(emulatorUrl(path), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(asAdmin ? { authorization: 'Bearer owner' } : {}),
      },
      body: JSON.stringify(body),
    });
  const response = await send().catch((error: unknown) => {
    if (closedUnderneath(error)) return send();
    throw error;
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${crypto.randomBytes(5).toString('hex')}@example.co.za`;
}

/**
 * Signs up a fresh account in the Auth emulator and returns a real ID token for it. Its email is
 * verified, as a person's is once they opened the sign-up mail (Khaya emails nobody before);
 * `verified: false` is a password sign-up whose link was not opened yet.
 */
export async function createAccount(
  options: { email?: string; password?: string; displayName?: string; verified?: boolean } = {},
): Promise<TestAccount> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? 'secret123';
  if (options.verified !== false) {
    // The Admin SDK's createUser: the account exists verified, then signs in as a person would.
    await post(
      `/identitytoolkit.googleapis.com/v1/projects/${EMULATOR_PROJECT_ID}/accounts`,
      { email, password, emailVerified: true, displayName: options.displayName },
      true,
    );
    return signIn(email, password);
  }
  const result = await post<{ localId: string; idToken: string }>(
    '/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key',
    { email, password, returnSecureToken: true },
  );
  let idToken = result.idToken;
  if (options.displayName) {
    const updated = await post<{ idToken: string }>(
      '/identitytoolkit.googleapis.com/v1/accounts:update?key=demo-api-key',
      { idToken, displayName: options.displayName, returnSecureToken: true },
    );
    idToken = updated.idToken;
  }
  return { uid: result.localId, email, password, idToken };
}

/** An identity with no email at all (Firebase anonymous sign-in), with a real ID token. */
export async function createAnonymousAccount(): Promise<{ uid: string; idToken: string }> {
  const result = await post<{ localId: string; idToken: string }>(
    '/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key',
    { returnSecureToken: true },
  );
  return { uid: result.localId, idToken: result.idToken };
}

/** Disables an account through the emulator's admin API (the next call with its token must fail). */
export async function disableAccount(uid: string): Promise<void> {
  await post(
    `/identitytoolkit.googleapis.com/v1/projects/${EMULATOR_PROJECT_ID}/accounts:update`,
    {
      localId: uid,
      disableUser: true,
    },
    true,
  );
}

/** Revokes an account's tokens (what `revokeRefreshTokens` does): tokens signed in before now fail. */
export async function revokeTokens(uid: string): Promise<void> {
  await post(
    `/identitytoolkit.googleapis.com/v1/projects/${EMULATOR_PROJECT_ID}/accounts:update`,
    // Two seconds ahead: a token's auth_time has whole seconds, and may be from this one; and
    // one second after the account's creation is the emulator's sign-up stamp, which the
    // verifier discounts (withoutSignUpStamp in src/server/auth/verifier.ts).
    { localId: uid, validSince: String(Math.floor(Date.now() / 1000) + 2) },
    true,
  );
}

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/**
 * A token in the emulator's unsigned form with chosen claims, to prove the server checks
 * expiry, audience and issuer even when signatures are not in play.
 */
export function forgeToken(uid: string, overrides: Record<string, unknown> = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    iss: `https://securetoken.google.com/${EMULATOR_PROJECT_ID}`,
    aud: EMULATOR_PROJECT_ID,
    auth_time: now - 10,
    user_id: uid,
    sub: uid,
    iat: now - 10,
    exp: now + 3600,
    firebase: { identities: {}, sign_in_provider: 'password' },
    ...overrides,
  };
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`;
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** Changes an account's email as the client SDK does (`updateEmail`): a new token carries it. */
export async function changeEmail(idToken: string, email: string): Promise<string> {
  const updated = await post<{ idToken: string }>(
    '/identitytoolkit.googleapis.com/v1/accounts:update?key=demo-api-key',
    { idToken, email, returnSecureToken: true },
  );
  return updated.idToken;
}

/** Marks the account's (new) email verified, as opening Firebase's link does; a fresh token. */
export async function verifyEmail(uid: string, password: string, email: string): Promise<string> {
  await post(
    `/identitytoolkit.googleapis.com/v1/projects/${EMULATOR_PROJECT_ID}/accounts:update`,
    { localId: uid, email, emailVerified: true },
    true,
  );
  return (await signIn(email, password)).idToken;
}

/** Signs in with email and password; the emulator's error text (EMAIL_NOT_FOUND...) when refused. */
export async function signIn(email: string, password: string): Promise<TestAccount> {
  const result = await post<{ localId: string; idToken: string }>(
    '/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key',
    { email, password, returnSecureToken: true },
  );
  return { uid: result.localId, email, password, idToken: result.idToken };
}

/** A South African mobile number no other test uses ('+2782' and seven random digits). */
export function uniquePhone(): string {
  return `+2782${crypto.randomInt(0, 10_000_000).toString().padStart(7, '0')}`;
}

/**
 * Signs in with a phone number as Firebase's web SDK does against the emulator: asks for a code
 * (the emulator takes any reCAPTCHA token with app verification off), reads it where the
 * emulator keeps it (no SMS leaves this machine), and confirms it. A real ID token, as the
 * `phone` provider issues it: the number, no email.
 */
export async function createPhoneAccount(
  phoneNumber = uniquePhone(),
): Promise<{ uid: string; phoneNumber: string; idToken: string }> {
  const { sessionInfo } = await post<{ sessionInfo: string }>(
    '/identitytoolkit.googleapis.com/v1/accounts:sendVerificationCode?key=demo-api-key',
    { phoneNumber, recaptchaToken: 'emulator' },
  );
  const response = await fetch(
    emulatorUrl(`/emulator/v1/projects/${EMULATOR_PROJECT_ID}/verificationCodes`),
  );
  const { verificationCodes = [] } = (await response.json()) as {
    verificationCodes?: { code: string; sessionInfo: string }[];
  };
  const code = verificationCodes.find((entry) => entry.sessionInfo === sessionInfo)?.code;
  if (!code) throw new Error(`No verification code for ${phoneNumber}`);
  const result = await post<{ localId: string; idToken: string }>(
    '/identitytoolkit.googleapis.com/v1/accounts:signInWithPhoneNumber?key=demo-api-key',
    { sessionInfo, code },
  );
  return { uid: result.localId, phoneNumber, idToken: result.idToken };
}
