import { useState } from 'react';
import { Check, X } from 'lucide-react';
import { formatRandOnOneLine } from '../../../domain/money';
import { ConfirmDialog } from '../../components/ui/alert-dialog';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { ApiError } from '../../lib/api';
import { cn } from '../../lib/utils';
import { useCustomerAction } from './api';
import { PaymentChoice } from './payment-choice';
import { appConfig } from '../../lib/config';
import { m } from '../../../i18n/paraglide/messages.js';

export function actionFailed(error: unknown) {
  toast({
    variant: 'destructive',
    title: m.toast_error(),
    description: (error instanceof ApiError && error.serverMessage) || m.decide_failed(),
  });
}

/**
 * Accept and Decline on one open quote, each confirmed first. Accepting sends the revision shown,
 * so a quote changed meanwhile is not accepted unseen (the server answers 409).
 */
export function QuoteDecision({
  quote,
  openQuotes,
  className,
}: {
  quote: {
    id: string;
    providerName: string;
    amount: number;
    revision: number;
    /** Paid up front for materials (0 or left out: none). */
    deposit?: number | undefined;
    /** The provider takes payment through Khaya only: the one way offered. */
    protectedOnly?: boolean | undefined;
  };
  /** How many open quotes the request has (the others are declined with an accept). */
  openQuotes: number;
  className?: string;
}) {
  const action = useCustomerAction();
  const protectedOnly = quote.protectedOnly ?? false;
  const [chosen, setPayment] = useState<'direct' | 'protected'>('direct');
  const payment = protectedOnly ? 'protected' : chosen;
  // Read in the browser only (the page's first view is also rendered on the server).
  const paymentSent = () =>
    payment === 'protected' && appConfig().protectedPayment !== true ? 'direct' : payment;
  const busy = action.isPending;
  const price = formatRandOnOneLine(quote.amount);
  return (
    <div className={cn('flex gap-2', className)}>
      <ConfirmDialog
        title={m.decide_accept_title()}
        description={
          <>
            {m.decide_choosing({ name: quote.providerName, price })}
            {quote.deposit
              ? ` ${m.decide_deposit({ amount: formatRandOnOneLine(quote.deposit) })}`
              : ''}
            {openQuotes === 2
              ? ` ${m.decide_other()}`
              : openQuotes > 2
                ? ` ${m.decide_others({ count: openQuotes - 1 })}`
                : ''}
          </>
        }
        children={
          <PaymentChoice
            name={`pay-${quote.id}`}
            value={payment}
            onChange={setPayment}
            protectedOnly={protectedOnly}
            providerName={quote.providerName}
          />
        }
        confirmLabel={m.decide_accept_confirm()}
        onConfirm={() =>
          action.mutate(
            { kind: 'accept', quoteId: quote.id, revision: quote.revision, payment: paymentSent() },
            { onError: actionFailed },
          )
        }
        trigger={
          <Button
            size="sm"
            className="h-11 flex-1 sm:flex-none"
            disabled={busy}
            aria-label={m.decide_accept_label({ price, name: quote.providerName })}
          >
            <Check aria-hidden />
            {m.decide_accept()}
          </Button>
        }
      />
      <ConfirmDialog
        title={m.decide_decline_title()}
        description={m.decide_decline_text({ name: quote.providerName, price })}
        confirmLabel={m.decide_decline_confirm()}
        onConfirm={() =>
          action.mutate({ kind: 'decline', quoteId: quote.id }, { onError: actionFailed })
        }
        trigger={
          <Button
            size="sm"
            variant="outline"
            className="h-11 flex-1 sm:flex-none"
            disabled={busy}
            aria-label={m.decide_decline_label({ price, name: quote.providerName })}
          >
            <X aria-hidden />
            {m.decide_decline()}
          </Button>
        }
      />
    </div>
  );
}
