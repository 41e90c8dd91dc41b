import { Inbox, Percent, Star, Wallet } from 'lucide-react';
import { formatRandOnOneLine } from '../../../domain/money';
import { displayRating } from '../../../domain/presets';
import { NEW_REQUESTS_MAX } from '../../../domain/quote-status';
import { useQuoteRequestStats } from './api';
import { StatsSummary } from './stats-summary';
import { m } from '../../../i18n/paraglide/messages.js';

/** What Avg. Rating says before a provider's first published review (not the spec's fixed 4.9). */
const NO_RATING_YET = m.pstat_new();

/** The Provider Dashboard's four counters; its rating comes with the provider's own profile. */
export function ProviderStats({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  const stats = useQuoteRequestStats('provider');
  return (
    <StatsSummary
      stats={stats}
      cards={[
        {
          label: m.pdash_tab_new(),
          // Counted up to 100 (a dense metro has thousands in reach).
          value:
            stats.data === undefined
              ? undefined
              : stats.data.newRequests >= NEW_REQUESTS_MAX
                ? `${NEW_REQUESTS_MAX}+`
                : stats.data.newRequests,
          icon: Inbox,
        },
        {
          label: m.pstat_response_rate(),
          value: stats.data
            ? stats.data.leadsCounted === 0
              ? m.pstat_new()
              : `${stats.data.responseRate}%`
            : undefined,
          icon: Percent,
          hint: m.pstat_response_hint(),
        },
        {
          label: m.pstat_rating(),
          value: reviewCount > 0 ? displayRating(rating) : NO_RATING_YET,
          icon: Star,
        },
        {
          label: m.pstat_earnings(),
          value: stats.data ? formatRandOnOneLine(stats.data.estimatedEarnings) : undefined,
          icon: Wallet,
          hint: m.pstat_earnings_hint(),
        },
      ]}
    />
  );
}
