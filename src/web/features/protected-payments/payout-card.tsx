import { Landmark } from 'lucide-react';
import { useState } from 'react';
import { bankName, maskedAccountNumber } from '../../../domain/payout-accounts';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { FormAlert } from '../../components/ui/form-field';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/use-toast';
import { failureText } from '../../lib/api';
import { usePayouts, useSetProtectedOnly } from './api';
import { PayoutAccountForm } from './payout-account-form';
import { accountTypeWords } from './payout-words';
import { dayFormat } from '../../lib/dates';
import { m } from '../../../i18n/paraglide/messages.js';

const changedOn = (iso: string) => dayFormat.format(new Date(iso));

/**
 * Getting paid through Khaya (issue 48), on Your business: the bank account TradeSafe pays out
 * to (masked once saved), and whether customers must pay through Khaya to hire the provider.
 */
export function PayoutCard() {
  const payouts = usePayouts();
  const setOnly = useSetProtectedOnly();
  const [editing, setEditing] = useState(false);
  const [onlyError, setOnlyError] = useState<string | null>(null);
  // What the person just chose, shown at once (the server's answer comes after a render or two).
  const [chosen, setChosen] = useState<boolean | null>(null);
  if (payouts.isPending) return null;
  if (payouts.isError) {
    return <FormAlert>{m.po_load_failed()}</FormAlert>;
  }
  const { account, protectedOnly, protectedPaymentAvailable } = payouts.data;
  if (!protectedPaymentAvailable) return null;

  const toggle = (checked: boolean) => {
    setOnlyError(null);
    setChosen(checked);
    setOnly.mutate(checked, {
      onSettled: () => setChosen(null),
      onSuccess: () =>
        toast({
          title: checked ? m.po_only_on() : m.po_only_off(),
          description: checked ? m.po_only_on_text() : m.po_only_off_text(),
        }),
      onError: (error) => setOnlyError(failureText(error, m.po_change_failed())),
    });
  };

  return (
    <Card id="payouts">
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Landmark className="size-5 text-primary" aria-hidden />
          {m.po_heading()}
        </h2>
        <p className="text-sm text-muted-foreground">{m.po_text()}</p>
      </CardHeader>
      <CardContent className="grid gap-4">
        {account && !editing ? (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3">
            <p className="grid text-sm" data-testid="payout-account">
              <span className="font-medium">
                {bankName(account.bank)} {maskedAccountNumber(account.accountNumberLast4)}
              </span>
              <span className="text-muted-foreground">
                {accountTypeWords(account.accountType)} · {account.accountHolder} ·{' '}
                {m.po_changed({ date: changedOn(account.updatedAt) })}
              </span>
            </p>
            <Button variant="outline" onClick={() => setEditing(true)}>
              {m.po_change_account()}
            </Button>
          </div>
        ) : (
          <PayoutAccountForm saved={account} onDone={() => setEditing(false)} />
        )}
        <div className="grid gap-1">
          <div className="flex min-h-11 items-center gap-3">
            <Checkbox
              id="protected-only"
              // The choice shows at once; the server's answer confirms it (or puts it back).
              checked={chosen ?? protectedOnly}
              disabled={setOnly.isPending || (!account && !protectedOnly)}
              onCheckedChange={toggle}
            />
            <Label htmlFor="protected-only">{m.po_only_label()}</Label>
          </div>
          <p className="text-sm text-muted-foreground">
            {account ? m.po_no_chasing() : m.po_needs_account()}
          </p>
          <FormAlert>{onlyError}</FormAlert>
        </div>
      </CardContent>
    </Card>
  );
}
