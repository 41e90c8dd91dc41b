import { formatCents } from '../../../domain/money';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { LoadMore } from '../../components/ui/load-more';
import { LoadError } from '../../components/load-error';
import { cn } from '../../lib/utils';
import { useStatement } from './api';
import { statementLineWords } from './credit-words';
import { dayFormat } from '../../lib/dates';
import { m } from '../../../i18n/paraglide/messages.js';

/** 'R1 850' inside a reason kept on one line (its groups joined by no-break spaces). */
const onOneLine = (reason: string) =>
  reason.replace(/R\d{1,3}(?: \d{3})+/g, (amount) => amount.replace(/ /g, '\u00a0'));

/** Every top-up, fee, credit-back and adjustment, newest first, with what it did to the balance. */
export function StatementList() {
  const statement = useStatement();
  const entries = statement.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">{m.biz_statement()}</h2>
      </CardHeader>
      <CardContent className="grid gap-3">
        {statement.isError ? (
          <LoadError text={m.biz_statement_failed()} onRetry={() => void statement.refetch()} />
        ) : statement.isPending ? (
          <p className="text-sm text-muted-foreground">{m.pl_loading()}</p>
        ) : entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">{m.biz_statement_empty()}</p>
        ) : (
          <ul className="grid divide-y" data-testid="statement">
            {entries.map((entry) => (
              <li key={entry.id} className="flex items-start justify-between gap-3 py-2">
                <div className="grid">
                  <span className="text-sm font-medium">
                    {onOneLine(statementLineWords(entry.reason))}
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {dayFormat.format(new Date(entry.at))}
                  </span>
                </div>
                <span
                  className={cn(
                    'shrink-0 font-semibold tabular-nums',
                    entry.cents > 0 ? 'text-success' : 'text-foreground',
                  )}
                >
                  {entry.cents > 0 ? '+' : ''}
                  {formatCents(entry.cents)}
                </span>
              </li>
            ))}
          </ul>
        )}
        <LoadMore list={statement} />
      </CardContent>
    </Card>
  );
}
