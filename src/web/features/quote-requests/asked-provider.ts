const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The provider a 'Request quote' button named (`?provider=<id>&providerName=...`), if any. */
export function askedProvider(search: string): { id: string; name: string } | null {
  const params = new URLSearchParams(search);
  const id = params.get('provider') ?? '';
  if (!UUID.test(id)) return null;
  return { id, name: params.get('providerName')?.trim().slice(0, 100) || 'this provider' };
}

/** The same form without the provider: 'Ask everyone instead'. */
export function withoutProvider(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('provider');
  params.delete('providerName');
  const query = params.toString();
  return query ? `/request?${query}` : '/request';
}
