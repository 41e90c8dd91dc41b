import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp, BODY_LIMIT } from '../../src/server/app';
import { firebaseVerifier } from '../../src/server/auth/verifier';
import { openPostgres } from '../../src/server/db/client';
import { CLEANING_REQUEST, customer } from '../helpers/actors';
import { describeEachDatabase } from '../helpers/app';
import { bearer, createAccount } from '../helpers/auth';

describeEachDatabase('foundation', (get) => {
  it('answers the health check when the database answers', async () => {
    const response = await get().app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('plans prepared statements once per PostgreSQL connection (docs/decisions/0004)', async () => {
    const { database } = get();
    if (database.kind !== 'postgres') return;
    // Every connection of the pool, not only the first: hold several at once.
    const settings = await Promise.all(
      Array.from({ length: 5 }, () =>
        database.db.execute(
          sql`select current_setting('plan_cache_mode') as mode, pg_sleep(0.05) is null as slept`,
        ),
      ),
    );
    for (const result of settings) {
      expect((result as { rows: { mode: string }[] }).rows[0]?.mode).toBe('force_generic_plan');
    }
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await get().app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ message: 'No API route GET /api/no-such-thing.' });
  });

  it('refuses a write that is not JSON with 415', async () => {
    const account = await createAccount();
    const response = await get().app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { ...bearer(account.idToken), 'content-type': 'text/plain' },
      payload: 'name=x',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/JSON/);
  });

  it('refuses a body over the limit with 413', async () => {
    const account = await createAccount();
    const response = await get().app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { ...bearer(account.idToken), 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(BODY_LIMIT + 10) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request body is too large.' });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const account = await createAccount();
    const response = await get().app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { ...bearer(account.idToken), 'content-type': 'application/json' },
      payload: '{"name": "Th',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('message');
  });

  it('sends the security headers, with a popup-friendly opener policy', async () => {
    const response = await get().app.inject({ method: 'GET', url: '/providers' });
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  it('sends an API answer a policy under which nothing in it loads, runs or is framed', async () => {
    const response = await get().app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    // A page's policies (the opener's, Google's and the emulator's sources) are a page's.
    expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
    const bytes = Object.entries(response.headers)
      .map(([name, value]) => `${name}: ${String(value)}\r\n`)
      .join('').length;
    expect(bytes).toBeLessThan(600);
  });

  it('sends a built script or stylesheet only the headers a subresource needs', async () => {
    for (const url of ['/assets/index-DTriMOCZ.js', '/assets/index-x1.css']) {
      const response = await get().app.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(response.headers['content-security-policy'], url).toBeUndefined();
      expect(response.headers['x-frame-options'], url).toBeUndefined();
      // Nothing to trace in an immutable file of the build: a dozen of them open each page.
      expect(response.headers['x-request-id'], url).toBeUndefined();
    }
    // An image may be opened as a document (an SVG can hold a script), a query is not a hashed
    // file, and a document is a document: all keep every header.
    for (const url of ['/assets/logo-x1.svg', '/assets/index-x1.js?v=1', '/providers']) {
      const response = await get().app.inject({ method: 'GET', url });
      expect(String(response.headers['content-security-policy']), url).toContain(
        "frame-ancestors 'none'",
      );
    }
    const page = await get().app.inject({ method: 'GET', url: '/providers' });
    expect(page.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends them on a real HTTP response, and no CORS grant to a foreign origin', async () => {
    const { app } = get();
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const response = await fetch(`${address}/providers`, {
        headers: { origin: 'https://evil.example.com' },
      });
      expect(response.status).toBe(404);
      const csp = response.headers.get('content-security-policy') ?? '';
      const directives = Object.fromEntries(
        csp.split(';').map((part) => {
          const [name = '', ...values] = part.trim().split(/\s+/);
          return [name, values.join(' ')];
        }),
      );
      expect(directives['object-src']).toBe("'none'");
      expect(directives['base-uri']).toBe("'self'");
      expect(directives['frame-ancestors']).toBe("'none'");
      expect(directives['script-src']).toBeDefined();
      expect(directives['script-src']).not.toContain("'unsafe-inline'");
      expect(directives['script-src']).not.toContain("'unsafe-eval'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
      expect(response.headers.get('access-control-allow-origin')).toBeNull();

      const preflight = await fetch(`${address}/api/quote-requests`, {
        method: 'OPTIONS',
        headers: {
          origin: 'https://evil.example.com',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type, x-khaya-session',
        },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
      expect(preflight.headers.get('access-control-allow-methods')).toBeNull();
      expect(preflight.headers.get('access-control-allow-headers')).toBeNull();
    } finally {
      // The suite's app.close() stops the listener too.
      app.server.closeAllConnections();
    }
  });

  it('publishes an OpenAPI document listing every route the server has', async () => {
    const response = await get().app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths as Record<string, Record<string, unknown>>;
    const routes = get().app.apiRoutes.filter((route) => !route.hidden);
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      expect(
        paths[path]?.[route.method.toLowerCase()],
        `${route.method} ${route.url}`,
      ).toBeDefined();
    }
  });
});

describe('health without a database', () => {
  it('answers 503 with Retry-After when the database does not answer, and stays alive', async () => {
    // Nothing listens on port 1: every connection is refused at once.
    const database = openPostgres('postgres://postgres@127.0.0.1:1/none', { poolSize: 1 });
    const app = await buildApp({
      database,
      verifier: firebaseVerifier('demo-homeservices'),
      publicConfig: {
        firebase: { apiKey: 'k', authDomain: 'd.firebaseapp.com', projectId: 'demo-homeservices' },
      },
      metricsToken: 'metrics-token-0123456789',
    });
    try {
      for (const url of ['/api/health', '/api/health/ready']) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(503);
        expect(response.headers['retry-after']).toBe('5');
        expect(response.json()).toEqual({ message: 'The database is not answering.' });
      }
      // Alive all the same (nothing a restart would mend), and its metrics still answer.
      const live = await app.inject({ method: 'GET', url: '/api/health/live' });
      expect(live.statusCode).toBe(200);
      const metrics = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: 'Bearer metrics-token-0123456789' },
      });
      expect(metrics.statusCode).toBe(200);
      expect(metrics.body).toContain('khaya_http_requests_total');
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describeEachDatabase('text the database cannot store', (get) => {
  it('refuses U+0000 in any field with a 400 naming the field, and stores nothing', async () => {
    const alice = await customer(get().app);
    const response = await get().app.inject({
      method: 'POST',
      url: '/api/quote-requests',
      headers: alice.headers,
      payload: { ...CLEANING_REQUEST, description: 'Leak\u0000under the sink' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      description: 'Remove the invalid character (U+0000) from this field.',
    });
    const list = await get().app.inject({
      method: 'GET',
      url: '/api/quote-requests',
      headers: alice.headers,
    });
    expect(list.json()).toEqual([]);
  });
});
