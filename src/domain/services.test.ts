import { describe, expect, it } from 'vitest';
import { matchServiceText, parseServiceParam } from './services';

describe('parseServiceParam', () => {
  it('accepts the four categories in any case', () => {
    expect(parseServiceParam('plumbing')).toBe('plumbing');
    expect(parseServiceParam('Cleaning')).toBe('cleaning');
  });
  it('treats anything else as all services', () => {
    expect(parseServiceParam('roofing')).toBeUndefined();
    expect(parseServiceParam(null)).toBeUndefined();
    expect(parseServiceParam('')).toBeUndefined();
  });
});

describe('matchServiceText', () => {
  it.each([
    ['plumber', 'plumbing'],
    ['My geyser burst', 'plumbing'],
    ['Electrician', 'electrical'],
    ['carpet cleaning', 'cleaning'],
    ['lawn mowing', 'gardening'],
  ])('matches "%s" to %s', (text, service) => {
    expect(matchServiceText(text)).toBe(service);
  });
  it('returns nothing for unrelated text', () => {
    expect(matchServiceText('car rental')).toBeUndefined();
    expect(matchServiceText('   ')).toBeUndefined();
  });
});
