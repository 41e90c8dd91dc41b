import type { BusinessMonth } from '../../../domain/schemas/credit';
import { formatCents, formatRand } from '../../../domain/money';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { LoadError } from '../../components/load-error';
import { useBusiness } from './api';
import { monthFormat } from '../../lib/dates';
import { m } from '../../../i18n/paraglide/messages.js';

/** '45 min', '3 h 10 min', '2 days'. */
function duration(minutes: number | null): string {
  if (minutes === null) return '-';
  if (minutes < 60) return m.biz_minutes({ n: minutes });
  if (minutes < 48 * 60) {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    return rest ? m.biz_hours_minutes({ h: hours, min: rest }) : m.biz_hours({ h: hours });
  }
  return m.biz_days({ n: Math.round(minutes / 1440) });
}

function Month({ month }: { month: BusinessMonth }) {
  const figures: [string, string][] = [
    [m.biz_leads(), String(month.leads)],
    [m.biz_quotes_sent(), String(month.quotesSent)],
    [m.biz_hires(), String(month.hires)],
    [m.biz_win_rate(), month.winRatePercent === null ? '-' : `${month.winRatePercent}%`],
    [m.biz_time_to_quote(), duration(month.medianMinutesToQuote)],
    [m.biz_earned(), formatRand(month.earningsRand)],
    [m.biz_fees(), formatCents(month.feesCents)],
  ];
  return (
    <section className="grid gap-2 rounded-lg border p-3" aria-label={label(month.month)}>
      <h3 className="font-medium">{label(month.month)}</h3>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        {figures.map(([name, value]) => (
          <div key={name} className="grid">
            <dt className="text-muted-foreground">{name}</dt>
            <dd className="font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const label = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));

/** What the fees bought, month by month: leads, quotes, hires, win rate, speed and earnings. */
export function BusinessFigures() {
  const business = useBusiness();
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">{m.biz_fig_heading()}</h2>
        <p className="text-sm text-muted-foreground">{m.biz_fig_text()}</p>
      </CardHeader>
      <CardContent className="grid gap-3" data-testid="business-months">
        {business.isError ? (
          <LoadError text={m.biz_fig_failed()} onRetry={() => void business.refetch()} />
        ) : business.isPending ? (
          <p className="text-sm text-muted-foreground">{m.pl_loading()}</p>
        ) : business.data.months.length === 0 ? (
          <p className="text-sm text-muted-foreground">{m.biz_fig_empty()}</p>
        ) : (
          business.data.months.map((month) => <Month key={month.month} month={month} />)
        )}
      </CardContent>
    </Card>
  );
}
