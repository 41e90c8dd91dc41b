import { Landmark } from 'lucide-react';
import { useState } from 'react';
import {
  accountTypeName,
  bankName,
  maskedAccountNumber,
  PROTECTED_ONLY_NEEDS_ACCOUNT,
} from '../../../domain/payout-accounts';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { FormAlert } from '../../components/ui/form-field';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/use-toast';
import { failureText } from '../../lib/api';
import { usePayouts, useSetProtectedOnly } from './api';
import { PayoutAccountForm } from './payout-account-form';

const changedOn = (iso: string) =>
  new Date(iso).toLocaleDateString('en-ZA', {
    timeZone: 'Africa/Johannesburg',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });

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
    return (
      <FormAlert>
        Could not load your payout account. Check your connection and try again.
      </FormAlert>
    );
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
          title: checked ? 'Payment through Khaya only' : 'Customers may pay you directly',
          description: checked
            ? 'Customers who hire you pay into TradeSafe escrow, and you are paid when they accept the work.'
            : 'Customers choose how to pay when they accept your quote.',
        }),
      onError: (error) => setOnlyError(failureText(error, 'Could not change this')),
    });
  };

  return (
    <Card id="payouts">
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Landmark className="size-5 text-primary" aria-hidden />
          Getting paid through Khaya
        </h2>
        <p className="text-sm text-muted-foreground">
          When a customer pays safely through Khaya, TradeSafe holds the money and pays it into this
          account once the customer accepts the work (or 24 hours after you mark it done).
        </p>
      </CardHeader>
      <CardContent className="grid gap-4">
        {account && !editing ? (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3">
            <p className="grid text-sm" data-testid="payout-account">
              <span className="font-medium">
                {bankName(account.bank)} {maskedAccountNumber(account.accountNumberLast4)}
              </span>
              <span className="text-muted-foreground">
                {accountTypeName(account.accountType)} · {account.accountHolder} · changed{' '}
                {changedOn(account.updatedAt)}
              </span>
            </p>
            <Button variant="outline" onClick={() => setEditing(true)}>
              Change account
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
            <Label htmlFor="protected-only">Customers pay me through Khaya only</Label>
          </div>
          <p className="text-sm text-muted-foreground">
            {account
              ? 'No more chasing payment: the money is in escrow before you start.'
              : PROTECTED_ONLY_NEEDS_ACCOUNT}
          </p>
          <FormAlert>{onlyError}</FormAlert>
        </div>
      </CardContent>
    </Card>
  );
}
