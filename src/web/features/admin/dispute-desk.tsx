import { Scale } from 'lucide-react';
import { useState } from 'react';
import { formatCents } from '../../../domain/money';
import { SERVICE_LABELS, type ServiceType } from '../../../domain/services';
import type { DisputeQueueItem } from '../../../domain/schemas/disputes';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { dayTimeFormat } from '../../lib/dates';
import { DisputeCaseView } from './dispute-case';
import { useDisputeQueue } from './dispute-api';

const MONEY = { held: 'Held by TradeSafe', released: 'Paid out', direct: 'Paid directly' } as const;

function QueueRow({ item, onOpen }: { item: DisputeQueueItem; onOpen: () => void }) {
  const stage = item.state === 'negotiating' ? 'Settle by' : 'Decide by';
  return (
    <li>
      <Card
        className="grid gap-2 p-4"
        role="region"
        aria-label={`Dispute: ${item.customerName} and ${item.providerName}`}
      >
        <p className="flex flex-wrap items-baseline justify-between gap-2">
          <span className="font-semibold">
            {SERVICE_LABELS[item.serviceType as ServiceType] ?? item.serviceType}:{' '}
            {item.customerName} and {item.providerName}
          </span>
          <span className="text-sm text-muted-foreground">{item.label}</span>
        </p>
        <p className="text-sm text-muted-foreground">
          Raised by the {item.openedBy} · {MONEY[item.money]}
          {item.heldCents > 0 ? ` (${formatCents(item.heldCents)})` : ''} · opened{' '}
          {dayTimeFormat.format(new Date(item.createdAt))}
        </p>
        {item.state === 'negotiating' || item.state === 'under_review' ? (
          <p className={item.overdue ? 'text-sm font-medium text-destructive' : 'text-sm'}>
            {stage} {dayTimeFormat.format(new Date(item.deadline))}
            {item.overdue ? ' (overdue)' : ''}
          </p>
        ) : null}
        <Button variant="outline" className="h-11 justify-self-start" onClick={onOpen}>
          Open the case
        </Button>
      </Card>
    </li>
  );
}

/**
 * Disputes on the admin desk (issue 49): the open ones oldest first, with their stage, the money
 * held and the deadline; the case with its evidence and the decision form; the last ended.
 */
export function DisputeDesk() {
  const queue = useDisputeQueue();
  const [open, setOpen] = useState<string | null>(null);
  if (open) return <DisputeCaseView id={open} onBack={() => setOpen(null)} />;
  if (queue.isError)
    return (
      <LoadError text="The disputes could not be loaded." onRetry={() => void queue.refetch()} />
    );
  if (queue.isPending) return <Skeleton className="h-40 w-full" />;
  const { open: waiting, ended } = queue.data;
  return (
    <div className="grid gap-4 lg:max-w-3xl">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <Scale className="size-5 text-primary" aria-hidden />
        Open disputes
      </h2>
      {waiting.length === 0 ? (
        <EmptyState title="No open disputes" text="Every dispute is settled or decided." />
      ) : (
        <ul className="grid gap-3">
          {waiting.map((item) => (
            <QueueRow key={item.id} item={item} onOpen={() => setOpen(item.id)} />
          ))}
        </ul>
      )}
      {ended.length > 0 ? (
        <>
          <h2 className="text-lg font-semibold">Recently ended</h2>
          <ul className="grid gap-3">
            {ended.map((item) => (
              <QueueRow key={item.id} item={item} onOpen={() => setOpen(item.id)} />
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
