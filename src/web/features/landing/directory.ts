import { useEffect, useRef, useState, type RefObject } from 'react';
import type { ProviderListItem, ProviderSummary } from '../../../domain/schemas/providers';
import { FIRST_PROVIDERS_PAGE_URL } from '../providers';

/**
 * What the landing page shows of the directory, read once the app runs the page (the
 * prerendered page is the same for everyone): a plain fetch, so the landing page carries no
 * data library. Null until it has arrived, or when it could not (the page still reads well).
 */
function useJson<T>(url: string, when: boolean): T | null {
  const [data, setData] = useState<T | null>(null);
  useEffect(() => {
    if (!when) return;
    const controller = new AbortController();
    fetch(url, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<T>) : null))
      .then((value) => {
        if (value !== null) setData(value);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [url, when]);
  return data;
}

let summary: Promise<ProviderSummary | null> | null = null;

/** The directory's summary, asked for once per page load by all who show part of it. */
function loadSummary(): Promise<ProviderSummary | null> {
  summary ??= fetch('/api/providers/summary')
    .then((response) => (response.ok ? (response.json() as Promise<ProviderSummary>) : null))
    .catch(() => null)
    .then((value) => {
      if (value === null) summary = null; // asked again by the next page that shows it
      return value;
    });
  return summary;
}

function useDirectorySummary(): ProviderSummary | null {
  const [data, setData] = useState<ProviderSummary | null>(null);
  useEffect(() => {
    let live = true;
    void loadSummary().then((value) => {
      if (live && value) setData(value);
    });
    return () => {
      live = false;
    };
  }, []);
  return data;
}

/** How many providers offer each service, from the database. */
export function useProviderCounts(): ProviderSummary['counts'] | null {
  return useDirectorySummary()?.counts ?? null;
}

/** The statistics strip's figures (each null while too small to show). */
export function useLandingFigures(): ProviderSummary['figures'] | null {
  return useDirectorySummary()?.figures ?? null;
}

/** A featured provider has at least this many published reviews. */
export const FEATURED_MIN_REVIEWS = 3;

/**
 * The best-rated proven providers (the top of Browse Providers' first page, which Browse Providers then
 * has at hand), asked for when the section comes near the screen.
 */
export function useFeaturedProviders(count: number): {
  ref: RefObject<HTMLElement | null>;
  providers: ProviderListItem[] | null;
} {
  const ref = useRef<HTMLElement | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '400px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const page = useJson<ProviderListItem[]>(FIRST_PROVIDERS_PAGE_URL, near);
  // Proven ones only: customers' reviews stand behind them, not a 'New' label.
  const proven = page?.filter((provider) => provider.reviewCount >= FEATURED_MIN_REVIEWS);
  return { ref, providers: proven?.slice(0, count) ?? null };
}
