import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGES, pageForPath, routePattern, type PageEntry } from './pages';

const PAGES_DIR = path.join(import.meta.dirname, '../pages');

describe('page registry', () => {
  it.each(PAGES.map((page): [string, PageEntry] => [page.name, page]))(
    '%s has a title, a description and its module',
    (name, page) => {
      expect(page.title.trim(), 'title').not.toBe('');
      expect(page.description.trim().length, 'description').toBeGreaterThanOrEqual(40);
      expect(page.description.length, 'description').toBeLessThanOrEqual(170);
      expect(fs.existsSync(path.join(PAGES_DIR, `${name}.tsx`)), `src/web/pages/${name}.tsx`).toBe(
        true,
      );
      if (page.access === 'signed-in') {
        expect(page.signIn.title.trim()).not.toBe('');
        expect(page.signIn.text.trim()).not.toBe('');
      }
    },
  );

  it('registers every page module, each once, and one not-found page', () => {
    const modules = fs
      .readdirSync(PAGES_DIR)
      .filter((file) => file.endsWith('.tsx') && !file.includes('.test.'))
      .map((file) => file.replace(/\.tsx$/, ''));
    const names = PAGES.map((page) => page.name);
    expect([...names].sort()).toEqual(modules.sort());
    expect(new Set(names).size).toBe(names.length);
    const paths = PAGES.flatMap((page) => (page.path === null ? [] : [page.path]));
    expect(new Set(paths).size).toBe(paths.length);
    expect(PAGES.filter((page) => page.path === null)).toHaveLength(1);
  });

  it.each([
    ['/', 'home'],
    ['/login', 'login'],
    ['/providers', 'providers'],
    ['/provider', 'provider'],
    ['/quote/0b4e', 'quote'],
    ['/customer/', 'customer'],
    ['/quote', 'not-found'],
    ['/quote/a/b', 'not-found'],
    ['/nope', 'not-found'],
    ['/login.php', 'not-found'],
  ])('%s shows %s', (pathname, name) => {
    expect(pageForPath(pathname).name).toBe(name);
  });

  it('matches a route literally, a :name segment as one segment', () => {
    expect(routePattern('/')).toBe('^/*$');
    expect(routePattern('/quote/:id')).toBe('^/quote/[^/]+/*$');
    expect(new RegExp(routePattern('/a.b')).test('/axb')).toBe(false);
  });
});
