import type { ProviderPage } from '../../../domain/schemas/providers';
import { SUB_RATINGS } from '../../../domain/reviews';
import { NEW_UNDER_REVIEWS } from '../../../domain/provider-text';
import { displayRating } from '../../../domain/presets';
import { subLabel } from './labels';
import { Stars } from './stars';
import { m } from '../../../i18n/paraglide/messages.js';

/**
 * A provider's rating as its page shows it: the plain mean with the count (or 'New'), how the
 * published reviews split from five stars to one, and the customers' detail ratings.
 */
export function RatingSummary({ provider }: { provider: ProviderPage }) {
  const total = provider.reviewCount;
  const counted = provider.starCounts.reduce((sum, count) => sum + count, 0);
  const details = SUB_RATINGS.filter((sub) => provider.subRatings[sub].average !== null);
  const reviews = total === 1 ? m.rv_count_one() : m.rv_count_many({ count: total });
  return (
    <section aria-label={m.rv_summary_label()} className="grid gap-4 sm:grid-cols-2">
      <div>
        {total < NEW_UNDER_REVIEWS ? (
          <p className="flex items-center gap-2">
            <span className="rounded-full bg-accent px-2.5 py-0.5 text-sm font-semibold text-accent-foreground">
              {m.rv_new()}
            </span>
            <span className="text-muted-foreground">
              {total === 0 ? m.rv_none() : m.rv_so_far({ reviews })}
            </span>
          </p>
        ) : (
          <p className="flex items-center gap-2" data-testid="rating-mean">
            <span className="text-4xl font-semibold">{displayRating(provider.rating)}</span>
            <span className="grid">
              <Stars rating={Math.round(provider.rating / 10)} />
              <span className="text-sm text-muted-foreground">{reviews}</span>
            </span>
          </p>
        )}
        {counted > 0 ? (
          <ol className="mt-3 grid gap-1" aria-label={m.rv_by_stars()}>
            {[5, 4, 3, 2, 1].map((stars) => {
              const count = provider.starCounts[stars - 1] ?? 0;
              return (
                <li
                  key={stars}
                  className="flex items-center gap-2 text-sm"
                  aria-label={
                    stars === 1
                      ? m.rv_stars_count_one({ count })
                      : m.rv_stars_count_many({ stars, count })
                  }
                >
                  <span className="w-3 text-right tabular-nums" aria-hidden>
                    {stars}
                  </span>
                  <span className="h-2 flex-1 overflow-hidden rounded-full bg-muted" aria-hidden>
                    <span
                      className="block h-full rounded-full bg-amber-400"
                      style={{ width: `${(count / counted) * 100}%` }}
                    />
                  </span>
                  <span className="w-6 tabular-nums text-muted-foreground" aria-hidden>
                    {count}
                  </span>
                </li>
              );
            })}
          </ol>
        ) : null}
      </div>
      {details.length > 0 ? (
        <dl className="grid content-start gap-2 text-sm">
          {details.map((sub) => {
            const { average, count } = provider.subRatings[sub];
            return (
              <div key={sub} className="flex items-center justify-between gap-3">
                <dt>{subLabel(sub)}</dt>
                <dd className="flex items-center gap-2">
                  <Stars
                    rating={Math.round((average ?? 0) / 10)}
                    className="hidden sm:inline-flex"
                  />
                  <span className="font-medium tabular-nums">{displayRating(average ?? 0)}</span>
                  <span className="text-muted-foreground">({count})</span>
                </dd>
              </div>
            );
          })}
        </dl>
      ) : null}
    </section>
  );
}
