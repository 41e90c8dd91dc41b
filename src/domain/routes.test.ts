import { describe, expect, it } from 'vitest';
import { pageForPath } from './routes';

describe('pageForPath', () => {
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
  ])('%s shows %s', (path, page) => {
    expect(pageForPath(path)).toBe(page);
  });
});
