import { Link } from 'wouter';
import { useCredit } from './api';
import { feeNoticeWords } from './credit-words';
import { m } from '../../../i18n/paraglide/messages.js';

/**
 * Before a provider sends a price: what Khaya's fee would be if the customer hires it at that
 * price ('If you are hired at R1 850 the fee is R93'), or that new quotes wait for a top-up.
 */
export function FeeNotice({ amount }: { amount: number }) {
  const credit = useCredit();
  if (!credit.data) return null;
  if (!credit.data.canQuote) {
    return (
      <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
        {m.biz_fee_below()}{' '}
        <Link href="/provider/business" className="font-medium underline">
          {m.biz_top_up()}
        </Link>
      </p>
    );
  }
  const ready = Number.isFinite(amount) && amount > 0;
  return (
    <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="fee-notice">
      {ready
        ? feeNoticeWords(Math.round(amount), credit.data.hires)
        : credit.data.freeHiresLeft > 0
          ? m.biz_fee_free({ free: credit.data.rule.freeHires, left: credit.data.freeHiresLeft })
          : m.biz_fee_percent({ percent: credit.data.rule.percent })}
    </p>
  );
}
