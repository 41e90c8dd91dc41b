import { Mail, Smartphone } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import { useRawSearch } from '../lib/use-raw-search';
import { normalisePhone } from '../../domain/phone';
import type { RegisterForm } from '../../domain/schemas/users';
import { Button } from '../components/ui/button';
import { toast } from '../components/ui/use-toast';
import { googleErrorMessage, signUpErrorMessage } from '../features/auth/auth-errors';
import { AuthLayout, Divider, GoogleIcon } from '../features/auth/auth-layout';
import { authHref, nextFrom } from '../features/auth/return-to';
import { createUserRecord, fetchUserRecord } from '../features/auth/user-record';
import { EmailSignUpForm } from '../features/auth/email-sign-up-form';
import { PhoneSignUp } from '../features/auth/phone-sign-up';
import { ApiError } from '../lib/api';
import { useAuth } from '../lib/auth';
import { lazyResolver } from '../lib/lazy-resolver';
import { useStarted } from '../lib/use-started';
import { recordFailed, welcome, nameFor, afterSignUp } from '../features/auth/sign-up';

const registerResolver = lazyResolver<RegisterForm>('register');

export default function RegisterPage() {
  const { user, loading, signUpWithEmail, signInWithGoogle } = useAuth();
  const started = useStarted();
  const [, navigate] = useLocation();
  const search = useRawSearch();
  // The page that sent the visitor here, to go back to, and whether they came to offer services.
  const next = nextFrom(search);
  const asProvider = new URLSearchParams(search).get('as') === 'provider';
  const [view, setView] = useState<'options' | 'email' | 'phone' | 'name'>('options');
  const [busy, setBusy] = useState(false);
  // The email form creates its own record; the automatic creation must not race it.
  const formFlow = useRef(false);
  const autoCreateTried = useRef(false);

  const form = useForm<RegisterForm>({
    resolver: registerResolver,
    defaultValues: { name: '', email: '', password: '', phone: '', isProvider: asProvider },
  });

  // A signed-in identity with no user record: create the record, once.
  useEffect(() => {
    if (loading || !user || formFlow.current || autoCreateTried.current) return;
    autoCreateTried.current = true;
    void (async () => {
      setBusy(true);
      try {
        const existing = await fetchUserRecord(user.uid);
        if (existing) {
          navigate(next ?? '/');
          return;
        }
        if (!user.email && user.phoneNumber) {
          // Signed in with a phone number: the last step asks for the name the token lacks.
          setView('name');
          return;
        }
        if (!user.email) throw new Error('The signed-in identity has no email address');
        const created = await createUserRecord({
          name: nameFor(user),
          email: user.email,
          phone: normalisePhone(user.phoneNumber),
          isProvider: asProvider ? 1 : 0,
          firebaseUid: user.uid,
        });
        welcome(created.name);
        navigate(...afterSignUp(created.isProvider === 1, next));
      } catch (error) {
        console.warn('Automatic account creation failed', error);
        recordFailed();
      } finally {
        setBusy(false);
      }
    })();
  }, [user, loading, navigate, next, asProvider]);

  const submit = async (values: RegisterForm) => {
    formFlow.current = true;
    setBusy(true);
    try {
      let uid: string;
      if (user && user.email?.toLowerCase() === values.email.toLowerCase()) {
        // Signed up already but the record failed last time: only the record is missing.
        uid = user.uid;
      } else {
        try {
          uid = (await signUpWithEmail(values.email, values.password, values.name)).uid;
        } catch (error) {
          toast({
            variant: 'destructive',
            title: 'Sign up failed',
            description: signUpErrorMessage(error),
          });
          return;
        }
      }
      try {
        const created = await createUserRecord({
          name: values.name,
          email: values.email,
          phone: values.phone ? values.phone : null,
          isProvider: values.isProvider ? 1 : 0,
          firebaseUid: uid,
        });
        welcome(created.name);
        navigate(...afterSignUp(created.isProvider === 1, next));
      } catch (error) {
        // A name the server refuses (it holds a number, an address or a link) is said at the field.
        const nameError = error instanceof ApiError ? error.fieldErrors['name'] : undefined;
        if (nameError) form.setError('name', { message: nameError });
        else recordFailed();
      }
    } finally {
      setBusy(false);
    }
  };

  const onGoogle = async () => {
    setBusy(true);
    try {
      await signInWithGoogle();
      // The effect above creates the record (or goes home when it exists).
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Sign up failed',
        description: googleErrorMessage(error, 'Unable to sign up with Google. Please try again.'),
      });
    } finally {
      setBusy(false);
    }
  };

  const footer = (
    <>
      Already have an account?{' '}
      <Link
        href={authHref('/login', next)}
        className="font-medium text-primary underline-offset-4 hover:underline"
      >
        Sign in
      </Link>
      <p className="mt-3">
        How Khaya uses your details:{' '}
        <Link
          href="/privacy"
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          Privacy
        </Link>
      </p>
    </>
  );

  if (view === 'phone' || view === 'name') {
    return (
      <PhoneSignUp
        step={view}
        uid={user?.uid}
        asProvider={asProvider}
        footer={footer}
        onCreated={(created) => {
          welcome(created.name);
          navigate(...afterSignUp(created.isProvider === 1, next));
        }}
        onFailed={recordFailed}
        onBack={() => setView('options')}
      />
    );
  }

  if (view === 'options') {
    return (
      <AuthLayout
        title="Create an account"
        description="Request quotes from trusted providers, or offer your services"
        footer={footer}
      >
        <Button variant="outline" onClick={() => void onGoogle()} disabled={busy || !started}>
          <GoogleIcon />
          Continue with Google
        </Button>
        <Divider label="or" />
        <Button onClick={() => setView('email')} disabled={busy || !started}>
          <Mail aria-hidden />
          Sign up with Email
        </Button>
        <Button variant="outline" onClick={() => setView('phone')} disabled={busy || !started}>
          <Smartphone aria-hidden />
          Continue with phone number
        </Button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Create an account"
      description="Sign up with your email address"
      footer={footer}
    >
      <EmailSignUpForm
        form={form}
        busy={busy}
        onSubmit={submit}
        onBack={() => setView('options')}
      />
    </AuthLayout>
  );
}
