import type { LucideIcon } from 'lucide-react';
import { LoadError } from '../../components/load-error';
import { StatCard } from './stat-card';
import { m } from '../../../i18n/paraglide/messages.js';

/**
 * A dashboard's counters: placeholders while they load, and when their call fails, the error
 * with a way to ask again instead of placeholders for ever.
 */
export function StatsSummary({
  stats,
  cards,
}: {
  stats: { isError: boolean; isFetching: boolean; refetch: () => unknown };
  cards: {
    label: string;
    value: string | number | undefined;
    icon: LucideIcon;
    hint?: string | undefined;
  }[];
}) {
  if (stats.isError && !stats.isFetching) {
    return (
      <section aria-label={m.summary_label()} className="mt-6">
        <LoadError text={m.summary_failed()} onRetry={() => void stats.refetch()} />
      </section>
    );
  }
  return (
    <section aria-label={m.summary_label()} className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map((card) => (
        <StatCard key={card.label} {...card} />
      ))}
    </section>
  );
}
