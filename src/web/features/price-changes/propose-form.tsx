import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { FormAlert, FormField } from '../../components/ui/form-field';
import { RandInput, Textarea } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { fieldErrorsOrForm } from '../../lib/api';
import { useProposePriceChange } from './api';
import { m } from '../../../i18n/paraglide/messages.js';

/**
 * The provider asks for more than the agreed price, saying why (dearer parts, more work found):
 * the customer must agree before it is owed.
 */
export function ProposePriceChangeForm({
  requestId,
  throughKhaya,
}: {
  requestId: string;
  throughKhaya: boolean;
}) {
  const propose = useProposePriceChange(requestId);
  const [extraAmount, setExtraAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [open, setOpen] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await propose.mutateAsync({ extraAmount, reason });
      toast({ title: m.pcf_sent(), description: m.pcf_sent_text() });
      setExtraAmount('');
      setReason('');
      setOpen(false);
    } catch (error) {
      setErrors(fieldErrorsOrForm(error, m.pcf_failed()));
    }
  };
  return (
    <details
      className="group"
      open={open}
      onToggle={(event) => setOpen((event.target as HTMLDetailsElement).open)}
    >
      <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-md border border-input px-4 text-sm font-medium hover:bg-accent group-open:mb-3">
        {m.pcf_summary()}
      </summary>
      <form className="grid gap-3" onSubmit={(event) => void submit(event)} noValidate>
        <p className="text-sm text-muted-foreground">
          {m.pcf_text()}
          {throughKhaya ? m.pcf_text_held() : null}
        </p>
        <FormField label={m.pcf_extra()} error={errors.extraAmount}>
          {(field) => (
            <RandInput
              {...field}
              className="max-w-40"
              value={extraAmount}
              onChange={(event) => {
                setExtraAmount(event.target.value);
                setErrors({});
              }}
            />
          )}
        </FormField>
        <FormField label={m.pcf_why()} error={errors.reason}>
          {(field) => (
            <Textarea
              {...field}
              rows={3}
              maxLength={500}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setErrors({});
              }}
            />
          )}
        </FormField>
        <FormAlert>{errors.form}</FormAlert>
        <Button type="submit" className="h-11 justify-self-start" disabled={propose.isPending}>
          {m.pcf_submit()}
        </Button>
      </form>
    </details>
  );
}
