import { Lock, UserX } from 'lucide-react';
import { Link } from 'wouter';
import { Gate } from '../../components/page-gate';
import { Button } from '../../components/ui/button';
import { useAuthHref } from './return-to';
import { m } from '../../../i18n/paraglide/messages.js';

/**
 * What a signed-in page shows a visitor who is not signed in: sign in, or create an account (as a
 * provider on the provider pages), either way coming back to this page afterwards.
 */
export function SignInRequired({
  title,
  text,
  signUpAs,
  note,
}: {
  title: string;
  text: string;
  signUpAs?: 'customer' | 'provider';
  /** A line under the buttons (what happens to what the visitor already typed). */
  note?: string;
}) {
  const signIn = useAuthHref('/login');
  const signUp = useAuthHref('/register', signUpAs === 'provider');
  return (
    <Gate
      icon={<Lock className="size-7" aria-hidden />}
      title={title}
      text={text}
      action={
        <div className="flex flex-wrap justify-center gap-2">
          <Button asChild>
            <Link href={signIn} data-return="">
              {m.nav_sign_in()}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link href={signUp} data-return="">
              {m.note_create_account()}
            </Link>
          </Button>
          {note ? <p className="w-full pt-2 text-sm text-muted-foreground">{note}</p> : null}
        </div>
      }
    />
  );
}

export function AccountNotFound() {
  return (
    <Gate
      icon={<UserX className="size-7" aria-hidden />}
      title={m.gate_no_account()}
      text={m.gate_no_account_text()}
      action={
        <Button asChild>
          <Link href="/register">{m.reg_create()}</Link>
        </Button>
      }
    />
  );
}
