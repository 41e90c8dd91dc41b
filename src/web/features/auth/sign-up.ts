import { toast } from '../../components/ui/use-toast';
import type { WelcomeState } from './welcome';
import type { AuthUser } from '../../lib/auth';
import { SITE_NAME } from '../../lib/use-document-title';
import { m } from '../../../i18n/paraglide/messages.js';

/** Says the account's record could not be made (the sign-in itself may have worked). */
export function recordFailed() {
  toast({
    variant: 'destructive',
    title: m.toast_error(),
    description: m.auth_signup_failed(),
  });
}

/** The greeting of a new account. */
export function welcome(name: string) {
  toast({ title: m.reg_created(), description: m.reg_welcome({ site: SITE_NAME, name }) });
}

/** A name the API accepts for an identity that brought none (at least 2 characters). */
export function nameFor(user: AuthUser): string {
  const candidate = user.displayName?.trim() || user.email?.split('@')[0] || '';
  return candidate.length >= 2 ? candidate : 'New user';
}

/**
 * Where a new account goes: a provider sets up their profile; a customer goes back where they
 * came from, or to the landing page, which invites them to post their first request.
 */
export function afterSignUp(
  isProvider: boolean,
  next: string | null,
): [string, { state: WelcomeState } | undefined] {
  if (isProvider) return ['/provider-onboarding', undefined];
  return next ? [next, undefined] : ['/', { state: { welcome: true } }];
}
