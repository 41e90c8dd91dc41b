import { describe, expect, it } from 'vitest';
import { providerListQuerySchema } from '../../../domain/schemas/providers';
import { memoryProviderListCache, providerListKey } from './list-cache';

const key = (query: Record<string, string>) =>
  providerListKey(providerListQuerySchema.parse(query));

describe('provider list cache', () => {
  it('keys a first page by what it asks for, however it is spelled', () => {
    expect(key({ service: 'plumbing', limit: '12' })).toBe(
      key({ limit: '12', service: 'plumbing' }),
    );
    expect(key({ q: ' Cape Town ' })).toBe(key({ q: 'cape town' }));
    expect(key({ service: 'plumbing' })).not.toBe(key({ service: 'cleaning' }));
    expect(key({ verified: '1' })).not.toBe(key({}));
    expect(key({ maxRate: '200' })).not.toBe(key({ maxRate: '300' }));
    expect(key({ minRating: '4' })).not.toBe(key({ minRating: '4.5' }));
    expect(key({ limit: '12' })).not.toBe(key({ limit: '24' }));
    // Later pages are read fresh every time.
    expect(key({ service: 'plumbing', cursor: 'abc' })).toBeUndefined();
  });

  it('drops a page read before the listings changed', async () => {
    const cache = memoryProviderListCache();
    const page = { body: '[]', nextCursor: null };
    const before = await cache.get('k');
    expect(before.page).toBeUndefined();
    await cache.invalidate(); // a profile was edited while the page was being read
    await cache.set('k', before.generation, page);
    expect((await cache.get('k')).page).toBeUndefined();

    const now = await cache.get('k');
    await cache.set('k', now.generation, page);
    expect((await cache.get('k')).page).toEqual(page);
    await cache.invalidate();
    expect((await cache.get('k')).page).toBeUndefined();
  });
});
