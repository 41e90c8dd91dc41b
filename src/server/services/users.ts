import { prepared } from '../db/prepared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  RECENT_SIGN_IN_MESSAGE,
  RECENT_SIGN_IN_MINUTES,
  type CreateUserBody,
  type User,
} from '../../domain/schemas/users';
import type { Caller } from '../auth/verifier';
import type { Db } from '../db/client';
import { providers, users, type UserRow } from '../db/schema';
import { conflictsOn } from '../db/conflicts';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../errors';
import { hasContactDetails, NAME_WITH_CONTACT_DETAILS } from '../../domain/contact-redaction';

/**
 * A name is shown to the other side and put into emails and WhatsApp messages Khaya sends: one
 * that carries a number, an address, a link or a handle (a phishing line in Khaya's own voice,
 * or a way round the mask) is refused.
 */
/**
 * Refuses an action that must follow a recent sign-in (deleting the account, changing its email)
 * when the token's sign-in is older than RECENT_SIGN_IN_MINUTES: 403, and the page asks the person
 * to confirm who they are, which gives a fresh sign-in.
 */
export function requireRecentSignIn(caller: Caller, now: Date): void {
  const signedInMs = (caller.authTime ?? 0) * 1000;
  if (now.getTime() - signedInMs > RECENT_SIGN_IN_MINUTES * 60_000)
    throw new ForbiddenError(RECENT_SIGN_IN_MESSAGE, { reauthenticate: RECENT_SIGN_IN_MESSAGE });
}

export function requirePlainName(name: string): string {
  if (hasContactDetails(name))
    throw new BadRequestError(NAME_WITH_CONTACT_DETAILS, { name: NAME_WITH_CONTACT_DETAILS });
  return name;
}

/** Whether the person has a provider profile (their own record says so). */
export async function hasProviderProfile(db: Db, userId: string): Promise<boolean> {
  const [profile] = await db
    .select({ id: providers.id })
    .from(providers)
    .where(and(eq(providers.userId, userId), isNull(providers.deletedAt)))
    .limit(1);
  return profile !== undefined;
}

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    firebaseUid: row.firebaseUid,
    name: row.name,
    // The spec's field is text: '' for an account that signs in with its phone and has no email.
    email: row.email ?? '',
    phone: row.phone,
    isProvider: row.isProvider === 1 ? 1 : 0,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findUserByUid(db: Db, uid: string): Promise<UserRow | undefined> {
  const statement = prepared(db, 'user_by_uid', (on, name) =>
    on
      .select()
      .from(users)
      .where(eq(users.firebaseUid, sql.placeholder('uid')))
      .limit(1)
      .prepare(name),
  );
  const [row] = await statement.execute({ uid });
  return row;
}

/** The caller's own user record, or 404 when they have not created one yet. */
export async function getOwnUser(db: Db, caller: Caller): Promise<UserRow> {
  const row = await findUserByUid(db, caller.uid);
  if (!row) throw new NotFoundError('User not found');
  return row;
}

/**
 * The email a new account is created under: the verified token's own, never one the body names.
 * An identity without an email (anonymous, phone) cannot claim one, or it could squat the address
 * its owner signs up with later. An unverified email is taken only from a password account:
 * Firebase holds one password account per email, and the owner of the address can take it back by
 * resetting its password (the reset mail goes to them); the spec's sign-up creates the record at
 * once, before any verification mail could be read.
 */
const EMAIL_MESSAGE = 'Invalid email address';

function accountEmail(caller: Caller, bodyEmail: string | undefined): string {
  if (bodyEmail === undefined) {
    throw new BadRequestError(EMAIL_MESSAGE, { email: EMAIL_MESSAGE });
  }
  const tokenEmail = caller.email?.trim();
  if (!tokenEmail) {
    throw new ForbiddenError('Sign in with an email address to create an account.');
  }
  if (!caller.emailVerified && caller.signInProvider !== 'password') {
    throw new ForbiddenError('Verify your email address before creating an account.');
  }
  if (tokenEmail.toLowerCase() !== bodyEmail.trim().toLowerCase()) {
    throw new ForbiddenError('The email must be the one you signed in with.', {
      email: 'The email must be the one you signed in with.',
    });
  }
  return tokenEmail;
}

/**
 * Creates the caller's user record. Identity (uid, email) comes from the verified token; the
 * body may repeat them but never choose them. The spec's client sends `password` as empty
 * text: it is accepted and never stored.
 */
export async function createUser(db: Db, caller: Caller, body: CreateUserBody): Promise<UserRow> {
  if (body.firebaseUid !== undefined && body.firebaseUid !== caller.uid) {
    throw new ForbiddenError('You can only create the account you are signed in with.');
  }
  // An account that signs in with its phone number is reached on that number: an email it may
  // add later (Settings), once Firebase has proved it.
  const byPhone = caller.signInProvider === 'phone';
  if (byPhone && !caller.phoneNumber) {
    throw new ForbiddenError(
      'Sign in with a phone number or an email address to create an account.',
    );
  }
  if (byPhone && body.email !== undefined && body.email !== caller.email) {
    throw new ForbiddenError('The email must be the one you signed in with.', {
      email: 'The email must be the one you signed in with.',
    });
  }
  const email = byPhone ? (caller.email ?? null) : accountEmail(caller, body.email);

  const [existing] = await db
    .select({ firebaseUid: users.firebaseUid })
    .from(users)
    .where(
      email === null
        ? sql`${users.firebaseUid} = ${caller.uid}`
        : sql`${users.firebaseUid} = ${caller.uid} or lower(${users.email}) = ${email.toLowerCase()}`,
    )
    .limit(1);
  if (existing) throw duplicateError(existing.firebaseUid === caller.uid);

  const phone = byPhone
    ? (caller.phoneNumber ?? null)
    : body.phone?.trim()
      ? body.phone.trim()
      : null;
  // Two sign-ups racing past the check above: the unique indexes decide.
  return conflictsOn(
    { users_firebase_uid_key: duplicateError(true), users_email_key: duplicateError(false) },
    async () => {
      const [row] = await db
        .insert(users)
        .values({
          firebaseUid: caller.uid,
          name: requirePlainName(body.name),
          email,
          phone,
          isProvider: body.isProvider,
          // A password account's address is not proved yet: nothing is mailed to it until it is.
          emailVerifiedAt: caller.emailVerified ? new Date() : null,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
  );
}

function duplicateError(sameUid: boolean): ConflictError {
  return sameUid
    ? new ConflictError('An account already exists for this sign-in.')
    : new ConflictError('An account with this email already exists.', {
        email: 'An account with this email already exists.',
      });
}
