import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CleanExtra } from '../../../domain/price-list';
import type {
  BookCleanBody,
  InstantCleanSearch,
  PriceListBody,
  PriceListView,
} from '../../../domain/schemas/instant-cleans';
import { apiJson } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { refreshView } from '../quote-requests/keys';

/** What a customer looks for: a home at a point, a day, its rooms and extras. */
export interface CleanSearch {
  latitude: number;
  longitude: number;
  date: string;
  bedrooms: number;
  bathrooms: number;
  extras: CleanExtra[];
}

export const instantCleanKey = (search: CleanSearch | null) => ['/api/instant-cleans', search];

export function searchPath(search: CleanSearch): string {
  const params = new URLSearchParams({
    latitude: String(search.latitude),
    longitude: String(search.longitude),
    date: search.date,
    bedrooms: String(search.bedrooms),
    bathrooms: String(search.bathrooms),
  });
  if (search.extras.length > 0) params.set('extras', search.extras.join(','));
  return `/api/instant-cleans?${params.toString()}`;
}

/** The cleaners who can come, with price and free starts (none asked until there is a search). */
export function useInstantCleans(search: CleanSearch | null) {
  return useQuery({
    queryKey: instantCleanKey(search),
    queryFn: () => apiJson<InstantCleanSearch>('GET', search ? searchPath(search) : ''),
    enabled: search !== null,
  });
}

/** Books a start; a start taken meanwhile (409) refreshes the list. */
export function useBookClean(search: CleanSearch | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BookCleanBody) =>
      apiJson<{ quoteRequestId: string; bookingId: string }>('POST', '/api/instant-cleans', body),
    onSuccess: () => refreshView(client, 'customer'),
    onError: () => client.invalidateQueries({ queryKey: instantCleanKey(search) }),
  });
}

const LIST = '/api/providers/me/price-list';
const listKey = (uid: string | undefined) => [LIST, uid] as const;

/** The cleaner's own price list (null before it made one), read once its card is opened. */
export function usePriceList(enabled: boolean) {
  const { user } = useAuth();
  return useQuery({
    queryKey: listKey(user?.uid),
    queryFn: () => apiJson<PriceListView | null>('GET', LIST),
    enabled: enabled && Boolean(user),
  });
}

export function useSavePriceList() {
  const client = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: (body: PriceListBody) => apiJson<PriceListView>('PUT', LIST, body),
    onSuccess: (saved) => client.setQueryData(listKey(user?.uid), saved),
  });
}
