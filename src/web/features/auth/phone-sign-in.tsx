import { ArrowLeft } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { formatPhone, normalisePhone, PHONE_PLACEHOLDER } from '../../../domain/phone';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { useAuth } from '../../lib/auth';
import type { ConfirmationResult } from '../../lib/firebase';
import { phoneErrorMessage } from './auth-errors';

const CODE_PATTERN = /^\d{6}$/;

/**
 * Signing in with a mobile number (Firebase phone auth): the number, then the 6-digit code sent
 * to it by SMS. One flow for a new account and an existing one; `onSignedIn` decides where the
 * person goes next (their account, or the last step of signing up).
 */
export function PhoneSignIn({
  onSignedIn,
  onBack,
}: {
  onSignedIn: (uid: string) => Promise<void> | void;
  onBack: () => void;
}) {
  const { withFirebase, adopt } = useAuth();
  const [number, setNumber] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<{ to: string; confirmation: ConfirmationResult } | null>(null);
  const checkSpot = useRef<HTMLDivElement>(null);

  const fail = (failure: unknown) =>
    toast({
      variant: 'destructive',
      title: 'Sign in failed',
      description: phoneErrorMessage(failure),
    });

  const sendCode = async (event: FormEvent) => {
    event.preventDefault();
    const to = normalisePhone(number);
    if (!to) {
      setError(`Enter your mobile number, e.g. ${PHONE_PLACEHOLDER}.`);
      return;
    }
    const spot = checkSpot.current;
    if (!spot) return;
    setError(undefined);
    setBusy(true);
    try {
      const confirmation = await withFirebase(
        'Could not send the sign-in code',
        ({ auth, module }) => module.firebaseAuth.sendPhoneCode(auth, to, spot),
      );
      setSent({ to, confirmation });
      setCode('');
      toast({
        title: 'Code sent',
        description: `We sent an SMS with a code to ${formatPhone(to)}.`,
      });
    } catch (failure) {
      fail(failure);
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!sent) return;
    const typed = code.replace(/\s/g, '');
    if (!CODE_PATTERN.test(typed)) {
      setError('Type the 6 digits from the SMS.');
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const { user } = await sent.confirmation.confirm(typed);
      adopt(user);
      toast({ title: 'Welcome back!', description: 'Successfully signed in.' });
      await onSignedIn(user.uid);
    } catch (failure) {
      fail(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-4">
      {sent ? (
        <form onSubmit={(e) => void confirm(e)} noValidate className="grid gap-4">
          <p className="text-sm text-muted-foreground">
            We sent an SMS with a 6-digit code to{' '}
            <strong className="whitespace-nowrap text-foreground">{formatPhone(sent.to)}</strong>.
          </p>
          <FormField label="Code from the SMS" error={error}>
            {(props) => (
              <Input
                {...props}
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={7}
                value={code}
                onChange={(e) => setCode(e.target.value)}
                disabled={busy}
                autoFocus
              />
            )}
          </FormField>
          <Button type="submit" disabled={busy}>
            {busy ? 'Signing in...' : 'Sign In'}
          </Button>
          <Button
            type="button"
            variant="ghost"
            disabled={busy}
            onClick={() => {
              setSent(null);
              setError(undefined);
            }}
          >
            Change number or resend
          </Button>
        </form>
      ) : (
        <form onSubmit={(e) => void sendCode(e)} noValidate className="grid gap-4">
          <FormField
            label="Mobile number"
            hint="We send a 6-digit code to it by SMS. South African numbers as you dial them; others with their + code."
            error={error}
          >
            {(props) => (
              <Input
                {...props}
                name="phone"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder={PHONE_PLACEHOLDER}
                value={number}
                onChange={(e) => setNumber(e.target.value)}
                disabled={busy}
              />
            )}
          </FormField>
          <Button type="submit" disabled={busy}>
            {busy ? 'Sending...' : 'Send code'}
          </Button>
          <Button type="button" variant="ghost" onClick={onBack} disabled={busy}>
            <ArrowLeft aria-hidden />
            Back to options
          </Button>
        </form>
      )}
      {/* Where Firebase draws its invisible check before an SMS goes. */}
      <div ref={checkSpot} />
    </div>
  );
}
