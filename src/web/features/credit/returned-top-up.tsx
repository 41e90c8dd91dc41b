import { CircleCheck, Clock, XCircle } from 'lucide-react';
import { formatCents } from '../../../domain/money';
import { cn } from '../../lib/utils';
import { useReturnedTopUp } from './api';
import { m } from '../../../i18n/paraglide/messages.js';

/** What became of the top-up the provider just came back from PayFast with. */
export function ReturnedTopUp({ topUpId, cancelled }: { topUpId: string; cancelled: boolean }) {
  const topUp = useReturnedTopUp(topUpId, cancelled);
  if (topUp.isError) {
    return (
      <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
        {m.biz_rt_failed()}
      </p>
    );
  }
  const data = topUp.data;
  const Icon =
    !data || data.status === 'pending' ? Clock : data.status === 'paid' ? CircleCheck : XCircle;
  const text = !data
    ? m.biz_rt_checking()
    : data.status === 'paid'
      ? m.biz_rt_paid({ amount: formatCents(data.amountCents) })
      : data.status === 'cancelled'
        ? m.biz_rt_cancelled()
        : m.biz_rt_waiting();
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
