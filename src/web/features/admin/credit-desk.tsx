import { useEffect, useRef, useState } from 'react';
import type { CreditDesk as Desk } from '../../../domain/schemas/credit';
import { formatCents } from '../../../domain/money';
import { LoadError } from '../../components/load-error';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/use-toast';
import { failureText } from '../../lib/api';
import { useCreditCorrection, useCreditDesk } from './api';

const heading = 'mb-2 text-base font-semibold';
const table = 'w-full text-left text-sm [&_td]:py-1 [&_td]:pr-3 [&_th]:pr-3 [&_th]:font-medium';

/** A correction: a provider's credit adjusted (in rand, below zero takes away), or a fee given back. */
function CorrectionForm({ providerId }: { providerId: string }) {
  const correct = useCreditCorrection();
  const [kind, setKind] = useState<'adjustment' | 'credit-back'>('adjustment');
  const [target, setTarget] = useState(providerId);
  const [rand, setRand] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const amount = useRef<HTMLInputElement>(null);
  // 'Correct' beside a balance brings the form to the admin, ready for the amount.
  useEffect(() => {
    if (providerId) amount.current?.focus();
  }, [providerId]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    const done = () => {
      toast({ title: kind === 'adjustment' ? 'Credit corrected' : 'Fee given back' });
      setRand('');
      setReason('');
    };
    const fail = (failure: unknown) => setError(failureText(failure, 'Could not save it'));
    if (kind === 'adjustment') {
      const cents = Math.round(Number(rand.replace(/[\sR]/gi, '')) * 100);
      correct.mutate(
        { kind, body: { providerId: target, cents, reason } },
        { onSuccess: done, onError: fail },
      );
    } else {
      correct.mutate(
        { kind, body: { quoteId: target, reason } },
        { onSuccess: done, onError: fail },
      );
    }
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-3 rounded-md border p-3">
      <h3 className={heading}>Correct a balance or give a fee back</h3>
      <div className="flex flex-wrap gap-2" role="radiogroup" aria-label="Kind of correction">
        {(['adjustment', 'credit-back'] as const).map((value) => (
          <label key={value} className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="radio"
              name="correction-kind"
              checked={kind === value}
              onChange={() => {
                setKind(value);
                setTarget(value === 'adjustment' ? providerId : '');
              }}
            />
            {value === 'adjustment' ? 'Adjust credit' : 'Give a hire fee back'}
          </label>
        ))}
      </div>
      <div className="grid gap-1">
        <Label htmlFor="credit-target">
          {kind === 'adjustment' ? 'Provider id' : 'Accepted quote id'}
        </Label>
        <Input id="credit-target" value={target} onChange={(e) => setTarget(e.target.value)} />
      </div>
      {kind === 'adjustment' ? (
        <div className="grid gap-1">
          <Label htmlFor="credit-rand">Amount in rand (below zero takes credit away)</Label>
          <Input
            id="credit-rand"
            ref={amount}
            inputMode="decimal"
            value={rand}
            onChange={(e) => setRand(e.target.value)}
          />
        </div>
      ) : null}
      <div className="grid gap-1">
        <Label htmlFor="credit-reason">Reason (on the provider&apos;s statement)</Label>
        <Input id="credit-reason" value={reason} onChange={(e) => setReason(e.target.value)} />
      </div>
      <FormAlert>{error}</FormAlert>
      <Button type="submit" disabled={correct.isPending} className="justify-self-start">
        Save
      </Button>
    </form>
  );
}

function Tables({ desk, onCorrect }: { desk: Desk; onCorrect: (id: string) => void }) {
  return (
    <>
      {/* Wider than a phone: it scrolls sideways, so a keyboard can reach it too. */}
      <section className="overflow-x-auto" tabIndex={0} aria-labelledby="credit-days">
        <h3 id="credit-days" className={heading}>
          The last 30 days
        </h3>
        <table className={table}>
          <thead>
            <tr>
              <th>Day</th>
              <th>Top-ups</th>
              <th>Fees</th>
              <th>Fees through Khaya</th>
              <th>Given back</th>
              <th>Adjustments</th>
            </tr>
          </thead>
          <tbody className="tabular-nums">
            {desk.days.map((day) => (
              <tr key={day.day}>
                <td>{day.day}</td>
                <td>{formatCents(day.topUpsCents)}</td>
                <td>{formatCents(day.feesCents)}</td>
                <td>{formatCents(day.agentFeesCents)}</td>
                <td>{formatCents(day.creditBacksCents)}</td>
                <td>{formatCents(day.adjustmentsCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section>
        <h3 className={heading}>Lowest balances</h3>
        <ul className="grid divide-y rounded-md border text-sm" data-testid="credit-balances">
          {desk.balances.map((row) => (
            <li key={row.providerId} className="flex items-center justify-between gap-2 p-2">
              <span>{row.name}</span>
              <span className="flex items-center gap-2 tabular-nums">
                {formatCents(row.balanceCents)}
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Correct ${row.name}'s credit`}
                  onClick={() => onCorrect(row.providerId)}
                >
                  Correct
                </Button>
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h3 className={heading}>Failed gateway notifications</h3>
        {desk.failedNotifications.length === 0 ? (
          <p className="text-sm text-muted-foreground">None.</p>
        ) : (
          <ul className="grid gap-1 text-sm">
            {desk.failedNotifications.map((row) => (
              <li key={row.id}>
                {row.receivedAt.slice(0, 16).replace('T', ' ')}: {row.outcome}, payment{' '}
                {row.paymentId ?? '?'}, R{row.amount ?? '?'}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section>
        <h3 className={heading}>Admins&apos; corrections</h3>
        {desk.corrections.length === 0 ? (
          <p className="text-sm text-muted-foreground">None.</p>
        ) : (
          <ul className="grid gap-1 text-sm">
            {desk.corrections.map((row) => (
              <li key={row.id}>
                {row.providerName}: {formatCents(row.cents)}, {row.reason}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/** Khaya credit on the admin desk (issue 47). */
export function CreditDesk() {
  const desk = useCreditDesk();
  const [providerId, setProviderId] = useState('');
  if (desk.isError)
    return (
      <LoadError text="Khaya credit could not be loaded." onRetry={() => void desk.refetch()} />
    );
  if (desk.isPending) return <Skeleton className="h-40 w-full" />;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="grid gap-6">
        <Tables desk={desk.data} onCorrect={setProviderId} />
      </div>
      {/* Beside the tables on a wide screen; a new form for each 'Correct', with that provider. */}
      <div className="lg:sticky lg:top-20">
        <CorrectionForm key={providerId} providerId={providerId} />
      </div>
    </div>
  );
}
