import { ArrowLeft, Mail, Smartphone } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import { useRawSearch } from '../lib/use-raw-search';
import { normalisePhone, PHONE_PLACEHOLDER } from '../../domain/phone';
import type { RegisterForm } from '../../domain/schemas/users';
import { Button } from '../components/ui/button';
import { Checkbox } from '../components/ui/checkbox';
import { BoundField } from '../components/ui/bound-field';
import { EmailInput } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { toast } from '../components/ui/use-toast';
import { googleErrorMessage, signUpErrorMessage } from '../features/auth/auth-errors';
import { AuthLayout, Divider, GoogleIcon } from '../features/auth/auth-layout';
import type { WelcomeState } from '../features/landing/welcome';
import { authHref, nextFrom } from '../features/auth/return-to';
import { createUserRecord, fetchUserRecord } from '../features/auth/user-record';
import { PhoneSignUp } from '../features/auth/phone-sign-up';
import { ApiError } from '../lib/api';
import { useAuth, type AuthUser } from '../lib/auth';
import { lazyResolver, preloadValidation } from '../lib/lazy-resolver';
import { useStarted } from '../lib/use-started';
import { SITE_NAME } from '../lib/use-document-title';

function recordFailed() {
  toast({
    variant: 'destructive',
    title: 'Error',
    description: 'Failed to create account. Please try again.',
  });
}

function welcome(name: string) {
  toast({ title: 'Account created!', description: `Welcome to ${SITE_NAME}, ${name}!` });
}

/** A name the API accepts for an identity that brought none (at least 2 characters). */
function nameFor(user: AuthUser): string {
  const candidate = user.displayName?.trim() || user.email?.split('@')[0] || '';
  return candidate.length >= 2 ? candidate : 'New user';
}

/**
 * Where a new account goes: a provider sets up their profile; a customer goes back where they
 * came from, or to the landing page, which invites them to post their first request.
 */
function afterSignUp(
  isProvider: boolean,
  next: string | null,
): [string, { state: WelcomeState } | undefined] {
  if (isProvider) return ['/provider-onboarding', undefined];
  return next ? [next, undefined] : ['/', { state: { welcome: true } }];
}

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
      <form
        onFocus={preloadValidation}
        onSubmit={(e) => void form.handleSubmit(submit)(e)}
        noValidate
        className="grid gap-4"
      >
        <BoundField form={form} name="name" label="Full Name" autoComplete="name" disabled={busy} />
        <BoundField form={form} name="email" label="Email" as={EmailInput} disabled={busy} />
        <BoundField
          form={form}
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          disabled={busy}
        />
        <BoundField
          form={form}
          name="phone"
          label="Phone (optional)"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={PHONE_PLACEHOLDER}
          disabled={busy}
        />
        <div className="flex min-h-11 items-center gap-3">
          <Controller
            control={form.control}
            name="isProvider"
            render={({ field }) => (
              <Checkbox
                id="isProvider"
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                disabled={busy}
              />
            )}
          />
          <Label htmlFor="isProvider">I want to offer services</Label>
        </div>
        <Button type="submit" disabled={busy}>
          {busy ? 'Creating account...' : 'Create Account'}
        </Button>
        <Button type="button" variant="ghost" onClick={() => setView('options')} disabled={busy}>
          <ArrowLeft aria-hidden />
          Back to options
        </Button>
      </form>
    </AuthLayout>
  );
}
