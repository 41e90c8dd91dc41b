import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, setSessionHeld, setTokenGetter } from './api';

describe('apiRequest', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('retries a POST whose connection dropped, with the same Idempotency-Key', async () => {
    vi.useFakeTimers();
    const keys: (string | undefined)[] = [];
    const fetchMock = vi.fn((_url: string, init: RequestInit) => {
      keys.push((init.headers as Record<string, string>)['idempotency-key']);
      if (keys.length === 1) return Promise.reject(new TypeError('Failed to fetch'));
      if (keys.length === 2) return Promise.resolve(new Response('{}', { status: 503 }));
      return Promise.resolve(new Response('{"id":"1"}', { status: 201 }));
    });
    vi.stubGlobal('fetch', fetchMock);
    const pending = apiRequest('POST', '/api/quote-requests', { a: 1 });
    await vi.runAllTimersAsync();
    const response = await pending;
    expect(response.status).toBe(201);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(keys).size).toBe(1);
  });

  it('gives up after the last retry, and never retries other methods or client errors', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetchMock);
    const pending = apiRequest('POST', '/api/quotes', {});
    const outcome = expect(pending).rejects.toThrow('Failed to fetch');
    await vi.runAllTimersAsync();
    await outcome;
    expect(fetchMock).toHaveBeenCalledTimes(3);

    fetchMock.mockClear();
    await expect(apiRequest('PATCH', '/api/providers/me', {})).rejects.toThrow('Failed to fetch');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const conflict = vi.fn(() =>
      Promise.resolve(new Response('{"message":"No"}', { status: 409 })),
    );
    vi.stubGlobal('fetch', conflict);
    await expect(apiRequest('POST', '/api/quotes', {})).rejects.toBeInstanceOf(ApiError);
    expect(conflict).toHaveBeenCalledTimes(1);
  });

  it('goes with the session cookie until Firebase is loaded, and with a token once the cookie is refused', async () => {
    let token: string | null = null;
    setTokenGetter(() => Promise.resolve(token));
    const refused = vi.fn(() => {
      token = 'fresh-token';
      return Promise.resolve();
    });
    setSessionHeld(true, refused);
    const sent: Record<string, string>[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        const headers = init.headers as Record<string, string>;
        sent.push(headers);
        const ok = headers['authorization'] === 'Bearer fresh-token';
        return Promise.resolve(
          new Response(ok ? '{"n":1}' : '{"message":"x"}', { status: ok ? 200 : 401 }),
        );
      }),
    );
    const response = await apiRequest('GET', '/api/notifications/unread');
    expect(await response.json()).toEqual({ n: 1 });
    expect(sent[0]).toEqual({ 'x-khaya-session': '1' });
    expect(refused).toHaveBeenCalledTimes(1);
    expect(sent[1]).toEqual({ authorization: 'Bearer fresh-token' });

    // Without a session and without a token, nothing says who it is (a visitor).
    token = null;
    setSessionHeld(false);
    await expect(apiRequest('GET', '/api/users/me')).rejects.toThrow(ApiError);
    expect(sent.at(-1)).toEqual({});
    setTokenGetter(() => Promise.resolve(null));
  });
});
