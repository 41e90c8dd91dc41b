import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

interface Operation {
  operationId?: string;
  security?: unknown[];
  parameters?: { in: string; name: string }[];
  responses: Record<string, { headers?: Record<string, unknown> }>;
}
type Document = { paths: Record<string, Record<string, Operation>> };

/** `/api/docs/json` as integrators' tools read it: linted, and true to what the server sends. */
describe('the API document', () => {
  let testApp: TestApp;
  let document: Document;
  beforeAll(async () => {
    testApp = await createTestApp('pglite');
    document = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  });
  afterAll(() => testApp.close());

  const operations = () =>
    Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );

  it("passes Redocly's strict recommended rules", async () => {
    const config = await createConfig({
      extends: ['recommended-strict'],
      // GET /api/health answers 200 or 503: nothing a client can get wrong, so no 4xx.
      rules: { 'operation-4xx-response': 'off' },
    });
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: '/api/docs/json',
      config,
    });
    expect(
      problems.map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? '?'}`),
    ).toEqual([]);
  });

  it('keeps the admin desk and the dev mailbox out of the public document', () => {
    const paths = Object.keys(document.paths);
    expect(paths.filter((path) => /^\/api\/(admin|dev)\//.test(path))).toEqual([]);
    expect(JSON.stringify(document)).not.toMatch(/adminListDocuments|listDevMailbox/);
  });

  it('names every operation once, and marks the public ones', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const open = operations()
      .filter(({ operation }) => operation.security?.length === 0)
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`)
      .sort();
    expect(open).toEqual([
      'DELETE /api/session',
      'GET /api/calendar-feeds/{secret}/visits.ics',
      'GET /api/health',
      'GET /api/health/live',
      'GET /api/health/ready',
      'GET /api/instant-cleans',
      'GET /api/photos/{name}',
      'GET /api/places',
      'GET /api/price-guides',
      'GET /api/providers',
      'GET /api/providers/summary',
      'GET /api/providers/{id}',
      'GET /api/providers/{id}/reviews',
      'GET /api/providers/{id}/work-photos/{photoId}',
      'GET /api/providers/{id}/work-photos/{photoId}/thumb',
      'GET /api/quote-requests/open-near',
      'GET /api/webhooks/whatsapp',
      'POST /api/notifications/unsubscribe',
      'POST /api/payments/payfast/notify',
      'POST /api/payments/tradesafe/callback',
      'POST /api/session',
      'POST /api/webhooks/whatsapp',
    ]);
  });

  it('documents exactly the answers each route declares, with the headers that come with them', () => {
    for (const route of testApp.app.apiRoutes.filter((r) => !r.hidden)) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      const operation = document.paths[path]?.[route.method.toLowerCase()];
      const name = `${route.method} ${route.url}`;
      expect(operation, name).toBeDefined();
      expect(Object.keys(operation!.responses).sort(), name).toEqual(
        Object.keys(route.responses).sort(),
      );
      for (const status of ['429', '503'])
        if (operation!.responses[status])
          expect(operation!.responses[status].headers, `${name} ${status}`).toHaveProperty(
            'Retry-After',
          );
      if (route.method === 'POST') {
        expect(
          operation!.parameters?.map((p) => p.name),
          name,
        ).toContain('Idempotency-Key');
        expect(Object.keys(operation!.responses), name).toEqual(
          expect.arrayContaining(['413', '415', '422', '429']),
        );
      }
      if (route.auth !== 'public') expect(operation!.responses, name).toHaveProperty('401');
    }
    const list = document.paths['/api/quote-requests']!['get']!;
    expect(list.responses['200']!.headers).toHaveProperty('X-Next-Cursor');
  });
});
