import { CalendarX } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { CANCELLATION_RULE } from '../../../domain/cancellations';
import { formatRand } from '../../../domain/money';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FormAlert, FormField } from '../../components/ui/form-field';
import { RandInput } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { fieldErrorsOrForm } from '../../lib/api';
import { useCancellationFee, useSetCancellationFee } from './api';

/**
 * A provider's fee for late cancellations (issue 49), on Your business: what a customer who
 * cancels within 24 hours of the visit owes it, never more than the quote's call-out fee or R300,
 * and nothing for illness, a death or a hospital stay.
 */
export function CancellationFeeCard() {
  const current = useCancellationFee();
  const save = useSetCancellationFee();
  const [fee, setFee] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const value = fee ?? (current.data ? String(current.data.fee) : '');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const saved = await save.mutateAsync(value);
      setFee(null);
      toast({
        title: saved.fee > 0 ? `Late cancellations: ${formatRand(saved.fee)}` : 'No late fee',
      });
    } catch (error) {
      setErrors(fieldErrorsOrForm(error, 'Could not save the fee'));
    }
  };
  return (
    <Card as="section" className="grid gap-3 p-5" aria-labelledby="late-fee-heading">
      <h2 id="late-fee-heading" className="flex items-center gap-2 font-semibold">
        <CalendarX className="size-5 text-primary" aria-hidden />
        Late cancellations
      </h2>
      <p className="text-sm text-muted-foreground">
        A customer who cancels within 24 hours of the visit owes you this fee: at most your call-out
        fee on the quote, or R{CANCELLATION_RULE.feeCapRand} without one. The law allows none for
        illness, a death or a hospital stay. Earlier cancellations are always free.
      </p>
      <form className="grid gap-3" onSubmit={(event) => void submit(event)} noValidate>
        <FormField label="Fee for a late cancellation" error={errors.fee}>
          {(field) => (
            <RandInput
              {...field}
              className="max-w-40"
              value={value}
              onChange={(event) => {
                setFee(event.target.value);
                setErrors({});
              }}
            />
          )}
        </FormField>
        <FormAlert>{errors.form}</FormAlert>
        <Button type="submit" className="h-11 justify-self-start" disabled={save.isPending}>
          Save fee
        </Button>
      </form>
    </Card>
  );
}
