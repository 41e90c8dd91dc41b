import { Search, SlidersHorizontal } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { parseServiceParam, SERVICE_LABELS, SERVICE_TYPES } from '../../domain/services';
import { Button } from '../components/ui/button';
import { Input } from '../components/ui/input';
import { resolveLandingSearch } from '../features/landing/search-target';
import { useProviders, type ProviderFilters } from '../features/providers/api';
import { FilterPanel } from '../features/providers/filter-panel';
import { filtersFrom, urlFor } from '../features/providers/filters';
import { saveHomePlace, useStartNearHome } from '../features/providers/home-place';
import { NearLine } from '../features/providers/near-filter';
import { ProviderResults } from '../features/providers/provider-results';
import { useRawSearch } from '../lib/use-raw-search';
import { useStarted } from '../lib/use-started';

const SEARCH_DEBOUNCE_MS = 300;

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

        <FilterPanel filters={filters} open={filtersOpen} update={update} />

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

        <ProviderResults providers={providers} search={search} near={filters.near} />
      </main>
    </>
  );
}
