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
import { m } from '../../../i18n/paraglide/messages.js';

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
        title: saved.fee > 0 ? m.lf_saved({ fee: formatRand(saved.fee) }) : m.lf_none(),
      });
    } catch (error) {
      setErrors(fieldErrorsOrForm(error, m.lf_failed()));
    }
  };
  return (
    <Card as="section" className="grid gap-3 p-5" aria-labelledby="late-fee-heading">
      <h2 id="late-fee-heading" className="flex items-center gap-2 font-semibold">
        <CalendarX className="size-5 text-primary" aria-hidden />
        {m.lf_heading()}
      </h2>
      <p className="text-sm text-muted-foreground">
        {m.lf_text({ cap: String(CANCELLATION_RULE.feeCapRand) })}
      </p>
      <form className="grid gap-3" onSubmit={(event) => void submit(event)} noValidate>
        <FormField label={m.lf_label()} error={errors.fee}>
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
          {m.lf_save()}
        </Button>
      </form>
    </Card>
  );
}
