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
import { disputeReasonWords } from './dispute-words';
import { formatRand } from '../../../domain/money';
import { m } from '../../../i18n/paraglide/messages.js';

const MONEY_NOTE: Record<NonNullable<JobDispute['money']>, () => string> = {
  held: m.df_money_held,
  released: () => m.df_money_released({ max: formatRand(GUARANTEE_RULE.maxRand) }),
  direct: m.df_money_direct,
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
    if (!reason) return setErrors({ reason: m.df_choose() });
    try {
      await open.mutateAsync({ reason, description });
      toast({ title: m.df_raised(), description: m.cn_done_text({ name: otherName }) });
    } catch (error) {
      setErrors(fieldErrorsOrForm(error, m.df_failed()));
    }
  };
  const claim = data.money === 'released';
  return (
    <details className="group">
      <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-md border border-input px-4 text-sm font-medium hover:bg-accent group-open:mb-3">
        {claim ? m.df_claim() : m.df_raise()}
      </summary>
      <form className="grid gap-3" onSubmit={(event) => void submit(event)} noValidate>
        <p className="text-sm text-muted-foreground">
          {m.df_text({ name: otherName })} {data.money ? MONEY_NOTE[data.money]() : null}
        </p>
        <FormField label={m.df_what_wrong()} error={errors.reason}>
          {(field) => (
            <NativeSelect
              {...field}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setErrors({});
              }}
            >
              <option value="">{m.cn_choose_reason()}</option>
              {data.reasons.map((one) => (
                <option key={one.key} value={one.key}>
                  {disputeReasonWords(one)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label={m.ns_what_happened()} error={errors.description}>
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
          {claim ? m.df_send_claim() : m.df_raise_submit()}
        </Button>
      </form>
    </details>
  );
}
