import { SlidersHorizontal } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { parseServiceParam } from '../../domain/services';
import { Button } from '../components/ui/button';
import { resolveLandingSearch } from '../features/providers/search-target';
import { useProviders, type ProviderFilters } from '../features/providers/api';
import { FilterPanel } from '../features/providers/filter-panel';
import { filtersFrom, urlFor } from '../features/providers/filters';
import { saveHomePlace, useStartNearHome } from '../features/providers/home-place';
import { NearLine } from '../features/providers/near-filter';
import { ProviderResults } from '../features/providers/provider-results';
import { NameOrPlaceSearch, ServiceChoice } from '../features/providers/provider-search';
import { useRawSearch } from '../lib/use-raw-search';
import { useStarted } from '../lib/use-started';
import { m } from '../../i18n/paraglide/messages.js';

export default function ProvidersPage() {
  const search = useRawSearch();
  // Until the app runs the prerendered page, its controls would do nothing: disabled meanwhile.
  const started = useStarted();
  const [, navigate] = useLocation();
  const filters = filtersFrom(search);
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

  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-semibold tracking-tight">{m.nav_browse_providers()}</h1>
      <p className="mt-1 text-muted-foreground">{m.pv_subtitle()}</p>

      <ServiceChoice
        value={filters.service}
        disabled={!started}
        onChange={(service) => update({ service })}
      />

      <div className="mt-4 flex gap-2">
        <NameOrPlaceSearch
          initial={filters.q ?? ''}
          disabled={!started}
          onSearch={(q) =>
            // From the address as it is now: other filters may have changed meanwhile.
            navigate(urlFor({ ...filtersFrom(window.location.search), q }), { replace: true })
          }
        />
        <Button
          variant={filtersOpen ? 'secondary' : 'outline'}
          onClick={() => setFiltersOpen((open) => !open)}
          aria-expanded={filtersOpen}
          aria-controls="provider-filters"
          disabled={!started}
        >
          <SlidersHorizontal aria-hidden />
          {activeFilters > 0 ? m.pv_filters_count({ count: activeFilters }) : m.pv_filters()}
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
  );
}
