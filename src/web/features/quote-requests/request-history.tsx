import { formatRandOnOneLine } from '../../../domain/money';
import type { Comparison } from '../../../domain/schemas/quotes';
import { dayTimeFormat } from '../../lib/dates';

type Entry = Comparison['history'][number];

function sentence(entry: Entry): string {
  const who = entry.providerName ?? 'A provider';
  const price = entry.amount === null ? '' : formatRandOnOneLine(entry.amount);
  switch (entry.kind) {
    case 'posted':
      return 'You posted the request';
    case 'quoted':
      return `${who} quoted ${price}`;
    case 'revised':
      return `${who} changed their quote to ${price}`;
    case 'withdrawn':
      return `${who} withdrew their quote`;
    case 'accepted':
      return `You accepted ${who}'s quote of ${price}`;
    case 'declined':
      return `${who}'s quote of ${price} was declined`;
    case 'completed':
      return 'You marked the job completed';
    case 'closed':
      return 'You closed the request';
    case 'cancelled_by_customer':
      return `You cancelled the visit with ${who}`;
    case 'cancelled_by_provider':
      return `${who} cancelled the visit`;
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
