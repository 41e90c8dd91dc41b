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
import { m } from '../../i18n/paraglide/messages.js';

export default function RegisterPage() {
  const started = useStarted();
  const search = useRawSearch();
  // The page that sent the visitor here, to go back to, and whether they came to offer services.
  const next = nextFrom(search);
  const asProvider = new URLSearchParams(search).get('as') === 'provider';
  const signUp = useSignUp(next, asProvider);
  const { step, setStep, busy } = signUp;

  const footer = (
    <AuthSwitch question={m.reg_already()} href={authHref('/login', next)} label={m.note_sign_in()}>
      <p className="mt-3">
        {m.reg_privacy_line()}{' '}
        <Link
          href="/privacy"
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {m.reg_privacy()}
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
      <AuthLayout title={m.note_create_account()} description={m.reg_description()} footer={footer}>
        <Button
          variant="outline"
          onClick={() => void signUp.withGoogle()}
          disabled={busy || !started}
        >
          <GoogleIcon />
          {m.login_continue_google()}
        </Button>
        <Divider label={m.login_or()} />
        <Button onClick={() => setStep('email')} disabled={busy || !started}>
          <Mail aria-hidden />
          {m.reg_with_email()}
        </Button>
        <Button variant="outline" onClick={() => setStep('phone')} disabled={busy || !started}>
          <Smartphone aria-hidden />
          {m.login_continue_phone()}
        </Button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={m.note_create_account()}
      description={m.reg_email_description()}
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
