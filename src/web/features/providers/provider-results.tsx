import { startTransition, useDeferredValue, useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/empty-state';
import type { NearPlace } from './search-target';
import type { useProviders } from './api';
import { ProviderCard, ProviderCardSkeleton } from './provider-card';
import { m } from '../../../i18n/paraglide/messages.js';

/** Cards rendered in the first pass, and added in each pass after it. */
const CARDS_PER_PASS = 2;

/**
 * Browse Providers' list: skeletons while it loads, what to try when nothing matches, and the
 * cards laid out a few per task, the next page loading when the end of the list comes into view.
 */
export function ProviderResults({
  providers,
  search,
  near,
}: {
  providers: ReturnType<typeof useProviders>;
  /** The address's query: a new search starts the cards again from the first few. */
  search: string;
  near: NearPlace | undefined;
}) {
  // The cards render in a deferred pass, which React works through in slices: a phone stays
  // responsive to taps and scrolling while a page of results appears.
  const data = useDeferredValue(providers.data);
  const loading = providers.isPending || (providers.data !== undefined && data === undefined);
  const items = data?.pages.flatMap((page) => page.items) ?? [];
  // A few cards at a time, each pass in its own task: a slow phone lays out two cards between
  // taps instead of a whole page at once. A new search starts again from the first few.
  const [progress, setProgress] = useState({ search, shown: CARDS_PER_PASS });
  const shown = progress.search === search ? progress.shown : CARDS_PER_PASS;
  useEffect(() => {
    if (shown >= items.length) return;
    const timer = setTimeout(() =>
      startTransition(() => setProgress({ search, shown: shown + CARDS_PER_PASS })),
    );
    return () => clearTimeout(timer);
  }, [search, shown, items.length]);
  // Until the deferred pass has shown what has arrived, the list's end is not where it will be.
  const settled = data === providers.data && shown >= items.length;

  // The next page loads when the end of the list scrolls into view.
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = providers;
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage || !settled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, settled]);

  return (
    <section aria-label={m.pv_results_aria()} aria-busy={loading} className="mt-6">
      {loading ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <ProviderCardSkeleton />
          <ProviderCardSkeleton />
          <ProviderCardSkeleton />
        </div>
      ) : items.length === 0 ? (
        <EmptyState
          title={m.pv_none_title()}
          text={near ? m.pv_none_near({ place: near.label }) : m.pv_none()}
        />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.slice(0, shown).map((provider) => (
            <ProviderCard key={provider.id} provider={provider} near={near} />
          ))}
        </div>
      )}
      {/* Never the browser's scroll anchor: a page appended above them must push the end
          of the list down, not keep it in view (which would load every page in turn). */}
      <div ref={sentinel} className="h-px [overflow-anchor:none]" />
      {hasNextPage ? (
        <div className="mt-6 flex justify-center [overflow-anchor:none]">
          <Button
            variant="outline"
            onClick={() => void fetchNextPage()}
            disabled={isFetchingNextPage}
          >
            {isFetchingNextPage ? m.loading() : m.load_more()}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
