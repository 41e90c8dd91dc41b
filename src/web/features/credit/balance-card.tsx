import { Wallet } from 'lucide-react';
import { Link } from 'wouter';
import type { CreditSummary } from '../../../domain/schemas/credit';
import { formatCents, formatRand } from '../../../domain/money';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { cn } from '../../lib/utils';
import { m } from '../../../i18n/paraglide/messages.js';

/** The balance, whether new quotes can go out, and how the fee works, in a provider's words. */
export function BalanceCard({ credit }: { credit: CreditSummary }) {
  const { rule } = credit;
  const below = credit.balanceCents < 0;
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Wallet className="size-5 text-primary" aria-hidden />
          {m.biz_credit_heading()}
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
          {below ? m.biz_below() : m.biz_can_quote()}
        </p>
        <div className="grid gap-1 text-sm text-muted-foreground">
          <p>
            {m.biz_rule({
              percent: rule.percent,
              minimum: formatRand(rule.minimumRand),
              maximum: formatRand(rule.maximumRand),
            })}
          </p>
          <p data-testid="free-hires">
            {credit.freeHiresLeft > 0
              ? m.biz_free_left({ free: rule.freeHires, left: credit.freeHiresLeft })
              : m.biz_free_used({ free: rule.freeHires, hires: credit.hires })}
          </p>
          <p>
            {m.biz_credit_terms()} (
            <Link href="/terms" className="font-medium text-primary underline">
              {m.biz_terms_link()}
            </Link>
            ).
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
