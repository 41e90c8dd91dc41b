import { Mail, Smartphone } from 'lucide-react';
import { Link } from 'wouter';
import { useRawSearch } from '../lib/use-raw-search';
import { Button } from '../components/ui/button';
import { AuthLayout, Divider, GoogleIcon } from '../features/auth/auth-layout';
import { AuthSwitch } from '../features/auth/auth-switch';
import { authHref, nextFrom } from '../features/auth/return-to';
import { EmailSignUpForm } from '../features/auth/email-sign-up-form';
import { PhoneSignUp } from '../features/auth/phone-sign-up';
import { recordFailed } from '../features/auth/sign-up';
import { useSignUp } from '../features/auth/use-sign-up';
import { useStarted } from '../lib/use-started';

export default function RegisterPage() {
  const started = useStarted();
  const search = useRawSearch();
  // The page that sent the visitor here, to go back to, and whether they came to offer services.
  const next = nextFrom(search);
  const asProvider = new URLSearchParams(search).get('as') === 'provider';
  const signUp = useSignUp(next, asProvider);
  const { step, setStep, busy } = signUp;

  const footer = (
    <AuthSwitch question="Already have an account?" href={authHref('/login', next)} label="Sign in">
      <p className="mt-3">
        How Khaya uses your details:{' '}
        <Link
          href="/privacy"
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          Privacy
        </Link>
      </p>
    </AuthSwitch>
  );

  if (step === 'phone' || step === 'name') {
    return (
      <PhoneSignUp
        step={step}
        uid={signUp.uid}
        asProvider={asProvider}
        footer={footer}
        onCreated={signUp.created}
        onFailed={recordFailed}
        onBack={() => setStep('options')}
      />
    );
  }

  if (step === 'options') {
    return (
      <AuthLayout
        title="Create an account"
        description="Request quotes from trusted providers, or offer your services"
        footer={footer}
      >
        <Button
          variant="outline"
          onClick={() => void signUp.withGoogle()}
          disabled={busy || !started}
        >
          <GoogleIcon />
          Continue with Google
        </Button>
        <Divider label="or" />
        <Button onClick={() => setStep('email')} disabled={busy || !started}>
          <Mail aria-hidden />
          Sign up with Email
        </Button>
        <Button variant="outline" onClick={() => setStep('phone')} disabled={busy || !started}>
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
        form={signUp.form}
        busy={busy}
        onSubmit={signUp.submitEmail}
        onBack={() => setStep('options')}
      />
    </AuthLayout>
  );
}
