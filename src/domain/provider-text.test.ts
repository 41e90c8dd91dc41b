import { describe, expect, it } from 'vitest';
import {
  isResponsive,
  providerPageApiPath,
  providerPageDescription,
  providerPageTitle,
  servicesInWords,
} from './provider-text';

const PLUMBER = {
  name: 'Mzansi Plumbing',
  services: ['plumbing', 'electrical'],
  location: 'Sea Point, Cape Town, Western Cape',
  rating: 43,
  reviewCount: 23,
  hourlyRate: 350,
};

describe('a provider in words', () => {
  it('names its services as a sentence starts', () => {
    expect(servicesInWords(['cleaning'])).toBe('Cleaning');
    expect(servicesInWords(['plumbing', 'electrical'])).toBe('Plumbing and electrical');
    expect(servicesInWords(['cleaning', 'gardening', 'plumbing'])).toBe(
      'Cleaning, gardening and plumbing',
    );
  });

  it('titles and describes its page, New under three reviews', () => {
    expect(providerPageTitle(PLUMBER)).toBe(
      'Mzansi Plumbing: plumbing and electrical in Sea Point, Cape Town',
    );
    expect(providerPageDescription(PLUMBER)).toBe(
      'Plumbing and electrical in Sea Point, Cape Town. Rated 4.3 from 23 reviews. R350 an hour. Ask Mzansi Plumbing for a quote on Khaya.',
    );
    expect(providerPageDescription({ ...PLUMBER, reviewCount: 2, hourlyRate: null })).toContain(
      'New on Khaya. Quotes per job.',
    );
  });

  it("spells the page's API address alike for the server's preload and the page", () => {
    const id = '0d990da9-25e7-4eb6-9d09-91876c404753';
    expect(providerPageApiPath(id, '')).toBe(`/api/providers/${id}`);
    expect(providerPageApiPath(id, '?near=Soweto&lat=-26.2678&lng=27.858500')).toBe(
      `/api/providers/${id}?lat=-26.2678&lng=27.8585`,
    );
    // Half a point, or one off the globe, asks for no distance.
    expect(providerPageApiPath(id, 'lat=-26.2')).toBe(`/api/providers/${id}`);
    expect(providerPageApiPath(id, 'lat=-126.2&lng=27')).toBe(`/api/providers/${id}`);
    expect(providerPageApiPath(id, 'lat=abc&lng=27')).toBe(`/api/providers/${id}`);
  });
});

describe("'Responsive'", () => {
  it.each([
    [null, false],
    [0, true],
    [240, true],
    [241, false],
    [1_440, false],
  ])('a measured median of %s minutes: %s', (minutes, responsive) => {
    expect(isResponsive(minutes)).toBe(responsive);
  });
});
