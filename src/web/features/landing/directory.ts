import { useEffect, useRef, useState, type RefObject } from 'react';
import type { ProviderListItem, ProviderSummary } from '../../../domain/schemas/providers';
import { FIRST_PROVIDERS_PAGE_URL } from '../providers/first-page';

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

/** How many providers offer each service, from the database. */
export function useProviderCounts(): ProviderSummary['counts'] | null {
  return useJson<ProviderSummary>('/api/providers/summary', true)?.counts ?? null;
}

/**
 * The best-rated providers (the top of Browse Providers' first page, which Browse Providers then
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
  return { ref, providers: page?.slice(0, count) ?? null };
}
