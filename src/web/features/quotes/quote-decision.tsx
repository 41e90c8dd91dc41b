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

export function actionFailed(error: unknown) {
  toast({
    variant: 'destructive',
    title: 'Error',
    description:
      (error instanceof ApiError && error.serverMessage) || 'That did not work. Please try again.',
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
        title="Accept this quote?"
        description={
          <>
            You are choosing {quote.providerName} for {price}.
            {quote.deposit
              ? ` ${formatRandOnOneLine(quote.deposit)} of it is a deposit for materials, paid up front.`
              : ''}
            {openQuotes === 2
              ? ' The other open quote on this request will be declined.'
              : openQuotes > 2
                ? ` The other ${openQuotes - 1} open quotes on this request will be declined.`
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
        confirmLabel="Accept quote"
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
            aria-label={`Accept ${price} from ${quote.providerName}`}
          >
            <Check aria-hidden />
            Accept
          </Button>
        }
      />
      <ConfirmDialog
        title="Decline this quote?"
        description={`${quote.providerName}'s quote of ${price} will be declined and they will not be able to quote on this request again. This cannot be undone.`}
        confirmLabel="Decline quote"
        onConfirm={() =>
          action.mutate({ kind: 'decline', quoteId: quote.id }, { onError: actionFailed })
        }
        trigger={
          <Button
            size="sm"
            variant="outline"
            className="h-11 flex-1 sm:flex-none"
            disabled={busy}
            aria-label={`Decline ${price} from ${quote.providerName}`}
          >
            <X aria-hidden />
            Decline
          </Button>
        }
      />
    </div>
  );
}
