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
import { formatDayTime } from '../../../domain/locale-format';
import { LOCALE } from '../../lib/locale';
import { m } from '../../../i18n/paraglide/messages.js';

/** A payment's state in words (the server's label, domain/protected-payment.ts, is English). */
const STATE_WORDS: Record<ProtectedPayment['state'], () => string> = {
  awaiting_payment: m.ps_awaiting_payment,
  funded: m.ps_funded,
  delivered: m.ps_delivered,
  released: m.ps_released,
  cancelled: m.ps_cancelled,
  refunded: m.ps_refunded,
  cancelled_with_fee: m.ps_cancelled_with_fee,
};

/** What the money's state means for the side reading it. */
function explain(payment: ProtectedPayment, otherName: string): string {
  const amount = formatCents(payment.amountCents);
  const customer = payment.as === 'customer';
  const name = otherName;
  switch (payment.state) {
    case 'awaiting_payment':
      return customer ? m.pe_pay_into({ amount, name }) : m.pe_waiting_pay({ amount, name });
    case 'funded':
      return customer ? m.pe_held_customer({ amount, name }) : m.pe_held_provider({ amount });
    case 'delivered': {
      if (payment.disputed) {
        return m.pe_held_disputed({ amount });
      }
      const by = payment.acceptBy
        ? formatDayTime(LOCALE, new Date(payment.acceptBy))
        : m.pe_in_24();
      return (customer ? m.pe_accept_by : m.pe_waiting_accept)({ name, by });
    }
    case 'released': {
      if (customer) return m.pe_paid_customer({ name });
      const payout = payment.payoutCents ?? 0;
      const fee = payment.feeCents
        ? m.pe_fee_off({ fee: formatCents(payment.feeCents) })
        : m.pe_no_fee();
      if (payment.depositCents)
        return m.pe_paid_deposit({
          payout: formatCents(payout),
          deposit: formatCents(payment.depositCents),
          rest: formatCents(payout - payment.depositCents),
          fee,
        });
      return payment.feeCents
        ? m.pe_paid_less_fee({
            payout: formatCents(payout),
            amount,
            fee: formatCents(payment.feeCents),
          })
        : m.pe_paid_free({ amount });
    }
    case 'cancelled': {
      // Held, then cancelled: only a cancelled visit does that (its money went back).
      const held = formatCents(payment.amountCents - payment.depositCents);
      if (payment.fundedAt) {
        return customer ? m.pe_cancel_back_you({ held }) : m.pe_cancel_back_other({ held, name });
      }
      return (customer ? m.pe_paying_direct : m.pe_paid_direct)({ name });
    }
    case 'cancelled_with_fee': {
      const fee = payment.cancellationFeeCents ?? 0;
      const back = formatCents(payment.amountCents - payment.depositCents - fee);
      if (customer) {
        return m.pe_cancel_fee_customer({ fee: formatCents(fee), name, back });
      }
      const less = payment.feeCents ? m.pe_less_fee({ fee: formatCents(payment.feeCents) }) : '';
      return m.pe_cancel_fee_provider({ fee: formatCents(fee), less, back, name });
    }
    case 'refunded':
      return customer ? m.pe_refunded_you({ amount }) : m.pe_refunded_other({ amount, name });
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
  const name = otherName;
  if (payment.depositReleasedAt) {
    if (payment.state === 'released') return null;
    return (customer ? m.pd_paid_customer : m.pd_paid_provider)({ deposit, rest, name });
  }
  if (payment.state !== 'awaiting_payment') return m.pd_paying_out({ deposit });
  return (customer ? m.pd_customer : m.pd_provider)({ deposit, name });
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
    toast({ variant: 'destructive', title: failureText(error, m.pc_failed()) });
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
        {m.pcard_heading()}
      </h2>
      <p className="text-sm font-medium" data-testid="payment-state">
        {STATE_WORDS[data.state]()}
      </p>
      {returned === 'failed' && customer && data.state === 'awaiting_payment' ? (
        <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
          {m.pcard_failed_return()}
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
              {m.pcard_pay_safely({ amount: formatCents(data.amountCents) })}
            </Button>
            <ConfirmDialog
              title={m.pcard_direct_title()}
              description={m.pcard_direct_text({ name: otherName })}
              confirmLabel={m.pcard_pay_direct()}
              onConfirm={() => step.mutate('direct', { onError: failed })}
              trigger={
                <Button variant="outline" className="h-11" disabled={busy}>
                  {m.pcard_pay_direct_instead()}
                </Button>
              }
            />
          </>
        ) : null}
        {!customer && data.state === 'funded' ? (
          <ConfirmDialog
            title={m.pcard_done_title()}
            description={m.pcard_done_text({ name: otherName })}
            confirmLabel={m.pcard_mark_done()}
            onConfirm={() => step.mutate('delivered', { onError: failed })}
            trigger={
              <Button className="h-11" disabled={busy}>
                {m.pcard_mark_done()}
              </Button>
            }
          />
        ) : null}
        {customer && data.state === 'delivered' && !data.disputed ? (
          <ConfirmDialog
            title={m.pcard_accept_title()}
            description={m.pcard_accept_text({
              amount: formatCents(
                data.amountCents - (data.depositReleasedAt ? data.depositCents : 0),
              ),
              name: otherName,
            })}
            confirmLabel={m.pcard_accept()}
            onConfirm={() => step.mutate('accept', { onError: failed })}
            trigger={
              <Button className="h-11" disabled={busy}>
                {m.pcard_accept()}
              </Button>
            }
          />
        ) : null}
      </div>
    </Card>
  );
}
