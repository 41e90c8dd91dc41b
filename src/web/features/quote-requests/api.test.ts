import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { quoteRequestKeys, refreshView } from './keys';

describe('quote-request cache keys', () => {
  it("refreshes one side's lists, counters and the request written, and nothing else", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    const keys = {
      customerAll: quoteRequestKeys.list('customer', 'uid-1', 'all'),
      customerPending: quoteRequestKeys.list('customer', 'uid-1', 'pending'),
      customerStats: [...quoteRequestKeys.stats('customer'), 'uid-1'],
      providerList: quoteRequestKeys.list('provider', 'uid-1', 'all'),
      providerStats: [...quoteRequestKeys.stats('provider'), 'uid-1'],
      written: [...quoteRequestKeys.one('r-1'), 'uid-1'],
      other: [...quoteRequestKeys.one('r-2'), 'uid-1'],
      providers: ['/api/providers', 'list', {}],
    };
    for (const key of Object.values(keys)) client.setQueryData(key, { seeded: true });
    await refreshView(client, 'customer', 'r-1');
    const invalidated = Object.entries(keys)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
    expect(invalidated.sort()).toEqual(
      ['customerAll', 'customerPending', 'customerStats', 'written'].sort(),
    );
  });
});
