import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { normalisePhone } from '../../../domain/phone';
import { RECENT_SIGN_IN_MESSAGE } from '../../../domain/account-checks';
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
import { m } from '../../../i18n/paraglide/messages.js';

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
      setError(byPhone ? m.del_confirm_phone() : m.del_confirm_email());
      return;
    }
    setError(null);
    if (withPassword && !password) {
      setPasswordError(m.del_password_needed());
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
      const text = failureText(failure, m.del_failed());
      setError(byPhone && text === RECENT_SIGN_IN_MESSAGE ? RECENT_PHONE_SIGN_IN : text);
      return;
    }
    navigate('/');
    await auth.signOut().catch(() => undefined);
    toast({
      title: m.del_done(),
      description: m.del_done_text(),
    });
  };

  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Trash2 className="size-5 text-destructive" aria-hidden />
          {m.set_delete_account()}
        </h2>
        <div className="grid gap-2 text-sm text-muted-foreground">
          <p>{m.del_cannot_undo()}</p>
          <ul className="list-disc space-y-1 pl-5">
            <li>{m.del_no_sign_in()}</li>
            {account.isProvider ? (
              <li>{m.del_provider_effect()}</li>
            ) : (
              <li>{m.del_customer_effect()}</li>
            )}
            <li>{account.isProvider ? m.del_former_provider() : m.del_former_customer()}</li>
          </ul>
          <p>{m.del_download_first()}</p>
        </div>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
          <FormField
            label={byPhone ? m.del_type_phone() : m.del_type_email({ email: account.email })}
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
            <FormField label={m.del_your_password()} error={passwordError ?? undefined}>
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
            <p className="text-sm text-muted-foreground">{m.del_google()}</p>
          )}
          <div>
            <Button type="submit" variant="destructive" disabled={remove.isPending || confirming}>
              {remove.isPending || confirming ? m.del_deleting() : m.del_button()}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
