import { sql } from 'drizzle-orm';
import { type CreateUserBody } from '../../../domain/schemas/users';
import type { Caller } from '../../auth/verifier';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import { conflictsOn } from '../../db/conflicts';
import { requirePlainName } from './rules';
import { BadRequestError, ConflictError, ForbiddenError } from '../../errors';

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
          ...(body.language ? { language: body.language } : {}),
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
