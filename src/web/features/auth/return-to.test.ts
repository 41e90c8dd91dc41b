import { describe, expect, it } from 'vitest';
import { authHref, nextFrom, sitePath } from './return-to';

describe('returning after sign-in', () => {
  it.each([
    ['/request?service=plumbing', '/request?service=plumbing'],
    ['/quote/0b4e', '/quote/0b4e'],
    ['/customer#top', '/customer#top'],
    ['/', '/'],
  ])('goes back to %s', (value, expected) => {
    expect(sitePath(value)).toBe(expected);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    '/\\/evil.example',
    '/.//evil.example',
    '/..//evil.example',
    '/./\\evil.example',
    '/x/..//evil.example',
    'javascript:alert(1)',
    'evil.example',
    '/login',
    '/register/',
    '/reset-password?x=1',
    '/a\nb',
    '',
    null,
  ])('never to %j', (value) => {
    expect(sitePath(value)).toBeNull();
  });

  it('reads next from the address and writes it into sign-in and sign-up links', () => {
    expect(nextFrom('?next=%2Frequest%3Fservice%3Dplumbing')).toBe('/request?service=plumbing');
    expect(nextFrom('?next=https%3A%2F%2Fevil.example')).toBeNull();
    expect(authHref('/login', '/request?service=plumbing')).toBe(
      '/login?next=%2Frequest%3Fservice%3Dplumbing',
    );
    expect(authHref('/register', '/provider', true)).toBe('/register?next=%2Fprovider&as=provider');
    expect(authHref('/login', '/')).toBe('/login');
    expect(authHref('/login', '//evil.example')).toBe('/login');
  });
});
