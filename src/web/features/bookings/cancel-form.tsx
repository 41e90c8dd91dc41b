import { useState, type FormEvent } from 'react';
import { formatCents } from '../../../domain/money';
import { Button } from '../../components/ui/button';
import { FormAlert, FormField } from '../../components/ui/form-field';
import { Textarea } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/select';
import { toast } from '../../components/ui/use-toast';
import { fieldErrorsOrForm } from '../../lib/api';
import { useCancellationTerms, useCancelVisit } from './api';

const WHEN = new Intl.DateTimeFormat('en-ZA', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Africa/Johannesburg',
});

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
    if (!reason) return setErrors({ reason: 'Choose why you cancel' });
    try {
      await cancel.mutateAsync({ reason, note });
      toast({
        title: 'Visit cancelled',
        description: `${otherName} is told.`,
      });
    } catch (error) {
      setErrors(fieldErrorsOrForm(error, 'Could not cancel the visit'));
    }
  };
  const cost =
    side === 'provider'
      ? `It costs ${otherName} nothing, and counts against your reliability. Your fee for this hire is given back.`
      : fee > 0
        ? `Cancelling now costs ${formatCents(fee)}, paid to ${otherName}: ${data?.why ?? ''}`
        : exempt
          ? 'Free: no fee is charged for illness, a death or a hospital stay.'
          : (data?.why ?? '');
  // Where the money TradeSafe holds goes: a fee from it and the rest back, or all of it back.
  const heldMoney =
    side === 'provider'
      ? `The money held by TradeSafe goes back to ${otherName}.`
      : fee > 0 && data?.feeFromHeld
        ? 'The fee is paid from the money TradeSafe holds, and the rest goes back to you.'
        : fee > 0
          ? `The money held by TradeSafe goes back to you; the fee is yours to pay ${otherName}.`
          : 'The money held by TradeSafe goes back to you.';
  return (
    <details className="group">
      <summary
        className="inline-flex min-h-11 cursor-pointer items-center rounded-md border border-input px-4 text-sm font-medium hover:bg-accent group-open:mb-3"
        onClick={() => void terms.refetch()}
      >
        Cancel the visit
      </summary>
      {data ? (
        <form className="grid gap-3" onSubmit={(event) => void submit(event)} noValidate>
          {side === 'customer' ? (
            <p className="text-sm text-muted-foreground">
              {new Date(data.freeUntil) > new Date() ? 'Free until' : 'Free cancellation ended'}{' '}
              {WHEN.format(new Date(data.freeUntil))}, 24 hours before the visit.
            </p>
          ) : null}
          <FormField label="Why you cancel" error={errors.reason}>
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
          <FormField label="Anything to add (optional)" error={errors.note}>
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
            {fee > 0 ? `Confirm cancellation (${formatCents(fee)} fee)` : 'Confirm cancellation'}
          </Button>
        </form>
      ) : (
        <p className="text-sm text-muted-foreground">Working out what it costs…</p>
      )}
    </details>
  );
}
