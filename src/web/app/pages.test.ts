import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageForPath, routePattern } from './page-paths';
import { PAGES, type PageEntry } from './pages';

const PAGES_DIR = path.join(import.meta.dirname, '../pages');
/** A public page's module is pages/<name>.tsx; a signed-in page's, pages/signed-in/<name>.tsx. */
const moduleOf = (page: PageEntry) =>
  path.join(PAGES_DIR, page.access === 'signed-in' ? 'signed-in' : '', `${page.name}.tsx`);
const modulesIn = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.tsx') && !file.includes('.test.'))
    .map((file) => file.replace(/\.tsx$/, ''));

describe('page registry', () => {
  it.each(PAGES.map((page): [string, PageEntry] => [page.name, page]))(
    '%s has a title, a description and its module',
    (name, page) => {
      expect(page.title.trim(), 'title').not.toBe('');
      expect(page.description.trim().length, 'description').toBeGreaterThanOrEqual(40);
      expect(page.description.length, 'description').toBeLessThanOrEqual(170);
      expect(fs.existsSync(moduleOf(page)), path.relative(PAGES_DIR, moduleOf(page))).toBe(true);
      if (page.access === 'signed-in') {
        expect(page.signIn.title.trim()).not.toBe('');
        expect(page.signIn.text.trim()).not.toBe('');
      }
    },
  );

  it('registers every page module, each once, and one not-found page', () => {
    const names = PAGES.map((page) => page.name);
    const named = (access: PageEntry['access']) =>
      PAGES.filter((page) => page.access === access)
        .map((page) => page.name)
        .sort();
    expect(modulesIn(PAGES_DIR).sort()).toEqual(named('public'));
    expect(modulesIn(path.join(PAGES_DIR, 'signed-in')).sort()).toEqual(named('signed-in'));
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
