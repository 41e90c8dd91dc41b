import { Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import { useRawSearch } from '../lib/use-raw-search';
import type { LoginForm } from '../../domain/schemas/users';
import { Button } from '../components/ui/button';
import { BoundField } from '../components/ui/bound-field';
import { EmailInput } from '../components/ui/input';
import { toast } from '../components/ui/use-toast';
import { AuthLayout, Divider, GoogleIcon } from '../features/auth/auth-layout';
import { googleErrorMessage, signInErrorMessage } from '../features/auth/auth-errors';
import { authHref, nextFrom } from '../features/auth/return-to';
import { PhoneSignIn } from '../features/auth/phone-sign-in';
import { fetchUserRecord } from '../features/auth/user-record';
import { useAuth } from '../lib/auth';
import { lazyResolver, preloadValidation } from '../lib/lazy-resolver';
import { typedBeforeStart } from '../lib/typed-before-start';
import { useStarted } from '../lib/use-started';

const loginResolver = lazyResolver<LoginForm>('login');

export default function LoginPage() {
  const { signInWithEmail, signInWithGoogle } = useAuth();
  const [, navigate] = useLocation();
  // The page that sent the visitor here, to go back to.
  const next = nextFrom(useRawSearch());
  const [busy, setBusy] = useState(false);
  const [viaPhone, setViaPhone] = useState(false);
  const started = useStarted();
  // Typed into the prerendered form before the app started: kept.
  const [startValues] = useState(() => typedBeforeStart('login', { email: '', password: '' }));
  const form = useForm<LoginForm>({
    resolver: loginResolver,
    defaultValues: startValues,
  });

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

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    setBusy(true);
    try {
      const user = await signInWithEmail(email, password);
      toast({ title: 'Welcome back!', description: 'Successfully signed in.' });
      await routeAfterSignIn(user);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Sign in failed',
        description: signInErrorMessage(error),
      });
    } finally {
      setBusy(false);
    }
  });

  const onGoogle = async () => {
    setBusy(true);
    try {
      const user = await signInWithGoogle();
      toast({ title: 'Welcome back!', description: 'Successfully signed in with Google.' });
      await routeAfterSignIn(user);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Sign in failed',
        description: googleErrorMessage(error, 'Unable to sign in with Google. Please try again.'),
      });
    } finally {
      setBusy(false);
    }
  };

  const footer = (
    <>
      Don&apos;t have an account?{' '}
      <Link
        href={authHref('/register', next)}
        className="font-medium text-primary underline-offset-4 hover:underline"
      >
        Sign up
      </Link>
    </>
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
      <form
        name="login"
        onFocus={preloadValidation}
        onSubmit={(e) => void onSubmit(e)}
        noValidate
        className="grid gap-4"
      >
        <BoundField form={form} name="email" label="Email" as={EmailInput} disabled={busy} />
        <BoundField
          form={form}
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          disabled={busy}
        />
        <div className="-mt-2 text-right">
          <Link
            href="/reset-password"
            className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            Forgot password?
          </Link>
        </div>
        <Button type="submit" disabled={busy || !started}>
          {busy ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
      <Divider label="or" />
      <Button variant="outline" onClick={() => void onGoogle()} disabled={busy || !started}>
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
