import { useState, type FormEvent } from 'react';
import {
  accountNumberProblem,
  PAYOUT_ACCOUNT_TYPES,
  PAYOUT_BANKS,
  type PayoutBank,
} from '../../../domain/payout-accounts';
import type { PayoutAccount } from '../../../domain/schemas/payouts';
import { Button } from '../../components/ui/button';
import { FormAlert, FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/select';
import { toast } from '../../components/ui/use-toast';
import { ApiError, failureText } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import {
  accountChangeErrorMessage,
  confirmIdentity,
  identityCheck,
  RECENT_PHONE_SIGN_IN,
} from '../auth';
import { useSavePayoutAccount } from './api';

type Fields = 'bank' | 'accountType' | 'accountHolder' | 'accountNumber' | 'password';

/**
 * The bank account jobs paid through Khaya pay into: checked here by its format, then by
 * TradeSafe; the password (or Google's popup) first proves it is the provider, since a changed
 * account sends the money elsewhere.
 */
export function PayoutAccountForm({
  saved,
  onDone,
}: {
  saved: PayoutAccount | null;
  onDone: () => void;
}) {
  const auth = useAuth();
  const save = useSavePayoutAccount();
  const [bank, setBank] = useState<string>(saved?.bank ?? '');
  const [accountType, setAccountType] = useState<string>(saved?.accountType ?? '');
  const [holder, setHolder] = useState(saved?.accountHolder ?? '');
  const [number, setNumber] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { withPassword, byPhone } = identityCheck(auth.user);

  const check = (): Partial<Record<Fields, string>> => {
    const found: Partial<Record<Fields, string>> = {};
    if (!bank) found.bank = 'Choose your bank';
    if (!accountType) found.accountType = 'Choose the kind of account';
    if (holder.trim().length < 2)
      found.accountHolder = 'Enter the name on the account, as your bank has it';
    const problem = bank ? accountNumberProblem(bank as PayoutBank, number) : null;
    if (!number.trim()) found.accountNumber = 'Enter the account number';
    else if (problem) found.accountNumber = problem;
    if (withPassword && !password) found.password = 'Enter your password to confirm.';
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setConfirming(true);
    try {
      if (!byPhone) await confirmIdentity(auth, withPassword ? password : null);
    } catch (error) {
      setConfirming(false);
      const message = accountChangeErrorMessage(error);
      if (withPassword) setErrors({ password: message });
      else setFailure(message);
      return;
    }
    setConfirming(false);
    try {
      const account = await save.mutateAsync({
        bank: bank as PayoutBank,
        accountType: accountType as PayoutAccount['accountType'],
        accountHolder: holder,
        accountNumber: number,
      });
      toast({
        title: 'Payout account saved',
        description: `Jobs paid through Khaya are paid into •••• ${account.accountNumberLast4}. We emailed you about the change.`,
      });
      onDone();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      setErrors(fields);
      const text = failureText(error, 'Could not save the account');
      if (!fields['accountNumber'] && !fields['bank']) {
        setFailure(
          byPhone && error instanceof ApiError && error.status === 403
            ? RECENT_PHONE_SIGN_IN
            : text,
        );
      }
    }
  };

  const busy = confirming || save.isPending;
  return (
    <form className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Bank" error={errors.bank}>
          {(props) => (
            <NativeSelect {...props} value={bank} onChange={(event) => setBank(event.target.value)}>
              <option value="" disabled>
                Choose…
              </option>
              {PAYOUT_BANKS.map((each) => (
                <option key={each.code} value={each.code}>
                  {each.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Kind of account" error={errors.accountType}>
          {(props) => (
            <NativeSelect
              {...props}
              value={accountType}
              onChange={(event) => setAccountType(event.target.value)}
            >
              <option value="" disabled>
                Choose…
              </option>
              {PAYOUT_ACCOUNT_TYPES.map((each) => (
                <option key={each.code} value={each.code}>
                  {each.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Name on the account" error={errors.accountHolder}>
          {(props) => (
            <Input
              {...props}
              value={holder}
              autoComplete="name"
              maxLength={80}
              onChange={(event) => setHolder(event.target.value)}
            />
          )}
        </FormField>
        <FormField
          label="Account number"
          hint={saved ? 'Type the whole number again to change it.' : undefined}
          error={errors.accountNumber}
        >
          {(props) => (
            <Input
              {...props}
              value={number}
              inputMode="numeric"
              autoComplete="off"
              maxLength={20}
              onChange={(event) => setNumber(event.target.value)}
            />
          )}
        </FormField>
      </div>
      {byPhone ? (
        <p className="text-sm text-muted-foreground">{RECENT_PHONE_SIGN_IN}</p>
      ) : withPassword ? (
        <FormField label="Your Khaya password" error={errors.password}>
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
        <p className="text-sm text-muted-foreground">Google will ask you to confirm it is you.</p>
      )}
      <FormAlert>{failure}</FormAlert>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? 'Checking with TradeSafe...' : 'Save payout account'}
        </Button>
        {saved ? (
          <Button type="button" variant="outline" onClick={onDone} disabled={busy}>
            Keep the current account
          </Button>
        ) : null}
      </div>
    </form>
  );
}
