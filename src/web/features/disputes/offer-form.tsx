import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { FormAlert, FormField } from '../../components/ui/form-field';
import { Input, RandInput } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { fieldErrorsOrForm } from '../../lib/api';
import { useOfferRefund } from './api';
import { m } from '../../../i18n/paraglide/messages.js';

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
      toast({ title: m.of_sent(), description: m.of_sent_text({ name: otherName }) });
      setRefund('');
      setNote('');
    } catch (error) {
      setErrors(fieldErrorsOrForm(error, m.of_failed()));
    }
  };
  return (
    <form
      className="grid gap-3 rounded-md border p-3"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={m.of_label()}
    >
      <p className="text-sm text-muted-foreground">
        {side === 'customer' ? m.of_ask({ name: otherName }) : m.of_offer({ name: otherName })}
      </p>
      <FormField label={m.of_refund()} error={errors.refund}>
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
      <FormField label={m.of_note()} error={errors.note}>
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
        {side === 'customer' ? m.of_ask_submit() : m.of_offer_submit()}
      </Button>
    </form>
  );
}
