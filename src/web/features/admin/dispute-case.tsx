import { ArrowLeft } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { DISPUTE_OUTCOME_LABELS, type DisputeOutcome } from '../../../domain/disputes';
import { formatCents } from '../../../domain/money';
import type { DisputeCase } from '../../../domain/schemas/disputes';
import { LoadError } from '../../components/load-error';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FormAlert, FormField } from '../../components/ui/form-field';
import { RandInput, Textarea } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/select';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/use-toast';
import { fieldErrorsOrForm } from '../../lib/api';
import { dayTimeFormat } from '../../lib/dates';
import { useDecideDispute, useDisputeCase } from './dispute-api';
import { SuspendProvider } from './standing-desk';

const at = (iso: string) => dayTimeFormat.format(new Date(iso));
const time = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

function DecisionForm({ data }: { data: DisputeCase }) {
  const decide = useDecideDispute(data.dispute.id);
  const [outcome, setOutcome] = useState<DisputeOutcome | ''>('');
  const [refund, setRefund] = useState('');
  const [reason, setReason] = useState('');
  const [warning, setWarning] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const amount = outcome === 'partial_refund' || outcome === 'guarantee_payout';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!outcome) return setErrors({ outcome: 'Choose an outcome' });
    try {
      await decide.mutateAsync({ outcome, refund: amount ? refund : null, reason, warning });
      toast({ title: 'Dispute decided', description: 'Both sides are told.' });
    } catch (error) {
      setErrors(fieldErrorsOrForm(error, 'Could not decide the dispute'));
    }
  };
  return (
    <form
      className="grid gap-3"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Decision"
    >
      <FormField label="Outcome" error={errors.outcome}>
        {(field) => (
          <NativeSelect
            {...field}
            value={outcome}
            onChange={(event) => {
              setOutcome(event.target.value as DisputeOutcome);
              setErrors({});
            }}
          >
            <option value="">Choose an outcome</option>
            {data.outcomes.map((one) => (
              <option key={one} value={one}>
                {DISPUTE_OUTCOME_LABELS[one]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      {amount ? (
        <FormField
          label={outcome === 'guarantee_payout' ? 'Guarantee payout' : 'Refund'}
          error={errors.refund}
        >
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
      ) : null}
      <FormField label="Reason both sides read" error={errors.reason}>
        {(field) => (
          <Textarea
            {...field}
            rows={3}
            maxLength={2000}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </FormField>
      <FormField label="Warning to the provider (optional)" error={errors.warning}>
        {(field) => (
          <Textarea
            {...field}
            rows={2}
            maxLength={500}
            value={warning}
            onChange={(event) => setWarning(event.target.value)}
          />
        )}
      </FormField>
      <FormAlert>{errors.form}</FormAlert>
      <Button type="submit" className="h-11 justify-self-start" disabled={decide.isPending}>
        Decide the dispute
      </Button>
    </form>
  );
}

/** A dispute's case: what each side said and offered, the job, its booking and its thread. */
export function DisputeCaseView({ id, onBack }: { id: string; onBack: () => void }) {
  const query = useDisputeCase(id);
  const back = (
    <Button variant="ghost" className="h-11 justify-self-start" onClick={onBack}>
      <ArrowLeft aria-hidden />
      All disputes
    </Button>
  );
  if (query.isError)
    return <LoadError text="The case could not be loaded." onRetry={() => void query.refetch()} />;
  if (query.isPending) return <Skeleton className="h-60 w-full" />;
  const data = query.data;
  const { dispute, item } = data;
  return (
    <div className="grid gap-4 lg:max-w-3xl">
      {back}
      <Card as="section" className="grid gap-2 p-5" aria-labelledby="case-heading">
        <h2 id="case-heading" className="text-lg font-semibold">
          {item.customerName} and {item.providerName}: {dispute.label}
        </h2>
        <p className="text-sm">
          Raised by the {dispute.openedBy}, {at(dispute.createdAt)}:{' '}
          <strong>{dispute.reasonLabel}</strong>
        </p>
        <blockquote className="whitespace-pre-wrap rounded-md bg-muted p-3 text-sm [overflow-wrap:anywhere]">
          {dispute.description}
        </blockquote>
        <p className="text-sm">
          The job: {data.request.title} in {data.request.suburb || 'the customer’s area'}, quoted{' '}
          {formatCents(data.quote.amountCents)}
          {data.quote.calloutFeeCents
            ? ` plus a ${formatCents(data.quote.calloutFeeCents)} call-out fee`
            : ''}
          {data.quote.revisions ? `, revised ${data.quote.revisions} time(s)` : ''}.
          {data.payment
            ? ` Paid through Khaya: ${formatCents(data.payment.amountCents)} (${data.payment.state}).`
            : ' Paid directly.'}
          {data.booking
            ? ` Visit ${data.booking.visitDate} at ${time(data.booking.startMinute)} (${data.booking.status}).`
            : ''}
        </p>
        <p className="text-sm text-muted-foreground">The request: {data.request.description}</p>
        {dispute.offers.length > 0 ? (
          <ul className="grid gap-1 text-sm">
            {dispute.offers.map((offer) => (
              <li key={offer.id}>
                The {offer.by} offered a {formatCents(offer.refundCents)} refund ({offer.state})
                {offer.note ? `: "${offer.note}"` : ''}
              </li>
            ))}
          </ul>
        ) : null}
      </Card>
      <Card as="section" className="grid gap-2 p-5" aria-labelledby="thread-heading">
        <h2 id="thread-heading" className="font-semibold">
          Their messages ({data.messages.length})
        </h2>
        <ol className="grid max-h-80 gap-2 overflow-y-auto text-sm">
          {data.messages.map((message, index) => (
            <li key={index} className="rounded-md border p-2 [overflow-wrap:anywhere]">
              <span className="font-medium">
                {message.from === 'customer' ? item.customerName : item.providerName}
              </span>{' '}
              <span className="text-muted-foreground">{at(message.createdAt)}</span>
              <p>{message.body}</p>
            </li>
          ))}
        </ol>
      </Card>
      <Card as="section" className="grid gap-3 p-5" aria-labelledby="decision-heading">
        <h2 id="decision-heading" className="font-semibold">
          Decision
        </h2>
        {dispute.state === 'under_review' ? (
          <DecisionForm data={data} />
        ) : dispute.outcomeLabel ? (
          <p className="text-sm">
            {dispute.outcomeLabel}
            {dispute.refundCents ? `: ${formatCents(dispute.refundCents)}` : ''}.{' '}
            {dispute.decisionReason ?? ''}
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">
            {dispute.state === 'negotiating'
              ? `The two sides may settle until ${at(dispute.settleBy)}; then it is yours to decide.`
              : dispute.label}
          </p>
        )}
        <SuspendProvider providerId={data.item.providerId} name={data.item.providerName} />
      </Card>
    </div>
  );
}
