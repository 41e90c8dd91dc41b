import { BASE_LOCALE, isLocale } from '../../../domain/locales';
import { eq } from 'drizzle-orm';
import type { UpdateUserBody } from '../../../domain/schemas/users';
import type { Caller } from '../../auth/verifier';
import type { Db } from '../../db/client';
import { conflictsOn } from '../../db/conflicts';
import { users, type UserRow } from '../../db/schema';
import { BadRequestError, ConflictError, ForbiddenError } from '../../errors';
import {
  getOwnUser,
  hasProviderProfile,
  requirePlainName,
  requireRecentSignIn,
  toUser,
} from '../users';
import { adminUserId } from '../verification';

const TAKEN = 'An account with this email already exists.';
const KEEP_PHONE =
  'Your phone number is how Khaya reaches you: add an email first, then you can remove it.';
const UNVERIFIED_EMAIL =
  'Open the link we sent to the new address first: then it is saved here and our emails go there.';

/**
 * The caller's record with the email their sign-in now carries, once it is verified: a change
 * confirmed from its link (Firebase's verify-before-update) reaches the record at the next
 * sign-in, and so does the proof that a sign-up's address is the person's (the verification
 * link), from when on emails go to it. An address another account holds is left as it was.
 */
export async function withVerifiedEmail(db: Db, caller: Caller, row: UserRow): Promise<UserRow> {
  const tokenEmail = caller.email?.trim();
  if (!caller.emailVerified || !tokenEmail) return row;
  const same = tokenEmail.toLowerCase() === row.email?.toLowerCase();
  if (same && row.emailVerifiedAt) return row;
  try {
    const [updated] = await db
      .update(users)
      .set({ email: tokenEmail, emailVerifiedAt: new Date() })
      .where(eq(users.id, row.id))
      .returning();
    return updated ?? row;
  } catch {
    return row;
  }
}

/**
 * A person corrects their name or phone (`PATCH /api/users/me`; an empty phone removes it), or
 * brings their email in line with the one they just changed in Firebase: an email is taken only
 * when it is the verified token's.
 */
export async function updateOwnUser(
  db: Db,
  caller: Caller,
  body: UpdateUserBody,
  now: Date,
): Promise<UserRow> {
  const user = await getOwnUser(db, caller);
  const changes: Partial<Pick<UserRow, 'name' | 'phone' | 'email' | 'emailVerifiedAt'>> = {};
  if (body.name !== undefined) changes.name = requirePlainName(body.name);
  if (body.phone !== undefined) changes.phone = body.phone === '' ? null : body.phone;
  // An account with no email is reached by its phone number: that stays.
  if (changes.phone === null && !user.email) {
    throw new BadRequestError(KEEP_PHONE, { phone: KEEP_PHONE });
  }
  if (body.email !== undefined) {
    const tokenEmail = caller.email?.trim() ?? '';
    if (tokenEmail.toLowerCase() !== body.email.toLowerCase()) {
      throw new ForbiddenError('Change your email in your account first: then it is saved here.', {
        email: 'The email must be the one you signed in with.',
      });
    }
    // Nothing goes to an address nobody proved: a new one is taken once its link was opened.
    const changed = tokenEmail.toLowerCase() !== user.email?.toLowerCase();
    if (!caller.emailVerified && changed) {
      throw new ForbiddenError(UNVERIFIED_EMAIL, { email: UNVERIFIED_EMAIL });
    }
    if (changed) requireRecentSignIn(caller, now);
    changes.email = tokenEmail;
    if (caller.emailVerified && (changed || !user.emailVerifiedAt)) changes.emailVerifiedAt = now;
  }
  return conflictsOn({ users_email_key: new ConflictError(TAKEN, { email: TAKEN }) }, async () => {
    const [row] = await db.update(users).set(changes).where(eq(users.id, user.id)).returning();
    return row ?? user;
  });
}

/**
 * The caller's own record (`GET /api/users/me`), saying whether they keep the admin desk (a link
 * in their menu) and whether they have a provider profile (so onboarding does not ask for one that
 * is not there).
 */
export async function ownAccount(db: Db, caller: Caller) {
  const [row, adminId] = await Promise.all([getOwnUser(db, caller), adminUserId(db, caller.uid)]);
  return {
    ...toUser(await withVerifiedEmail(db, caller, row)),
    isAdmin: adminId !== null,
    hasProviderProfile: await hasProviderProfile(db, row.id),
    language: isLocale(row.language) ? row.language : BASE_LOCALE,
  };
}
