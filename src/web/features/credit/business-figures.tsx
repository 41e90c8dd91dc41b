import type { BusinessMonth } from '../../../domain/schemas/credit';
import { formatCents, formatRand } from '../../../domain/money';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { LoadError } from '../../components/load-error';
import { useBusiness } from './api';

const MONTH = new Intl.DateTimeFormat('en-ZA', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '45 min', '3 h 10 min', '2 days'. */
function duration(minutes: number | null): string {
  if (minutes === null) return '-';
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 48 * 60) {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    return rest ? `${hours} h ${rest} min` : `${hours} h`;
  }
  return `${Math.round(minutes / 1440)} days`;
}

function Month({ month }: { month: BusinessMonth }) {
  const figures: [string, string][] = [
    ['Leads', String(month.leads)],
    ['Quotes sent', String(month.quotesSent)],
    ['Hires', String(month.hires)],
    ['Win rate', month.winRatePercent === null ? '-' : `${month.winRatePercent}%`],
    ['Time to quote', duration(month.medianMinutesToQuote)],
    ['Earned from hires', formatRand(month.earningsRand)],
    ['Khaya fees', formatCents(month.feesCents)],
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

const label = (month: string) => MONTH.format(new Date(`${month}-01T00:00:00Z`));

/** What the fees bought, month by month: leads, quotes, hires, win rate, speed and earnings. */
export function BusinessFigures() {
  const business = useBusiness();
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">What Khaya brought you</h2>
        <p className="text-sm text-muted-foreground">
          The last twelve months; time to quote is the middle of your quotes' times.
        </p>
      </CardHeader>
      <CardContent className="grid gap-3" data-testid="business-months">
        {business.isError ? (
          <LoadError text="Could not load your figures." onRetry={() => void business.refetch()} />
        ) : business.isPending ? (
          <p className="text-sm text-muted-foreground">Loading…</p>
        ) : business.data.months.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Nothing yet: leads, quotes and hires show here month by month.
          </p>
        ) : (
          business.data.months.map((month) => <Month key={month.month} month={month} />)
        )}
      </CardContent>
    </Card>
  );
}
