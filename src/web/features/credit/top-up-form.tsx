import { useState } from 'react';
import { TOP_UP_MAX_RAND, TOP_UP_MIN_RAND } from '../../../domain/ledger';
import { formatRand } from '../../../domain/money';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { FormAlert } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { RadioChips } from '../../components/ui/radio-chips';
import { failureText } from '../../lib/api';
import { useStartTopUp } from './api';
import { m } from '../../../i18n/paraglide/messages.js';

const AMOUNTS = ['100', '200', '500', '1000', 'other'] as const;
type Choice = (typeof AMOUNTS)[number];
const OPTIONS = AMOUNTS.map((value) => ({
  value,
  label: value === 'other' ? m.biz_other() : formatRand(Number(value)),
}));
const outside = () =>
  m.biz_outside({ min: formatRand(TOP_UP_MIN_RAND), max: formatRand(TOP_UP_MAX_RAND) });

/** Buys credit: an amount, then PayFast's page (card, instant EFT or SnapScan) to pay it. */
export function TopUpForm() {
  const [choice, setChoice] = useState<Choice>('200');
  const [other, setOther] = useState('');
  const [error, setError] = useState<string | null>(null);
  const start = useStartTopUp();
  const amount = choice === 'other' ? Number(other.replace(/[\sR]/gi, '')) : Number(choice);
  const valid = Number.isInteger(amount) && amount >= TOP_UP_MIN_RAND && amount <= TOP_UP_MAX_RAND;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!valid) return setError(outside());
    start.mutate(amount, {
      onError: (failure) => setError(failureText(failure, m.biz_start_failed())),
    });
  };

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">{m.biz_top_up()}</h2>
        <p className="text-sm text-muted-foreground">{m.biz_top_up_text()}</p>
      </CardHeader>
      <CardContent>
        <form className="grid gap-3" onSubmit={submit} noValidate>
          <RadioChips
            label={m.biz_amount()}
            options={OPTIONS}
            value={choice}
            onChange={setChoice}
          />
          {choice === 'other' ? (
            <div className="grid gap-1">
              <Label htmlFor="top-up-other">{m.biz_amount_zar()}</Label>
              <Input
                id="top-up-other"
                inputMode="numeric"
                placeholder="750"
                value={other}
                onChange={(event) => setOther(event.target.value)}
                aria-invalid={error ? true : undefined}
              />
            </div>
          ) : null}
          <FormAlert>{error}</FormAlert>
          <Button type="submit" disabled={start.isPending} className="justify-self-start">
            {start.isPending
              ? m.biz_opening()
              : valid
                ? m.biz_top_up_amount({ amount: formatRand(amount) })
                : m.biz_top_up()}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
