import { Link } from 'wouter';
import { feeNotice } from '../../../domain/fees';
import { useCredit } from './api';

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
        Your Khaya credit is below zero: top up to send new quotes.{' '}
        <Link href="/provider/business" className="font-medium underline">
          Top up
        </Link>
      </p>
    );
  }
  const ready = Number.isFinite(amount) && amount > 0;
  return (
    <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="fee-notice">
      {ready
        ? feeNotice(Math.round(amount), credit.data.hires)
        : credit.data.freeHiresLeft > 0
          ? `Your first ${credit.data.rule.freeHires} hires on Khaya are free: ${credit.data.freeHiresLeft} left. Quoting is always free.`
          : `Khaya's fee is ${credit.data.rule.percent}% of the job if you are hired. Quoting is free.`}
    </p>
  );
}
