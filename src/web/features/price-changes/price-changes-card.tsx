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
import { Strong } from '../../components/name-in-sentence';
import { m } from '../../../i18n/paraglide/messages.js';

/** A change that no longer stands, in words. */
const ENDED: Partial<Record<PriceChange['state'], () => string>> = {
  declined: m.pc_declined,
  withdrawn: m.pc_withdrawn,
  lapsed: m.pc_lapsed,
};

/** Where a change stands, in words for the side reading it. */
function status(change: PriceChange, data: PriceChanges, otherName: string): string {
  const customer = data.as === 'customer';
  const name = otherName;
  if (change.state === 'proposed') {
    return customer ? m.pc_waiting_you() : m.pc_waiting_other({ name });
  }
  if (change.state !== 'agreed') return ENDED[change.state]?.() ?? change.label;
  switch (change.paymentState) {
    case null:
      return customer ? m.pc_agreed_pay_rest() : m.pc_agreed_by({ name });
    case 'awaiting_payment':
      return customer ? m.pc_agreed_pay_escrow() : m.pc_agreed_waiting_pay({ name });
    case 'funded':
      return m.pc_funded();
    case 'delivered':
      return m.pc_delivered();
    case 'released':
      return m.pc_released();
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
    toast({ variant: 'destructive', title: failureText(error, m.pc_failed()) });
  const busy = step.isPending || checkout.isPending;
  const customer = data.as === 'customer';
  const extra = formatCents(change.extraCents);
  const unpaid = change.state === 'agreed' && change.paymentState === 'awaiting_payment';
  return (
    <li className="grid gap-2 rounded-md border p-3" data-testid="price-change">
      <p className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">{m.pc_more({ extra })}</span>
        <span className="text-sm text-muted-foreground" data-testid="price-change-state">
          {status(change, data, otherName)}
        </span>
      </p>
      <p className="text-sm">{change.reason}</p>
      <p className="text-xs text-muted-foreground">
        {m.pc_becomes({
          before: formatCents(change.beforeCents),
          after: formatCents(change.afterCents),
        })}
      </p>
      {customer && change.state === 'proposed' ? (
        <div className="flex flex-wrap gap-2">
          <ConfirmDialog
            title={m.pc_agree_title({ extra })}
            description={(data.throughKhaya ? m.pc_agree_text_held : m.pc_agree_text)({
              after: formatCents(change.afterCents),
              extra,
              name: otherName,
            })}
            confirmLabel={m.pc_agree()}
            onConfirm={() => step.mutate({ id: change.id, step: 'agree' }, { onError: failed })}
            trigger={
              <Button className="h-11" disabled={busy}>
                {m.pc_agree_to({ extra })}
              </Button>
            }
          />
          <Button
            variant="outline"
            className="h-11"
            disabled={busy}
            onClick={() => step.mutate({ id: change.id, step: 'decline' }, { onError: failed })}
          >
            {m.pc_decline()}
          </Button>
        </div>
      ) : null}
      {customer && unpaid ? (
        <Button
          className="h-11 justify-self-start"
          disabled={busy}
          onClick={() => checkout.mutate(change.id, { onError: failed })}
        >
          {m.pc_pay_safely({ extra })}
        </Button>
      ) : null}
      {!customer && (change.state === 'proposed' || unpaid) ? (
        <Button
          variant="outline"
          className="h-11 justify-self-start"
          disabled={busy}
          onClick={() => step.mutate({ id: change.id, step: 'withdraw' }, { onError: failed })}
        >
          {m.pc_withdraw()}
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
        {m.pc_heading()}
      </h2>
      <p className="text-sm" data-testid="agreed-price">
        <Strong
          as="span"
          part={formatCents(data.agreedCents)}
          sentence={(price) => m.pc_agreed_price({ price })}
        />
        {data.agreedCents !== data.quotedCents
          ? m.pc_agreed_from({ quoted: formatCents(data.quotedCents) })
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
