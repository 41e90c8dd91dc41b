import { CircleCheck, Clock, XCircle } from 'lucide-react';
import { formatCents } from '../../../domain/money';
import { cn } from '../../lib/utils';
import { useReturnedTopUp } from './api';

/** What became of the top-up the provider just came back from PayFast with. */
export function ReturnedTopUp({ topUpId, cancelled }: { topUpId: string; cancelled: boolean }) {
  const topUp = useReturnedTopUp(topUpId, cancelled);
  if (topUp.isError) {
    return (
      <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
        Could not read this top-up. Your statement below shows it once PayFast confirms it.
      </p>
    );
  }
  const data = topUp.data;
  const Icon =
    !data || data.status === 'pending' ? Clock : data.status === 'paid' ? CircleCheck : XCircle;
  const text = !data
    ? 'Checking your top-up…'
    : data.status === 'paid'
      ? `Payment received: ${formatCents(data.amountCents)} added to your Khaya credit.`
      : data.status === 'cancelled'
        ? 'Top-up cancelled: nothing was charged.'
        : 'Waiting for PayFast to confirm your payment… It shows on your statement once PayFast does.';
  return (
    <p
      role="status"
      data-testid="returned-top-up"
      className={cn(
        'flex items-center gap-2 rounded-md p-3 text-sm',
        data?.status === 'paid' ? 'bg-success/10' : 'bg-accent/60',
      )}
    >
      <Icon
        className={cn('size-5 shrink-0', data?.status === 'paid' && 'text-success')}
        aria-hidden
      />
      {text}
    </p>
  );
}
