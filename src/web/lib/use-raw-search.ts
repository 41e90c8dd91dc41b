import { useSearch } from 'wouter';

/**
 * The address's query string as it stands (without '?'), for URLSearchParams to decode once.
 * Wouter's `useSearch()` hands it over already passed through `decodeURI`, which turns '%25'
 * into '%': a value that holds an encoded address (`next=/request?...%2526...`) would then be
 * decoded twice and 'Bongani Plumbing & Sons' cut at the '&'. Re-renders as `useSearch` does.
 */
export function useRawSearch(): string {
  const decoded = useSearch();
  return typeof window === 'undefined' ? decoded : window.location.search.replace(/^\?/, '');
}
