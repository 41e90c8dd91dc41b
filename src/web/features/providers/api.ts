import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { NEXT_CURSOR_HEADER } from '../../../domain/http';
import type {
  createProviderBodySchema,
  ProviderListItem,
  ProviderPage,
  ProviderProfile,
  updateProviderBodySchema,
} from '../../../domain/schemas/providers';
import { providerPageApiPath } from '../../../domain/provider-text';
import type { ServiceType } from '../../../domain/services';
import { ApiError, apiJson, type Page } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { quoteRequestKeys } from '../quote-requests/keys';
import { useAccountIfSignedIn } from '../auth';
import { userRecordKey } from '../auth';
import { PROVIDERS_PAGE_SIZE } from './first-page';
import type { NearPlace } from './search-target';

export type CreateProviderInput = z.input<typeof createProviderBodySchema>;
export type UpdateProviderInput = z.input<typeof updateProviderBodySchema>;

/** The cache keys of this feature. */
export const providerKeys = {
  lists: ['/api/providers', 'list'] as const,
  list: (filters: ProviderFilters) => ['/api/providers', 'list', filters] as const,
  own: (uid: string | undefined) => ['/api/providers', 'me', uid] as const,
};

/** Providers' public pages and their review lists (a review or reply marks them out of date). */
export const providerPageKeys = {
  all: ['/api/providers', 'page'] as const,
  page: (url: string) => ['/api/providers', 'page', url] as const,
  reviews: (providerId: string) => ['/api/providers', 'page', providerId, 'reviews'] as const,
};
/** A provider's public page may be this old before it is fetched again. */
export const PUBLIC_PAGE_STALE_MS = 30_000;

/**
 * A provider's public page (null: no such provider listed), with its distance from the point
 * in the page's query. Fetched as the document preloaded it: the same address, no token.
 */
export function useProviderPage(id: string, search: string) {
  const url = providerPageApiPath(id, search);
  return useQuery({
    queryKey: providerPageKeys.page(url),
    staleTime: PUBLIC_PAGE_STALE_MS,
    queryFn: async ({ signal }): Promise<ProviderPage | null> => {
      const response = await fetch(url, { signal });
      if (response.status === 404) return null;
      if (!response.ok) throw new ApiError(response.status, await response.text());
      return (await response.json()) as ProviderPage;
    },
  });
}

export interface ProviderFilters {
  service?: ServiceType | undefined;
  q?: string | undefined;
  verified?: boolean | undefined;
  maxRate?: number | undefined;
  minRating?: number | undefined;
  /** Only providers who travel to this place. */
  near?: NearPlace | undefined;
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
  if (filters.near) {
    params.set('lat', String(filters.near.latitude));
    params.set('lng', String(filters.near.longitude));
  }
  if (cursor) params.set('cursor', cursor);
  return params;
}

/** The public providers listing, best first, page by page. */
export function useProviders(filters: ProviderFilters) {
  return useInfiniteQuery({
    queryKey: providerKeys.list(filters),
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

/**
 * The caller's provider profile: null when they have none. Their own record says whether there is
 * one: when it says not (onboarding), nothing is asked (no 404 in the console).
 */
export function useOwnProvider(enabled = true) {
  const { user } = useAuth();
  const account = useAccountIfSignedIn();
  const none = account?.hasProviderProfile === false;
  return useQuery({
    queryKey: providerKeys.own(user?.uid),
    queryFn: async () => {
      if (none) return null;
      try {
        return await apiJson<ProviderProfile>('GET', '/api/providers/me');
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled: Boolean(user) && enabled,
  });
}

/**
 * Creates or updates the caller's provider profile. The profile is what its pages show at once;
 * the public listing and the requests the provider sees (its services and area) are refreshed.
 */
export function useSaveProvider(mode: 'create' | 'update') {
  const client = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: (body: CreateProviderInput | UpdateProviderInput) =>
      mode === 'create'
        ? apiJson<ProviderProfile>('POST', '/api/providers', body)
        : apiJson<ProviderProfile>('PATCH', '/api/providers/me', body),
    onSuccess: async (profile) => {
      client.setQueryData(providerKeys.own(user?.uid), profile);
      await Promise.all([
        // The record now says there is a profile.
        mode === 'create' && user
          ? client.invalidateQueries({ queryKey: userRecordKey(user.uid) })
          : null,
        client.invalidateQueries({ queryKey: providerKeys.lists }),
        client.invalidateQueries({ queryKey: quoteRequestKeys.lists('provider') }),
        client.invalidateQueries({ queryKey: quoteRequestKeys.stats('provider') }),
      ]);
    },
  });
}
