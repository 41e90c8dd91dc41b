import { CircleCheck, Clock, ShieldCheck } from 'lucide-react';
import { useSearch } from 'wouter';
import { formatCents } from '../../../domain/money';
import type { ProtectedPayment } from '../../../domain/schemas/protected-payments';
import { ConfirmDialog } from '../../components/ui/alert-dialog';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { toast } from '../../components/ui/use-toast';
import { failureText } from '../../lib/api';
import { useCheckout, usePayment, usePaymentStep } from './api';

const WHEN = new Intl.DateTimeFormat('en-ZA', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Africa/Johannesburg',
});

/** What the money's state means for the side reading it. */
function explain(payment: ProtectedPayment, otherName: string): string {
  const amount = formatCents(payment.amountCents);
  const customer = payment.as === 'customer';
  switch (payment.state) {
    case 'awaiting_payment':
      return customer
        ? `Pay ${amount} into TradeSafe's escrow. ${otherName} is paid only once you accept the work.`
        : `Waiting for ${otherName} to pay ${amount} into TradeSafe's escrow. You will be told when it is held.`;
    case 'funded':
      return customer
        ? `${amount} is held safely by TradeSafe. Accept the work when ${otherName} has finished.`
        : `${amount} is held safely by TradeSafe: go ahead with the job, then mark it done.`;
    case 'delivered': {
      if (payment.disputed) {
        return `${amount} stays held by TradeSafe while the problem with the work is sorted out below.`;
      }
      const by = payment.acceptBy ? WHEN.format(new Date(payment.acceptBy)) : 'in 24 hours';
      return customer
        ? `${otherName} marked the work done. Accept it by ${by}, or TradeSafe accepts it for you then.`
        : `Waiting for ${otherName} to accept the work, by ${by} at the latest.`;
    }
    case 'released': {
      if (customer) return `Paid out to ${otherName}. Thank you for paying through Khaya.`;
      const payout = payment.payoutCents ?? 0;
      const fee = payment.feeCents
        ? `Khaya's fee of ${formatCents(payment.feeCents)} came off it.`
        : 'No fee: one of your first free hires.';
      if (payment.depositCents)
        return `Paid out: ${formatCents(payout)} in all, the ${formatCents(payment.depositCents)} deposit earlier and ${formatCents(payout - payment.depositCents)} now on its way to your bank account. ${fee}`;
      return payment.feeCents
        ? `Paid out: ${formatCents(payment.payoutCents ?? 0)} (${amount} less Khaya's fee of ${formatCents(payment.feeCents)}) is on its way to your bank account.`
        : `Paid out: ${amount} is on its way to your bank account (no fee: one of your first free hires).`;
    }
    case 'cancelled': {
      // Held, then cancelled: only a cancelled visit does that (its money went back).
      const held = formatCents(payment.amountCents - payment.depositCents);
      if (payment.fundedAt) {
        return customer
          ? `The visit was cancelled: the ${held} TradeSafe held went back to you.`
          : `The visit was cancelled: the ${held} TradeSafe held went back to ${otherName}.`;
      }
      return customer
        ? `You are paying ${otherName} directly.`
        : `${otherName} is paying you directly.`;
    }
    case 'cancelled_with_fee': {
      const fee = payment.cancellationFeeCents ?? 0;
      const back = formatCents(payment.amountCents - payment.depositCents - fee);
      if (customer) {
        return `The visit was cancelled: ${formatCents(fee)} of the money held went to ${otherName} as the cancellation fee, and ${back} came back to you.`;
      }
      const less = payment.feeCents
        ? ` (less Khaya's fee of ${formatCents(payment.feeCents)})`
        : '';
      return `The visit was cancelled: the ${formatCents(fee)} cancellation fee${less} is on its way to your bank account, and ${back} went back to ${otherName}.`;
    }
    case 'refunded':
      return customer
        ? `${amount} went back to you: Khaya decided the dispute with a full refund.`
        : `${amount} went back to ${otherName}: Khaya decided the dispute with a full refund.`;
  }
}

/** The deposit for materials, when the quote asked for one: paid out once the money is held. */
function depositLine(payment: ProtectedPayment, otherName: string): string | null {
  if (!payment.depositCents || ['cancelled', 'cancelled_with_fee'].includes(payment.state)) {
    return null;
  }
  const deposit = formatCents(payment.depositCents);
  const rest = formatCents(payment.amountCents - payment.depositCents);
  const customer = payment.as === 'customer';
  if (payment.depositReleasedAt) {
    if (payment.state === 'released') return null;
    return customer
      ? `The ${deposit} deposit for materials was paid to ${otherName}; ${rest} stays held until you accept the work.`
      : `The ${deposit} deposit for materials was paid out to you; ${rest} follows when the work is accepted.`;
  }
  if (payment.state !== 'awaiting_payment') return `The ${deposit} deposit is being paid out.`;
  return customer
    ? `${deposit} of it is a deposit for materials, paid to ${otherName} as soon as TradeSafe holds the money; the rest only when you accept the work.`
    : `${deposit} of it, your deposit for materials, is paid out to you as soon as it is held.`;
}

/**
 * A job paid through Khaya (issue 48), on the customer's request page and the provider's quote
 * page: where the money is, and the one thing each side can do next.
 */
export function PaymentCard({
  requestId,
  otherName,
  afterCancel = false,
}: {
  requestId: string;
  otherName: string;
  /** On a cancelled job's page: shown only when money was held (where it went). */
  afterCancel?: boolean;
}) {
  const payment = usePayment(requestId);
  // Back from the partner's page: ?payment=paid or ?payment=failed.
  const returned = new URLSearchParams(useSearch()).get('payment');
  const checkout = useCheckout(requestId);
  const step = usePaymentStep(requestId);
  const failed = (error: unknown) =>
    toast({ variant: 'destructive', title: failureText(error, 'That did not work') });
  if (!payment.data) return null;
  if (afterCancel && !payment.data.fundedAt) return null;
  const data = payment.data;
  const customer = data.as === 'customer';
  const deposit = depositLine(data, otherName);
  const busy = checkout.isPending || step.isPending;
  const acts =
    (customer && (data.state === 'awaiting_payment' || data.state === 'delivered')) ||
    (!customer && data.state === 'funded');
  const Icon =
    data.state === 'released'
      ? CircleCheck
      : data.state === 'awaiting_payment'
        ? Clock
        : ShieldCheck;
  return (
    <Card as="section" className="grid gap-3 p-5" aria-labelledby="payment-heading">
      <h2 id="payment-heading" className="flex items-center gap-2 font-semibold">
        <Icon className="size-5 text-primary" aria-hidden />
        Payment through Khaya
      </h2>
      <p className="text-sm font-medium" data-testid="payment-state">
        {data.label}
      </p>
      {returned === 'failed' && customer && data.state === 'awaiting_payment' ? (
        <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
          The payment did not go through: nothing was taken. Try again, or pay directly.
        </p>
      ) : null}
      <p className="text-sm text-muted-foreground">{explain(data, otherName)}</p>
      {deposit ? (
        <p className="text-sm text-muted-foreground" data-testid="payment-deposit">
          {deposit}
        </p>
      ) : null}
      <div className={acts ? 'flex flex-wrap gap-2' : 'hidden'}>
        {customer && data.state === 'awaiting_payment' ? (
          <>
            <Button
              className="h-11"
              disabled={busy}
              onClick={() => checkout.mutate(undefined, { onError: failed })}
            >
              Pay {formatCents(data.amountCents)} safely
            </Button>
            <ConfirmDialog
              title="Pay the provider directly instead?"
              description={`You will pay ${otherName} yourself (cash, EFT or PayShap), and TradeSafe's protection does not cover this job.`}
              confirmLabel="Pay directly"
              onConfirm={() => step.mutate('direct', { onError: failed })}
              trigger={
                <Button variant="outline" className="h-11" disabled={busy}>
                  Pay directly instead
                </Button>
              }
            />
          </>
        ) : null}
        {!customer && data.state === 'funded' ? (
          <ConfirmDialog
            title="Is the work done?"
            description={`${otherName} then has 24 hours to accept it; after that TradeSafe pays you out.`}
            confirmLabel="Mark the work done"
            onConfirm={() => step.mutate('delivered', { onError: failed })}
            trigger={
              <Button className="h-11" disabled={busy}>
                Mark the work done
              </Button>
            }
          />
        ) : null}
        {customer && data.state === 'delivered' && !data.disputed ? (
          <ConfirmDialog
            title="Accept the work?"
            description={`TradeSafe then pays ${formatCents(data.amountCents - (data.depositReleasedAt ? data.depositCents : 0))} out to ${otherName}. Accept only when you are happy with the job.`}
            confirmLabel="Accept the work"
            onConfirm={() => step.mutate('accept', { onError: failed })}
            trigger={
              <Button className="h-11" disabled={busy}>
                Accept the work
              </Button>
            }
          />
        ) : null}
      </div>
    </Card>
  );
}
