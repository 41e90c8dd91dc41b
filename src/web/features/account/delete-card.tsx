import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { normalisePhone } from '../../../domain/phone';
import { CONFIRM_EMAIL_MESSAGE, RECENT_SIGN_IN_MESSAGE } from '../../../domain/account-checks';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { EmailInput, Input } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { failureText } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { useAccount } from '../auth';
import { accountChangeErrorMessage } from '../auth';
import { useDeleteAccount } from './api';
import { confirmIdentity, identityCheck, RECENT_PHONE_SIGN_IN } from '../auth';

const CONFIRM_PHONE_MESSAGE = 'Type the mobile number you sign in with to confirm.';

/**
 * Delete the account: typing its email is the confirmation, and the password (or Google's popup)
 * proves it is the person, not a stolen session or an open tab on a shared phone.
 */
export function DeleteCard() {
  const account = useAccount();
  const auth = useAuth();
  const [, navigate] = useLocation();
  const remove = useDeleteAccount();
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { withPassword, byPhone } = identityCheck(auth.user);
  const matches = byPhone
    ? account.phone !== null && normalisePhone(typed) === account.phone
    : typed.trim().toLowerCase() === account.email.toLowerCase();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!matches) {
      setError(byPhone ? CONFIRM_PHONE_MESSAGE : CONFIRM_EMAIL_MESSAGE);
      return;
    }
    setError(null);
    if (withPassword && !password) {
      setPasswordError('Enter your password to confirm.');
      return;
    }
    setPasswordError(null);
    setConfirming(true);
    try {
      if (!byPhone) await confirmIdentity(auth, withPassword ? password : null);
    } catch (failure) {
      setConfirming(false);
      const message = accountChangeErrorMessage(failure);
      if (withPassword) setPasswordError(message);
      else setError(message);
      return;
    }
    setConfirming(false);
    try {
      await remove.mutateAsync(typed);
    } catch (failure) {
      const text = failureText(failure, 'Could not delete your account');
      setError(byPhone && text === RECENT_SIGN_IN_MESSAGE ? RECENT_PHONE_SIGN_IN : text);
      return;
    }
    navigate('/');
    await auth.signOut().catch(() => undefined);
    toast({
      title: 'Your account was deleted',
      description: 'Your personal details are gone. Thank you for using Khaya.',
    });
  };

  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Trash2 className="size-5 text-destructive" aria-hidden />
          Delete your account
        </h2>
        <div className="grid gap-2 text-sm text-muted-foreground">
          <p>This cannot be undone. When you delete your account:</p>
          <ul className="list-disc space-y-1 pl-5">
            <li>you can no longer sign in, and your name, email, phone and messages are erased;</li>
            {account.isProvider ? (
              <li>
                your profile leaves Browse Providers, your open quotes are withdrawn and your
                documents deleted;
              </li>
            ) : (
              <li>your open requests are closed, and the providers who quoted are told;</li>
            )}
            <li>
              finished jobs and published reviews stay for the other side, signed &lsquo;Former{' '}
              {account.isProvider ? 'provider' : 'customer'}&rsquo;.
            </li>
          </ul>
          <p>Download your data first if you want a copy.</p>
        </div>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
          <FormField
            label={
              byPhone ? 'Type your mobile number to confirm' : `Type ${account.email} to confirm`
            }
            error={error ?? undefined}
          >
            {(props) =>
              byPhone ? (
                <Input
                  {...props}
                  type="tel"
                  inputMode="tel"
                  value={typed}
                  autoComplete="off"
                  onChange={(event) => setTyped(event.target.value)}
                  className="max-w-sm"
                />
              ) : (
                <EmailInput
                  {...props}
                  value={typed}
                  autoComplete="off"
                  onChange={(event) => setTyped(event.target.value)}
                  className="max-w-sm"
                />
              )
            }
          </FormField>
          {byPhone ? (
            <p className="text-sm text-muted-foreground">{RECENT_PHONE_SIGN_IN}</p>
          ) : withPassword ? (
            <FormField label="Your password" error={passwordError ?? undefined}>
              {(props) => (
                <Input
                  {...props}
                  type="password"
                  value={password}
                  autoComplete="current-password"
                  onChange={(event) => setPassword(event.target.value)}
                  className="max-w-sm"
                />
              )}
            </FormField>
          ) : (
            <p className="text-sm text-muted-foreground">
              Google will ask you to confirm it is you.
            </p>
          )}
          <div>
            <Button type="submit" variant="destructive" disabled={remove.isPending || confirming}>
              {remove.isPending || confirming ? 'Deleting...' : 'Delete my account'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
