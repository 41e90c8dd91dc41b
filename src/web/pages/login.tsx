import { Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useRawSearch } from '../lib/use-raw-search';
import type { LoginForm } from '../../domain/schemas/users';
import { Button } from '../components/ui/button';
import { toast } from '../components/ui/use-toast';
import { AuthLayout, Divider, GoogleIcon } from '../features/auth/auth-layout';
import { AuthSwitch } from '../features/auth/auth-switch';
import { googleErrorMessage, signInErrorMessage } from '../features/auth/auth-errors';
import { EmailSignInForm } from '../features/auth/email-sign-in-form';
import { authHref, nextFrom } from '../features/auth/return-to';
import { PhoneSignIn } from '../features/auth/phone-sign-in';
import { accountLanguagePath, fetchUserRecord } from '../features/auth/user-record';
import { useAuth } from '../lib/auth';
import { useStarted } from '../lib/use-started';
import { m } from '../../i18n/paraglide/messages.js';

export default function LoginPage() {
  const { signInWithEmail, signInWithGoogle } = useAuth();
  const [, navigate] = useLocation();
  // The page that sent the visitor here, to go back to.
  const next = nextFrom(useRawSearch());
  const [busy, setBusy] = useState(false);
  const [viaPhone, setViaPhone] = useState(false);
  const started = useStarted();

  // After sign-in: a user record for the uid means back where they came from (or home),
  // otherwise finish registering.
  const routeAfterSignIn = async (user: { uid: string }) => {
    try {
      const record = await fetchUserRecord(user.uid);
      const target = record ? (next ?? '/') : authHref('/register', next);
      // The account's language, when this device chose none: a page in it is another build.
      const elsewhere = record && accountLanguagePath(record, target);
      if (elsewhere) window.location.assign(elsewhere);
      else navigate(target);
    } catch (error) {
      console.error('Could not check the account record', error);
    }
  };

  const signIn = async (how: 'email' | 'google', values?: LoginForm) => {
    setBusy(true);
    try {
      const user =
        how === 'email' && values
          ? await signInWithEmail(values.email, values.password)
          : await signInWithGoogle();
      toast({
        title: m.login_welcome_toast(),
        description: how === 'email' ? m.login_signed_in() : m.login_signed_in_google(),
      });
      await routeAfterSignIn(user);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: m.login_failed(),
        description:
          how === 'email'
            ? signInErrorMessage(error)
            : googleErrorMessage(error, m.login_google_failed()),
      });
    } finally {
      setBusy(false);
    }
  };

  const footer = (
    <AuthSwitch
      question={m.login_no_account()}
      href={authHref('/register', next)}
      label={m.login_sign_up()}
    />
  );

  if (viaPhone) {
    return (
      <AuthLayout title={m.login_title()} description={m.login_with_mobile()} footer={footer}>
        <PhoneSignIn
          onSignedIn={(uid) => routeAfterSignIn({ uid })}
          onBack={() => setViaPhone(false)}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={m.login_title()} description={m.login_description()} footer={footer}>
      <EmailSignInForm
        busy={busy}
        started={started}
        onSubmit={(values) => signIn('email', values)}
      />
      <Divider label={m.login_or()} />
      <Button variant="outline" onClick={() => void signIn('google')} disabled={busy || !started}>
        <GoogleIcon />
        {m.login_continue_google()}
      </Button>
      <Button variant="outline" onClick={() => setViaPhone(true)} disabled={busy || !started}>
        <Smartphone aria-hidden />
        {m.login_continue_phone()}
      </Button>
    </AuthLayout>
  );
}
