import type { EventDispatcher } from '../../events/dispatcher';
import { typesTouching } from '../../events/types';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { ProviderListQuery } from '../../../domain/schemas/providers';

/**
 * The first pages of Browse Providers, as sent: every visitor who opens a service sees the same
 * page, so it is read from the database once and then served as stored, until a provider
 * profile is created or edited (which forgets every page at once) or {@link PROVIDER_LIST_TTL_MS}
 * has passed (the bound for changes made outside the API, such as an administrator verifying a
 * provider in the database). Later pages (a cursor) are always read fresh.
 *
 * Where it lives follows the rule for shared state: Redis when the app has it (every instance
 * sees one generation counter, so an edit on one instance is seen by all), process memory only
 * with PGlite, which one process holds at a time. PostgreSQL without Redis gets no cache.
 */
export interface ProviderListCache {
  /** The stored page for this query, with the generation to store a fresh one under. */
  get(key: string): Promise<{ generation: string; page: CachedProviderPage | undefined }>;
  /** Stores a page read in `generation`: dropped when the listings changed meanwhile. */
  set(key: string, generation: string, page: CachedProviderPage): Promise<void>;
  /** Provider listings changed: every stored page is forgotten. */
  invalidate(): Promise<void>;
}

export interface CachedProviderPage {
  /** The response body, serialized once. */
  body: string;
  nextCursor: string | null;
}

export const PROVIDER_LIST_TTL_MS = 15_000;
/** At most this many pages in process memory (the least recently used go first). */
export const PROVIDER_LIST_MAX_PAGES = 1000;

/**
 * The cache key of a first page: the parsed query in a fixed order, so `?limit=12&service=x`
 * and `?service=x&limit=12` are one page. Pages with a cursor are not cached (undefined).
 */
export function providerListKey(query: ProviderListQuery): string | undefined {
  // Later pages, and pages near a point (a point is rarely asked twice), are read fresh.
  if (query.cursor !== undefined || query.lat !== undefined) return undefined;
  return JSON.stringify([
    query.service ?? null,
    query.q?.toLowerCase() || null,
    query.verified ?? null,
    query.maxRate ?? null,
    query.minRating ?? null,
    query.limit ?? null,
  ]);
}

/** For PostgreSQL without Redis: nothing stored, every page read from the database. */
export const NO_PROVIDER_LIST_CACHE: ProviderListCache = {
  get: () => Promise.resolve({ generation: '', page: undefined }),
  set: () => Promise.resolve(),
  invalidate: () => Promise.resolve(),
};

export function memoryProviderListCache(ttl = PROVIDER_LIST_TTL_MS): ProviderListCache {
  let generation = 0;
  const pages = new LRUCache<string, CachedProviderPage>({ max: PROVIDER_LIST_MAX_PAGES, ttl });
  return {
    get: (key) => Promise.resolve({ generation: String(generation), page: pages.get(key) }),
    set: (key, read, page) => {
      if (read === String(generation)) pages.set(key, page);
      return Promise.resolve();
    },
    invalidate: () => {
      generation += 1;
      pages.clear();
      return Promise.resolve();
    },
  };
}

/** Reads the generation and the page stored under it in one round trip (ARGV: prefix, key). */
const GET_SCRIPT = `local g = redis.call('GET', KEYS[1]) or '0'
return {g, redis.call('GET', ARGV[1] .. g .. ':' .. ARGV[2])}`;
const GET_COMMAND = 'providerListGet';
type GetPageCommand = (
  generationKey: string,
  prefix: string,
  key: string,
) => Promise<[string, string | null]>;

/**
 * Pages in Redis under the current generation (`<prefix><generation>:<key>`, each with the
 * TTL); invalidating increments the generation, so old pages are never read again and expire.
 * When Redis does not answer, the listing is read from the database as if nothing were stored.
 */
export function redisProviderListCache(
  redis: Redis,
  { prefix = 'provider-list:', ttl = PROVIDER_LIST_TTL_MS } = {},
): ProviderListCache {
  const generationKey = `${prefix}generation`;
  // ioredis sends it by its SHA (EVALSHA), the script's text only when Redis lacks it.
  redis.defineCommand(GET_COMMAND, { numberOfKeys: 1, lua: GET_SCRIPT });
  const getPage = (redis as unknown as Record<typeof GET_COMMAND, GetPageCommand>)[GET_COMMAND];
  return {
    async get(key) {
      try {
        const [generation, body] = await getPage.call(redis, generationKey, prefix, key);
        return {
          generation,
          page: body ? (JSON.parse(body) as CachedProviderPage) : undefined,
        };
      } catch {
        return { generation: '', page: undefined };
      }
    },
    async set(key, generation, page) {
      if (!generation) return; // Redis did not answer the read
      try {
        await redis.set(`${prefix}${generation}:${key}`, JSON.stringify(page), 'PX', ttl);
      } catch {
        // a page not stored is read from the database next time
      }
    },
    async invalidate() {
      try {
        await redis.incr(generationKey);
      } catch {
        // Redis is away: the pages it holds expire within the TTL.
      }
    },
  };
}

/**
 * The cache's subscribers: every event that touches the listing (a profile created or edited, a
 * rating moved, a document decided, a measured response time, a job completed for the landing
 * figures; `EVENT_TOUCHES` in events/types.ts) shows on the next read.
 */
export function clearProviderListCacheOnChange(
  events: EventDispatcher,
  cache: ProviderListCache,
): void {
  for (const type of typesTouching('listing')) events.subscribe(type, () => cache.invalidate());
}
