import { describe, expect, it } from 'vitest';
import { landingSearchUrl } from './search-target';

describe('landing search', () => {
  it('maps the service text to a category and the location to q', () => {
    expect(landingSearchUrl('plumber', 'Durban')).toBe('/providers?service=plumbing&q=Durban');
  });
  it('goes to all providers when nothing is typed', () => {
    expect(landingSearchUrl('  ', '')).toBe('/providers');
  });
  it('searches by the typed text when it is no category', () => {
    expect(landingSearchUrl('Sparkle', '')).toBe('/providers?q=Sparkle');
  });
});
