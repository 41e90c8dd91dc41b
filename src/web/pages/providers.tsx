import { Search, SlidersHorizontal } from 'lucide-react';
import { startTransition, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useRawSearch } from '../lib/use-raw-search';
import { parseServiceParam, SERVICE_LABELS, SERVICE_TYPES } from '../../domain/services';
import { Button } from '../components/ui/button';
import { Checkbox } from '../components/ui/checkbox';
import { Input } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { NativeSelect } from '../components/ui/select';
import { EmptyState } from '../features/quote-requests/empty-state';
import { useProviders, type ProviderFilters } from '../features/providers/api';
import { saveHomePlace, useStartNearHome } from '../features/providers/home-place';
import { NearField, NearLine } from '../features/providers/near-filter';
import { ProviderCard, ProviderCardSkeleton } from '../features/providers/provider-card';
import { resolveLandingSearch } from '../features/landing/search-target';
import { cn } from '../lib/utils';
import { useStarted } from '../lib/use-started';

const SEARCH_DEBOUNCE_MS = 300;
/** Cards rendered in the first pass, and added in each pass after it. */
const CARDS_PER_PASS = 2;

function filtersFrom(search: string): ProviderFilters {
  const params = new URLSearchParams(search);
  const maxRate = Number(params.get('maxRate'));
  const minRating = Number(params.get('minRating'));
  const [lat, lng] = [Number(params.get('lat')), Number(params.get('lng'))];
  const hasPoint =
    params.has('lat') && params.has('lng') && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
  return {
    service: parseServiceParam(params.get('service')),
    q: params.get('q') ?? '',
    verified: params.get('verified') === '1',
    maxRate: Number.isInteger(maxRate) && maxRate > 0 ? maxRate : undefined,
    minRating: minRating > 0 && minRating <= 5 ? minRating : undefined,
    near: hasPoint
      ? { label: params.get('near') || 'the chosen place', latitude: lat, longitude: lng }
      : undefined,
  };
}

function urlFor(filters: ProviderFilters): string {
  const params = new URLSearchParams();
  if (filters.service) params.set('service', filters.service);
  if (filters.q?.trim()) params.set('q', filters.q.trim());
  if (filters.verified) params.set('verified', '1');
  if (filters.maxRate) params.set('maxRate', String(filters.maxRate));
  if (filters.minRating) params.set('minRating', String(filters.minRating));
  if (filters.near) {
    params.set('near', filters.near.label);
    params.set('lat', String(filters.near.latitude));
    params.set('lng', String(filters.near.longitude));
  }
  const query = params.toString();
  return query ? `/providers?${query}` : '/providers';
}

export default function ProvidersPage() {
  const search = useRawSearch();
  // Until the app runs the prerendered page, its controls would do nothing: disabled meanwhile.
  const started = useStarted();
  const [, navigate] = useLocation();
  const filters = filtersFrom(search);
  const [text, setText] = useState(filters.q ?? '');
  const activeFilters = [filters.verified, filters.maxRate, filters.minRating, filters.near].filter(
    Boolean,
  ).length;
  // Open with the filters in use on a wide screen; on a phone the panel would fill the first
  // screen, so it waits for a tap (the button counts what is in use).
  const [filtersOpen, setFiltersOpen] = useState(
    () =>
      activeFilters > 0 &&
      (typeof window === 'undefined' || window.matchMedia('(min-width: 640px)').matches),
  );
  // A landing search sent before the app had started arrives as typed ("Plumber", a location):
  // read it as the landing page would have, once.
  const params = new URLSearchParams(search);
  const typedService = params.get('service');
  const landingSearch =
    params.has('location') || Boolean(typedService && !parseServiceParam(typedService));
  useEffect(() => {
    const params = new URLSearchParams(search);
    const typed = params.get('service');
    if (params.has('location') || (typed && !parseServiceParam(typed))) {
      void resolveLandingSearch(typed ?? '', params.get('location') ?? '').then((url) =>
        navigate(url, { replace: true }),
      );
    }
  }, [search, navigate]);
  const update = (next: Partial<ProviderFilters>) =>
    navigate(urlFor({ ...filters, ...next }), { replace: true });
  // Providers near the person first: where they searched or where their requests are.
  useStartNearHome(filters.near, Boolean(filters.q?.trim()), landingSearch || !started, (near) =>
    update({ near }),
  );
  const providers = useProviders(filters);

  // Free text goes to the URL (and the API) once typing pauses.
  const searchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(searchTimer.current), []);
  const onSearchChange = (value: string) => {
    setText(value);
    clearTimeout(searchTimer.current);
    searchTimer.current = setTimeout(() => {
      navigate(urlFor({ ...filtersFrom(window.location.search), q: value }), { replace: true });
    }, SEARCH_DEBOUNCE_MS);
  };

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
    <>
      <main id="main" className="mx-auto w-full max-w-6xl px-4 py-8">
        <h1 className="text-2xl font-semibold tracking-tight">Browse Providers</h1>
        <p className="mt-1 text-muted-foreground">Trusted local pros, best rated first.</p>

        <div className="mt-6 flex flex-wrap gap-2" role="group" aria-label="Service">
          {[undefined, ...SERVICE_TYPES].map((service) => {
            const active = filters.service === service;
            return (
              <Button
                key={service ?? 'all'}
                size="sm"
                variant={active ? 'default' : 'outline'}
                className="h-10 rounded-full"
                aria-pressed={active}
                disabled={!started}
                onClick={() => update({ service })}
              >
                {service ? SERVICE_LABELS[service] : 'All'}
              </Button>
            );
          })}
        </div>

        <div className="mt-4 flex gap-2">
          <label className="relative flex-1">
            <span className="sr-only">Search by name or location</span>
            <Search
              className="pointer-events-none absolute left-3 top-3.5 size-4 text-muted-foreground"
              aria-hidden
            />
            <Input
              type="search"
              name="q"
              value={text}
              onChange={(e) => onSearchChange(e.target.value)}
              placeholder="Name or location"
              readOnly={!started}
              className="pl-9"
            />
          </label>
          <Button
            variant={filtersOpen ? 'secondary' : 'outline'}
            onClick={() => setFiltersOpen((open) => !open)}
            aria-expanded={filtersOpen}
            aria-controls="provider-filters"
            disabled={!started}
          >
            <SlidersHorizontal aria-hidden />
            {activeFilters > 0 ? `Filters (${activeFilters})` : 'Filters'}
          </Button>
        </div>

        <section
          id="provider-filters"
          aria-label="Filters"
          hidden={!filtersOpen}
          className={cn(
            'mt-3 grid gap-4 rounded-xl border bg-card p-4 sm:grid-cols-3 sm:items-end',
          )}
        >
          <div className="grid gap-1.5 sm:col-span-3">
            <Label htmlFor="near-place">Near</Label>
            {filtersOpen ? (
              <NearField near={filters.near} onChange={(near) => update({ near })} />
            ) : null}
          </div>
          <div className="flex min-h-11 items-center gap-3">
            <Checkbox
              id="verified-only"
              checked={Boolean(filters.verified)}
              onCheckedChange={(checked) => update({ verified: checked === true })}
            />
            <Label htmlFor="verified-only">Verified providers only</Label>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="max-rate">Maximum hourly rate (R)</Label>
            <Input
              id="max-rate"
              name="maxRate"
              inputMode="numeric"
              placeholder="Any"
              defaultValue={filters.maxRate ?? ''}
              onChange={(e) => {
                const value = Number(e.target.value);
                update({ maxRate: Number.isInteger(value) && value > 0 ? value : undefined });
              }}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="min-rating">Minimum rating</Label>
            <NativeSelect
              id="min-rating"
              value={filters.minRating ? String(filters.minRating) : ''}
              onChange={(e) => update({ minRating: Number(e.target.value) || undefined })}
            >
              <option value="">Any rating</option>
              <option value="3">3.0 and up</option>
              <option value="4">4.0 and up</option>
              <option value="4.5">4.5 and up</option>
            </NativeSelect>
          </div>
        </section>

        {filters.near ? (
          <NearLine
            near={filters.near}
            disabled={!started}
            onClear={() => {
              saveHomePlace('anywhere');
              update({ near: undefined });
            }}
          />
        ) : null}

        <section aria-label="Providers" aria-busy={loading} className="mt-6">
          {loading ? (
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              <ProviderCardSkeleton />
              <ProviderCardSkeleton />
              <ProviderCardSkeleton />
            </div>
          ) : items.length === 0 ? (
            <EmptyState
              title="No providers found"
              text={
                filters.near
                  ? `Nobody who matches travels to ${filters.near.label} yet. Try a bigger town nearby, or fewer filters.`
                  : 'Try another service, a nearby town, or fewer filters.'
              }
            />
          ) : (
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {items.slice(0, shown).map((provider) => (
                <ProviderCard key={provider.id} provider={provider} near={filters.near} />
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
                {isFetchingNextPage ? 'Loading...' : 'Load more'}
              </Button>
            </div>
          ) : null}
        </section>
      </main>
    </>
  );
}
