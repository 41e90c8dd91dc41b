import { UserRoundX } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { reliabilityWords } from '../../../domain/reliability';
import type { StandingCase } from '../../../domain/schemas/reliability';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FormAlert, FormField } from '../../components/ui/form-field';
import { Textarea } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/use-toast';
import { fieldErrorsOrForm } from '../../lib/api';
import { dayTimeFormat } from '../../lib/dates';
import { useDecideStanding, useStandingQueue } from './standing-api';

/** The reason an admin gives, which the provider reads (a lift's, or a suspension's). */
function ReasonField(props: {
  label: string;
  reason: string;
  error: string | undefined;
  onChange: (text: string) => void;
}) {
  return (
    <FormField label={props.label} error={props.error}>
      {(field) => (
        <Textarea
          {...field}
          rows={2}
          maxLength={500}
          value={props.reason}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

function Decision({ item }: { item: StandingCase }) {
  const decide = useDecideStanding(item.providerId);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = async (action: 'lift' | 'suspend') => {
    try {
      await decide.mutateAsync({ action, reason });
      toast({
        title: action === 'lift' ? `${item.name} gets leads again` : `${item.name} is suspended`,
        description: 'The provider is told, with your reason.',
      });
    } catch (error) {
      setErrors(fieldErrorsOrForm(error, 'Could not change the standing'));
    }
  };
  const lift = (event: FormEvent) => {
    event.preventDefault();
    void send('lift');
  };
  return (
    <form className="grid gap-3" onSubmit={lift} noValidate aria-label={`Review ${item.name}`}>
      <ReasonField
        label="Reason the provider reads"
        reason={reason}
        error={errors.reason}
        onChange={(text) => {
          setReason(text);
          setErrors({});
        }}
      />
      <FormAlert>{errors.form}</FormAlert>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" className="h-11" disabled={decide.isPending}>
          {item.standing === 'suspended' ? 'Lift the suspension' : 'Lift the pause'}
        </Button>
        {item.standing === 'paused' ? (
          <Button
            type="button"
            variant="destructive"
            className="h-11"
            disabled={decide.isPending}
            onClick={() => void send('suspend')}
          >
            Suspend
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/**
 * Suspending a provider from a case (a dispute's): a reason it reads, then it gets no leads, no
 * quotes and leaves Browse Providers until an admin lifts it on the Providers tab.
 */
export function SuspendProvider({ providerId, name }: { providerId: string; name: string }) {
  const decide = useDecideStanding(providerId);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await decide.mutateAsync({ action: 'suspend', reason });
      toast({
        title: `${name} is suspended`,
        description: 'The provider is told, with your reason.',
      });
    } catch (error) {
      setErrors(fieldErrorsOrForm(error, 'Could not suspend the provider'));
    }
  };
  return (
    <details className="group">
      <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-md border border-input px-4 text-sm font-medium hover:bg-accent group-open:mb-3">
        Suspend {name}
      </summary>
      {decide.isSuccess ? (
        <p className="text-sm font-medium" role="status">
          {name} is suspended: no leads, no quotes, and out of Browse Providers.
        </p>
      ) : (
        <form className="grid gap-3" onSubmit={(event) => void submit(event)} noValidate>
          <ReasonField
            label="Why, in words the provider reads"
            reason={reason}
            error={errors.reason}
            onChange={(text) => {
              setReason(text);
              setErrors({});
            }}
          />
          <FormAlert>{errors.form}</FormAlert>
          <Button
            type="submit"
            variant="destructive"
            className="h-11 justify-self-start"
            disabled={decide.isPending}
          >
            Suspend the provider
          </Button>
        </form>
      )}
    </details>
  );
}

function StandingRow({ item }: { item: StandingCase }) {
  const { recent } = item;
  return (
    <li>
      <Card className="grid gap-2 p-4" role="region" aria-label={`Standing: ${item.name}`}>
        <p className="flex flex-wrap items-baseline justify-between gap-2">
          <span className="font-semibold">{item.name}</span>
          <span className="text-sm font-medium text-destructive">
            {item.standing === 'paused' ? 'Paused by its reliability' : 'Suspended'}
            {item.since ? ` since ${dayTimeFormat.format(new Date(item.since))}` : ''}
          </span>
        </p>
        {item.email ? <p className="text-sm text-muted-foreground">{item.email}</p> : null}
        <p className="text-sm">
          {reliabilityWords(item.reliability) ?? 'Fewer than 5 booked jobs'} · last{' '}
          {recent.completed +
            recent.providerCancelled +
            recent.providerNoShow +
            recent.customerEnded}{' '}
          jobs: {recent.completed} done, {recent.providerCancelled} cancelled by the provider,{' '}
          {recent.providerNoShow} no-shows, {recent.customerEnded} ended by the customer
        </p>
        {item.reason ? <p className="text-sm">Reason given: {item.reason}</p> : null}
        <Decision item={item} />
      </Card>
    </li>
  );
}

/**
 * Providers' standing on the admin desk (issue 49): those paused from new leads by their
 * completion rate, waiting for a review, and those suspended; lift, or suspend with a reason.
 */
export function StandingDesk() {
  const queue = useStandingQueue();
  if (queue.isError)
    return (
      <LoadError
        text="The providers to review could not be loaded."
        onRetry={() => void queue.refetch()}
      />
    );
  if (queue.isPending) return <Skeleton className="h-40 w-full" />;
  const { items } = queue.data;
  return (
    <div className="grid gap-4 lg:max-w-3xl">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <UserRoundX className="size-5 text-primary" aria-hidden />
        Providers to review
      </h2>
      {items.length === 0 ? (
        <EmptyState
          title="Nobody to review"
          text="No provider is paused by its reliability or suspended."
        />
      ) : (
        <ul className="grid gap-3">
          {items.map((item) => (
            <StandingRow key={item.providerId} item={item} />
          ))}
        </ul>
      )}
    </div>
  );
}
