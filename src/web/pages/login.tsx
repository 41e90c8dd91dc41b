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
import { fetchUserRecord } from '../features/auth/user-record';
import { useAuth } from '../lib/auth';
import { useStarted } from '../lib/use-started';

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
      navigate(record ? (next ?? '/') : authHref('/register', next));
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
        title: 'Welcome back!',
        description:
          how === 'email' ? 'Successfully signed in.' : 'Successfully signed in with Google.',
      });
      await routeAfterSignIn(user);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Sign in failed',
        description:
          how === 'email'
            ? signInErrorMessage(error)
            : googleErrorMessage(error, 'Unable to sign in with Google. Please try again.'),
      });
    } finally {
      setBusy(false);
    }
  };

  const footer = (
    <AuthSwitch
      question="Don't have an account?"
      href={authHref('/register', next)}
      label="Sign up"
    />
  );

  if (viaPhone) {
    return (
      <AuthLayout
        title="Welcome Back"
        description="Sign in with your mobile number"
        footer={footer}
      >
        <PhoneSignIn
          onSignedIn={(uid) => routeAfterSignIn({ uid })}
          onBack={() => setViaPhone(false)}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Welcome Back"
      description="Sign in to request quotes and manage your jobs"
      footer={footer}
    >
      <EmailSignInForm
        busy={busy}
        started={started}
        onSubmit={(values) => signIn('email', values)}
      />
      <Divider label="or" />
      <Button variant="outline" onClick={() => void signIn('google')} disabled={busy || !started}>
        <GoogleIcon />
        Continue with Google
      </Button>
      <Button variant="outline" onClick={() => setViaPhone(true)} disabled={busy || !started}>
        <Smartphone aria-hidden />
        Continue with phone number
      </Button>
    </AuthLayout>
  );
}
