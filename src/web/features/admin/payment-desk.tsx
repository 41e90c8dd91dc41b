import { formatCents } from '../../../domain/money';
import { PROTECTED_PAYMENT_LABELS } from '../../../domain/protected-payment';
import { LoadError } from '../../components/load-error';
import { Skeleton } from '../../components/ui/skeleton';
import { usePaymentDesk } from './api';

const heading = 'mb-2 text-base font-semibold';
const day = (iso: string) => iso.slice(0, 16).replace('T', ' ');

/**
 * Payments through Khaya on the admin desk (issue 48): how many stand in each state, those stuck
 * longer than the partner's timings allow, and the partner's callbacks that did not check out.
 */
export function PaymentDeskView() {
  const desk = usePaymentDesk();
  if (desk.isError)
    return <LoadError text="Payments could not be loaded." onRetry={() => void desk.refetch()} />;
  if (desk.isPending) return <Skeleton className="h-40 w-full" />;
  const { states, stuck, failedCallbacks } = desk.data;
  return (
    <div className="grid gap-6">
      <section>
        <h3 className={heading}>By state</h3>
        {states.length === 0 ? (
          <p className="text-sm text-muted-foreground">No payments through Khaya yet.</p>
        ) : (
          <ul className="flex flex-wrap gap-2 text-sm" data-testid="payment-states">
            {states.map((row) => (
              <li key={row.state} className="rounded-md border px-3 py-2">
                {PROTECTED_PAYMENT_LABELS[row.state]}:{' '}
                <span className="font-semibold tabular-nums">{row.count}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section>
        <h3 className={heading}>Stuck</h3>
        <p className="mb-2 text-sm text-muted-foreground">
          Held two weeks without the work marked done, done two days without a payout, or a week
          without payment.
        </p>
        {stuck.length === 0 ? (
          <p className="text-sm text-muted-foreground">None.</p>
        ) : (
          <ul className="grid divide-y rounded-md border text-sm" data-testid="payments-stuck">
            {stuck.map((row) => (
              <li key={row.requestId} className="grid gap-1 p-2 sm:grid-cols-[1fr_auto]">
                <span>
                  {row.providerName}: {formatCents(row.amountCents)},{' '}
                  {PROTECTED_PAYMENT_LABELS[row.state].toLowerCase()} since {day(row.since)}
                  {row.partnerState ? ` (TradeSafe: ${row.partnerState})` : ''}
                </span>
                <span className="font-mono text-xs text-muted-foreground">
                  request {row.requestId}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section>
        <h3 className={heading}>Callbacks that did not check out</h3>
        {failedCallbacks.length === 0 ? (
          <p className="text-sm text-muted-foreground">None.</p>
        ) : (
          <ul className="grid gap-1 text-sm">
            {failedCallbacks.map((row) => (
              <li key={row.id}>
                {day(row.receivedAt)}: {row.outcome.replaceAll('_', ' ')}, transaction{' '}
                {row.transactionId ?? '?'} (said {row.claimedState ?? '?'})
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
