import { RECENT_SIGN_IN_MESSAGE, RECENT_SIGN_IN_MINUTES } from '../../../domain/schemas/users';
import type { Caller } from '../../auth/verifier';
import { BadRequestError, ForbiddenError } from '../../errors';
import { hasContactDetails, NAME_WITH_CONTACT_DETAILS } from '../../../domain/contact-redaction';

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

/**
 * A name is shown to the other side and put into emails and WhatsApp messages Khaya sends: one
 * that carries a number, an address, a link or a handle (a phishing line in Khaya's own voice,
 * or a way round the mask) is refused.
 */
export function requirePlainName(name: string): string {
  if (hasContactDetails(name))
    throw new BadRequestError(NAME_WITH_CONTACT_DETAILS, { name: NAME_WITH_CONTACT_DETAILS });
  return name;
}
