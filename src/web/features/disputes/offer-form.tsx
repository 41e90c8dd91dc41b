import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { FormAlert, FormField } from '../../components/ui/form-field';
import { Input, RandInput } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { fieldErrorsOrForm } from '../../lib/api';
import { useOfferRefund } from './api';

/**
 * Settle a dispute (stage 1): a partial refund in rand, with a note. The customer asks for it,
 * the provider offers it; the other side may accept it. A new offer replaces the last.
 */
export function OfferForm({
  requestId,
  disputeId,
  side,
  otherName,
}: {
  requestId: string;
  disputeId: string;
  side: 'customer' | 'provider';
  otherName: string;
}) {
  const offer = useOfferRefund(requestId, disputeId);
  const [refund, setRefund] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await offer.mutateAsync({ refund, note });
      toast({ title: 'Offer sent', description: `${otherName} can accept it.` });
      setRefund('');
      setNote('');
    } catch (error) {
      setErrors(fieldErrorsOrForm(error, 'Could not send the offer'));
    }
  };
  return (
    <form
      className="grid gap-3 rounded-md border p-3"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Offer to settle"
    >
      <p className="text-sm text-muted-foreground">
        {side === 'customer'
          ? `Settle it: ask ${otherName} for part of the price back.`
          : `Settle it: offer ${otherName} part of the price back.`}
      </p>
      <FormField label="Refund" error={errors.refund}>
        {(field) => (
          <RandInput
            {...field}
            className="max-w-40"
            value={refund}
            onChange={(event) => {
              setRefund(event.target.value);
              setErrors({});
            }}
          />
        )}
      </FormField>
      <FormField label="Note (optional)" error={errors.note}>
        {(field) => (
          <Input
            {...field}
            maxLength={300}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </FormField>
      <FormAlert>{errors.form}</FormAlert>
      <Button type="submit" className="h-11 justify-self-start" disabled={offer.isPending}>
        {side === 'customer' ? 'Ask for this refund' : 'Offer this refund'}
      </Button>
    </form>
  );
}
