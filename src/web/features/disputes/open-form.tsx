import { useState, type FormEvent } from 'react';
import { GUARANTEE_RULE } from '../../../domain/guarantee';
import type { JobDispute } from '../../../domain/schemas/disputes';
import { Button } from '../../components/ui/button';
import { FormAlert, FormField } from '../../components/ui/form-field';
import { Textarea } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/select';
import { toast } from '../../components/ui/use-toast';
import { fieldErrorsOrForm } from '../../lib/api';
import { useOpenDispute } from './api';

const MONEY_NOTE: Record<NonNullable<JobDispute['money']>, string> = {
  held: 'The money stays held by TradeSafe until it is settled or Khaya decides.',
  released: `A claim under the Khaya Guarantee: up to R${GUARANTEE_RULE.maxRand.toLocaleString('en-ZA')} for poor work or damage, decided by Khaya.`,
  direct: 'You paid directly: a refund agreed or decided is paid directly too.',
};

/**
 * Raise a problem with done work (issue 49): what went wrong from a short list and what
 * happened. The two sides then have 48 hours to settle it before Khaya decides.
 */
export function OpenDisputeForm({
  requestId,
  data,
  otherName,
}: {
  requestId: string;
  data: JobDispute;
  otherName: string;
}) {
  const open = useOpenDispute(requestId);
  const [reason, setReason] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setErrors({ reason: 'Choose what went wrong' });
    try {
      await open.mutateAsync({ reason, description });
      toast({ title: 'Problem raised', description: `${otherName} is told.` });
    } catch (error) {
      setErrors(fieldErrorsOrForm(error, 'Could not raise the problem'));
    }
  };
  const claim = data.money === 'released';
  return (
    <details className="group">
      <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-md border border-input px-4 text-sm font-medium hover:bg-accent group-open:mb-3">
        {claim ? 'Claim under the Khaya Guarantee' : 'Raise a problem'}
      </summary>
      <form className="grid gap-3" onSubmit={(event) => void submit(event)} noValidate>
        <p className="text-sm text-muted-foreground">
          You and {otherName} have 48 hours to settle it, with an offer of a partial refund; then
          Khaya decides within 7 days. {data.money ? MONEY_NOTE[data.money] : null}
        </p>
        <FormField label="What went wrong" error={errors.reason}>
          {(field) => (
            <NativeSelect
              {...field}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setErrors({});
              }}
            >
              <option value="">Choose a reason</option>
              {data.reasons.map((one) => (
                <option key={one.key} value={one.key}>
                  {one.label}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="What happened" error={errors.description}>
          {(field) => (
            <Textarea
              {...field}
              rows={4}
              maxLength={2000}
              value={description}
              onChange={(event) => {
                setDescription(event.target.value);
                setErrors({});
              }}
            />
          )}
        </FormField>
        <FormAlert>{errors.form}</FormAlert>
        <Button type="submit" className="h-11 justify-self-start" disabled={open.isPending}>
          {claim ? 'Send the claim' : 'Raise the problem'}
        </Button>
      </form>
    </details>
  );
}
