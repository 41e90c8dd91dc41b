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
import { accountTypeWords } from './payout-words';
import { m } from '../../../i18n/paraglide/messages.js';

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
    if (!bank) found.bank = m.pf_choose_bank();
    if (!accountType) found.accountType = m.pf_choose_type();
    if (holder.trim().length < 2) found.accountHolder = m.pf_enter_holder();
    const problem = bank ? accountNumberProblem(bank as PayoutBank, number) : null;
    if (!number.trim()) found.accountNumber = m.pf_enter_number();
    else if (problem) found.accountNumber = problem;
    if (withPassword && !password) found.password = m.del_password_needed();
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
        title: m.pf_saved(),
        description: m.pf_saved_text({ last4: account.accountNumberLast4 }),
      });
      onDone();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      setErrors(fields);
      const text = failureText(error, m.pf_failed());
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
        <FormField label={m.pf_bank()} error={errors.bank}>
          {(props) => (
            <NativeSelect {...props} value={bank} onChange={(event) => setBank(event.target.value)}>
              <option value="" disabled>
                {m.pf_choose()}
              </option>
              {PAYOUT_BANKS.map((each) => (
                <option key={each.code} value={each.code}>
                  {each.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label={m.pf_type()} error={errors.accountType}>
          {(props) => (
            <NativeSelect
              {...props}
              value={accountType}
              onChange={(event) => setAccountType(event.target.value)}
            >
              <option value="" disabled>
                {m.pf_choose()}
              </option>
              {PAYOUT_ACCOUNT_TYPES.map((each) => (
                <option key={each.code} value={each.code}>
                  {accountTypeWords(each.code)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label={m.pf_holder()} error={errors.accountHolder}>
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
          label={m.pf_number()}
          hint={saved ? m.pf_number_hint() : undefined}
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
        <FormField label={m.pf_password()} error={errors.password}>
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
      <FormAlert>{failure}</FormAlert>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? m.pf_checking() : m.pf_save()}
        </Button>
        {saved ? (
          <Button type="button" variant="outline" onClick={onDone} disabled={busy}>
            {m.pf_keep()}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
