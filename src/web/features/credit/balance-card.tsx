import { Wallet } from 'lucide-react';
import { Link } from 'wouter';
import type { CreditSummary } from '../../../domain/schemas/credit';
import { formatCents, formatRand } from '../../../domain/money';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { cn } from '../../lib/utils';

/** The balance, whether new quotes can go out, and how the fee works, in a provider's words. */
export function BalanceCard({ credit }: { credit: CreditSummary }) {
  const { rule } = credit;
  const below = credit.balanceCents < 0;
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Wallet className="size-5 text-primary" aria-hidden />
          Khaya credit
        </h2>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p
          className={cn('text-4xl font-bold tabular-nums', below && 'text-destructive')}
          data-testid="credit-balance"
        >
          {formatCents(credit.balanceCents)}
        </p>
        <p
          className={cn(
            'rounded-md p-3 text-sm',
            below ? 'bg-destructive/10 text-destructive' : 'bg-accent/60',
          )}
          role={below ? 'alert' : undefined}
        >
          {below
            ? 'Your credit is below zero after a fee. Top up to send new quotes: your open quotes stand.'
            : 'You can send quotes. Fees come off this credit only when a customer hires you.'}
        </p>
        <div className="grid gap-1 text-sm text-muted-foreground">
          <p>
            Khaya charges only when a customer accepts your quote: {rule.percent}% of the job, at
            least {formatRand(rule.minimumRand)} and at most {formatRand(rule.maximumRand)}, VAT
            included. Leads and quoting are always free.
          </p>
          <p data-testid="free-hires">
            {credit.freeHiresLeft > 0
              ? `Your first ${rule.freeHires} hires are free: ${credit.freeHiresLeft} left.`
              : `Your ${rule.freeHires} free hires are used (${credit.hires} hires so far).`}
          </p>
          <p>
            Khaya credit pays for Khaya's service only: it has no cash value, is valid for three
            years and is refunded only as the law requires (
            <Link href="/terms" className="font-medium text-primary underline">
              terms
            </Link>
            ).
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
