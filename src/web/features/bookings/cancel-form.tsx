import { useState, type FormEvent } from 'react';
import { formatCents } from '../../../domain/money';
import { Button } from '../../components/ui/button';
import { FormAlert, FormField } from '../../components/ui/form-field';
import { Textarea } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/select';
import { toast } from '../../components/ui/use-toast';
import { fieldErrorsOrForm } from '../../lib/api';
import { useCancellationTerms, useCancelVisit } from './api';
import { cancelReasonWords, cancelWhyWords } from './cancel-words';
import { formatDayTime } from '../../../domain/locale-format';
import { LOCALE } from '../../lib/locale';
import { m } from '../../../i18n/paraglide/messages.js';

/**
 * Cancel a booked visit (issue 49), from either side: the reason from a short list, a note if
 * the person likes, and what it costs shown before they confirm (the customer's fee by notice
 * and reason; a provider's cancellation costs the customer nothing but counts against it).
 */
export function CancelVisitForm({
  requestId,
  bookingId,
  side,
  otherName,
}: {
  requestId: string;
  bookingId: string;
  side: 'customer' | 'provider';
  otherName: string;
}) {
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Read with the visit, and again when the form opens (what it costs depends on the time).
  const terms = useCancellationTerms(bookingId);
  const cancel = useCancelVisit(requestId, bookingId, side);
  const data = terms.data;
  const exempt = data?.exemptReasons.includes(reason) ?? false;
  const fee = data && !exempt ? data.feeCents : 0;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setErrors({ reason: m.cn_choose_why() });
    try {
      await cancel.mutateAsync({ reason, note });
      toast({
        title: m.cn_done(),
        description: m.cn_done_text({ name: otherName }),
      });
    } catch (error) {
      setErrors(fieldErrorsOrForm(error, m.cn_failed()));
    }
  };
  const cost =
    side === 'provider'
      ? m.cn_cost_provider({ name: otherName })
      : fee > 0
        ? m.cn_cost_fee({
            fee: formatCents(fee),
            name: otherName,
            why: cancelWhyWords(data?.why ?? ''),
          })
        : exempt
          ? m.cn_free_exempt()
          : cancelWhyWords(data?.why ?? '');
  // Where the money TradeSafe holds goes: a fee from it and the rest back, or all of it back.
  const heldMoney =
    side === 'provider'
      ? m.cn_held_provider({ name: otherName })
      : fee > 0 && data?.feeFromHeld
        ? m.cn_held_fee_from()
        : fee > 0
          ? m.cn_held_fee_yours({ name: otherName })
          : m.cn_held_back();
  return (
    <details className="group">
      <summary
        className="inline-flex min-h-11 cursor-pointer items-center rounded-md border border-input px-4 text-sm font-medium hover:bg-accent group-open:mb-3"
        onClick={() => void terms.refetch()}
      >
        {m.cn_summary()}
      </summary>
      {data ? (
        <form className="grid gap-3" onSubmit={(event) => void submit(event)} noValidate>
          {side === 'customer' ? (
            <p className="text-sm text-muted-foreground">
              {(new Date(data.freeUntil) > new Date() ? m.cn_free_until : m.cn_free_ended)({
                when: formatDayTime(LOCALE, new Date(data.freeUntil)),
              })}
            </p>
          ) : null}
          <FormField label={m.cn_why()} error={errors.reason}>
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
                    {cancelReasonWords(one)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField label={m.cn_note()} error={errors.note}>
            {(field) => (
              <Textarea
                {...field}
                rows={2}
                maxLength={300}
                value={note}
                onChange={(event) => setNote(event.target.value)}
              />
            )}
          </FormField>
          <p className="rounded-md bg-muted p-3 text-sm" data-testid="cancel-cost">
            {cost}
            {data.payment === 'held' ? ` ${heldMoney}` : null}
          </p>
          <FormAlert>{errors.form}</FormAlert>
          <Button
            type="submit"
            variant="destructive"
            className="h-11 justify-self-start"
            disabled={cancel.isPending}
          >
            {fee > 0 ? m.cn_confirm_fee({ fee: formatCents(fee) }) : m.cn_confirm()}
          </Button>
        </form>
      ) : (
        <p className="text-sm text-muted-foreground">{m.cn_working_out()}</p>
      )}
    </details>
  );
}
