import { describe, expect, it } from 'vitest';
import { landingSearchUrl } from './search-target';

describe('landing search', () => {
  it('maps the service text to a category and an unknown location to q', () => {
    expect(landingSearchUrl('plumber', 'Durban')).toBe('/providers?service=plumbing&q=Durban');
  });
  it('sends a known place as the point providers must reach', () => {
    expect(
      landingSearchUrl('plumber', 'sea poi', {
        label: 'Sea Point',
        latitude: -33.9,
        longitude: 18.4,
      }),
    ).toBe('/providers?service=plumbing&near=Sea+Point&lat=-33.9&lng=18.4');
  });
  it('goes to all providers when nothing is typed', () => {
    expect(landingSearchUrl('  ', '')).toBe('/providers');
  });
  it('searches by the typed text when it is no category', () => {
    expect(landingSearchUrl('Sparkle', '')).toBe('/providers?q=Sparkle');
  });
});
