import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { FormAlert, FormField } from '../../components/ui/form-field';
import { Textarea } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { fieldErrorsOrForm } from '../../lib/api';
import { timeOf } from '../../../domain/working-hours';
import { southAfricanMinutes } from '../../../domain/visit';
import type { useMoveAction } from './api';
import { m } from '../../../i18n/paraglide/messages.js';

/**
 * An instant booking's cleaner declines it, in its two hours, saying why: the customer is told and
 * the request opens to other cleaners.
 */
export function DeclineBookingForm({
  move,
  until,
}: {
  move: ReturnType<typeof useMoveAction>;
  until: string;
}) {
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setErrors({ reason: m.dcl_say_why() });
    try {
      await move.mutateAsync({ kind: 'decline-booking', reason });
      toast({ title: m.dcl_done(), description: m.dcl_done_text() });
    } catch (error) {
      setErrors(fieldErrorsOrForm(error, m.dcl_failed()));
    }
  };
  return (
    <details className="group">
      <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-md border border-input px-4 text-sm font-medium hover:bg-accent group-open:mb-3">
        {m.dcl_summary({ time: timeOf(southAfricanMinutes(new Date(until))) })}
      </summary>
      <form className="grid gap-3" onSubmit={(event) => void submit(event)} noValidate>
        <FormField label={m.dcl_why()} error={errors.reason}>
          {(field) => (
            <Textarea
              {...field}
              rows={2}
              maxLength={300}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setErrors({});
              }}
            />
          )}
        </FormField>
        <FormAlert>{errors.form}</FormAlert>
        <Button
          type="submit"
          variant="destructive"
          className="justify-self-start"
          disabled={move.isPending}
        >
          {m.dcl_submit()}
        </Button>
      </form>
    </details>
  );
}
