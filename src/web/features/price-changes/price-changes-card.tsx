import { ReceiptText } from 'lucide-react';
import { formatCents } from '../../../domain/money';
import type { PriceChange, PriceChanges } from '../../../domain/schemas/price-changes';
import { ConfirmDialog } from '../../components/ui/alert-dialog';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { toast } from '../../components/ui/use-toast';
import { failureText } from '../../lib/api';
import { usePriceChangeCheckout, usePriceChangeStep, usePriceChanges } from './api';
import { ProposePriceChangeForm } from './propose-form';

/** Where a change stands, in words for the side reading it. */
function status(change: PriceChange, data: PriceChanges, otherName: string): string {
  const customer = data.as === 'customer';
  if (change.state === 'proposed') {
    return customer ? 'Waiting for your answer' : `Waiting for ${otherName} to answer`;
  }
  if (change.state !== 'agreed') return change.label;
  switch (change.paymentState) {
    case null:
      return customer ? 'Agreed: pay it with the rest' : `Agreed by ${otherName}`;
    case 'awaiting_payment':
      return customer ? 'Agreed: pay it into escrow' : `Agreed: waiting for ${otherName} to pay`;
    case 'funded':
      return 'Agreed and held safely by TradeSafe';
    case 'delivered':
      return 'Held: paid out with the work';
    case 'released':
      return 'Paid out with the work';
    default:
      return change.label;
  }
}

function ChangeRow({
  change,
  data,
  requestId,
  otherName,
}: {
  change: PriceChange;
  data: PriceChanges;
  requestId: string;
  otherName: string;
}) {
  const step = usePriceChangeStep(requestId);
  const checkout = usePriceChangeCheckout(requestId);
  const failed = (error: unknown) =>
    toast({ variant: 'destructive', title: failureText(error, 'That did not work') });
  const busy = step.isPending || checkout.isPending;
  const customer = data.as === 'customer';
  const extra = formatCents(change.extraCents);
  const unpaid = change.state === 'agreed' && change.paymentState === 'awaiting_payment';
  return (
    <li className="grid gap-2 rounded-md border p-3" data-testid="price-change">
      <p className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">{extra} more</span>
        <span className="text-sm text-muted-foreground" data-testid="price-change-state">
          {status(change, data, otherName)}
        </span>
      </p>
      <p className="text-sm">{change.reason}</p>
      <p className="text-xs text-muted-foreground">
        {formatCents(change.beforeCents)} becomes {formatCents(change.afterCents)}
      </p>
      {customer && change.state === 'proposed' ? (
        <div className="flex flex-wrap gap-2">
          <ConfirmDialog
            title={`Agree to pay ${extra} more?`}
            description={
              data.throughKhaya
                ? `The job's price becomes ${formatCents(change.afterCents)}. You then pay ${extra} into TradeSafe's escrow; ${otherName} is paid it only when you accept the work.`
                : `The job's price becomes ${formatCents(change.afterCents)}, paid to ${otherName} with the rest.`
            }
            confirmLabel="Agree"
            onConfirm={() => step.mutate({ id: change.id, step: 'agree' }, { onError: failed })}
            trigger={
              <Button className="h-11" disabled={busy}>
                Agree to {extra} more
              </Button>
            }
          />
          <Button
            variant="outline"
            className="h-11"
            disabled={busy}
            onClick={() => step.mutate({ id: change.id, step: 'decline' }, { onError: failed })}
          >
            Decline
          </Button>
        </div>
      ) : null}
      {customer && unpaid ? (
        <Button
          className="h-11 justify-self-start"
          disabled={busy}
          onClick={() => checkout.mutate(change.id, { onError: failed })}
        >
          Pay {extra} safely
        </Button>
      ) : null}
      {!customer && (change.state === 'proposed' || unpaid) ? (
        <Button
          variant="outline"
          className="h-11 justify-self-start"
          disabled={busy}
          onClick={() => step.mutate({ id: change.id, step: 'withdraw' }, { onError: failed })}
        >
          Withdraw
        </Button>
      ) : null}
    </li>
  );
}

/**
 * A job's price after the quote was accepted (issue 48, CPA section 15), on the customer's request
 * page and the provider's quote page: changes asked for and answered, and the provider's way to
 * ask. Shown to the customer only once there is a change.
 */
export function PriceChangesCard({
  requestId,
  otherName,
}: {
  requestId: string;
  otherName: string;
}) {
  const query = usePriceChanges(requestId);
  const data = query.data;
  if (!data || (data.changes.length === 0 && !data.canPropose)) return null;
  return (
    <Card as="section" className="grid gap-3 p-5" aria-labelledby="price-heading">
      <h2 id="price-heading" className="flex items-center gap-2 font-semibold">
        <ReceiptText className="size-5 text-primary" aria-hidden />
        The job&apos;s price
      </h2>
      <p className="text-sm" data-testid="agreed-price">
        Agreed: <span className="font-semibold">{formatCents(data.agreedCents)}</span>
        {data.agreedCents !== data.quotedCents
          ? ` (the quote's ${formatCents(data.quotedCents)} and agreed changes)`
          : null}
      </p>
      {data.changes.length > 0 ? (
        <ul className="grid gap-2">
          {data.changes.map((change) => (
            <ChangeRow
              key={change.id}
              change={change}
              data={data}
              requestId={requestId}
              otherName={otherName}
            />
          ))}
        </ul>
      ) : null}
      {data.canPropose ? (
        <ProposePriceChangeForm requestId={requestId} throughKhaya={data.throughKhaya} />
      ) : null}
    </Card>
  );
}
