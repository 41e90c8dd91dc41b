import { formatRandOnOneLine } from '../../../domain/money';
import type { Comparison } from '../../../domain/schemas/quote-comparison';
import { dayTimeFormat } from '../../lib/dates';
import { m } from '../../../i18n/paraglide/messages.js';

type Entry = Comparison['history'][number];

function sentence(entry: Entry): string {
  const who = entry.providerName ?? m.hist_a_provider();
  const price = entry.amount === null ? '' : formatRandOnOneLine(entry.amount);
  switch (entry.kind) {
    case 'posted':
      return m.hist_posted();
    case 'quoted':
      return m.hist_quoted({ who, price });
    case 'revised':
      return m.hist_revised({ who, price });
    case 'withdrawn':
      return m.hist_withdrawn({ who });
    case 'accepted':
      return m.hist_accepted({ who, price });
    case 'declined':
      return m.hist_declined({ who, price });
    case 'completed':
      return m.hist_completed();
    case 'closed':
      return m.hist_closed();
    case 'cancelled_by_customer':
      return m.hist_cancelled_you({ who });
    case 'cancelled_by_provider':
      return m.hist_cancelled_them({ who });
  }
}

/** What happened to a request, oldest first. */
export function RequestHistory({ history }: { history: Comparison['history'] }) {
  return (
    <ol className="grid gap-2 border-l-2 pl-4 text-sm" data-testid="request-history">
      {history.map((entry, index) => (
        <li key={`${entry.kind}-${entry.at}-${index}`} className="grid">
          <span>{sentence(entry)}</span>
          <time dateTime={entry.at} className="text-xs text-muted-foreground">
            {dayTimeFormat.format(new Date(entry.at))}
          </time>
        </li>
      ))}
    </ol>
  );
}
