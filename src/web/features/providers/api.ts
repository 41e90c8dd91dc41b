import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { NEXT_CURSOR_HEADER, PROVIDERS_PAGE_SIZE } from '../../../domain/http';
import type { ProviderListItem, ProviderProfile } from '../../../domain/schemas/providers';
import type { ServiceType } from '../../../domain/services';
import { ApiError, apiRequest } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import type { Page } from '../quote-requests/api';

export interface ProviderFilters {
  service?: ServiceType | undefined;
  q?: string | undefined;
  verified?: boolean | undefined;
  maxRate?: number | undefined;
  minRating?: number | undefined;
}

export function providerListParams(
  filters: ProviderFilters,
  cursor: string | null,
): URLSearchParams {
  const params = new URLSearchParams({ limit: String(PROVIDERS_PAGE_SIZE) });
  if (filters.service) params.set('service', filters.service);
  if (filters.q?.trim()) params.set('q', filters.q.trim());
  if (filters.verified) params.set('verified', '1');
  if (filters.maxRate) params.set('maxRate', String(filters.maxRate));
  if (filters.minRating) params.set('minRating', String(filters.minRating));
  if (cursor) params.set('cursor', cursor);
  return params;
}

/** The public providers listing, best first, page by page. */
export function useProviders(filters: ProviderFilters) {
  return useInfiniteQuery({
    queryKey: ['/api/providers', 'list', filters],
    queryFn: async ({ pageParam, signal }): Promise<Page<ProviderListItem>> => {
      const response = await fetch(
        `/api/providers?${providerListParams(filters, pageParam).toString()}`,
        { signal },
      );
      if (!response.ok) throw new Error('Failed to fetch providers');
      return {
        items: (await response.json()) as ProviderListItem[],
        nextCursor: response.headers.get(NEXT_CURSOR_HEADER),
      };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** The caller's provider profile: null when they have none. */
export function useOwnProvider(enabled = true) {
  const { user } = useAuth();
  return useQuery({
    queryKey: ['/api/providers', 'me', user?.uid],
    queryFn: async () => {
      try {
        return (await (await apiRequest('GET', '/api/providers/me')).json()) as ProviderProfile;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled: Boolean(user) && enabled,
  });
}

export interface ProviderProfileBody {
  bio: string;
  services: ServiceType[];
  hourlyRate: number | null;
  responseTime: string;
  location: string;
  latitude: number | null;
  longitude: number | null;
}

export function useSaveProvider(mode: 'create' | 'update') {
  return useMutation({
    mutationFn: async (body: ProviderProfileBody & { userId?: string }) => {
      const response =
        mode === 'create'
          ? await apiRequest('POST', '/api/providers', body)
          : await apiRequest('PATCH', '/api/providers/me', body);
      return (await response.json()) as ProviderProfile;
    },
  });
}
