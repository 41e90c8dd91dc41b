import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_PAGES } from '../../domain/routes';

describe('route table', () => {
  const source = fs.readFileSync(path.join(import.meta.dirname, 'routes.tsx'), 'utf8');

  it('serves exactly the routes the server preloads for, each with its page module', () => {
    const paths = [...source.matchAll(/\{ path: '([^']+)', component: /g)].map((m) => m[1]);
    expect(paths.sort()).toEqual(ROUTE_PAGES.map((r) => r.path).sort());
    for (const { page } of ROUTE_PAGES) {
      expect(fs.existsSync(path.join(import.meta.dirname, `../pages/${page}.tsx`)), page).toBe(
        true,
      );
      expect(source).toContain(`'../pages/${page}'`);
    }
  });
});
