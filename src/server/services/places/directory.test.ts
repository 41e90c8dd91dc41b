import { describe, expect, it } from 'vitest';
import { nearestPlace, placeBySlug, placeDirectory, placesNear } from './directory';

describe('the place directory (search pages)', () => {
  const places = placeDirectory();

  it('gives every place one slug, as the search pages route takes it', () => {
    const slugs = places.map((one) => one.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(places.length).toBeGreaterThan(1100);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9][a-z0-9-]{0,119}$/);
  });

  it("names a metro's suburb with its city and links it to the city's page", () => {
    const umlazi = placeBySlug('umlazi-durban');
    expect(umlazi).toMatchObject({
      area: 'Umlazi, Durban',
      metro: 'Durban',
      isTown: false,
      townSlug: 'durban',
    });
    expect(placeBySlug('durban')).toMatchObject({ isTown: true, townSlug: null, metro: 'Durban' });
    expect(placeBySlug('sea-point-cape-town')?.townSlug).toBe('cape-town');
    expect(placeBySlug('stellenbosch')).toMatchObject({ isTown: true, metro: '' });
    // A town whose name a bigger one took adds its province.
    expect(placeBySlug('middelburg')?.province).toBe('Mpumalanga');
    expect(placeBySlug('middelburg-eastern-cape')?.province).toBe('Eastern Cape');
    // Every town link leads to a place.
    for (const one of places) if (one.townSlug) expect(placeBySlug(one.townSlug)).toBeDefined();
  });

  it('finds the nearest places to a place and to a point', () => {
    const umlazi = placeBySlug('umlazi-durban');
    if (!umlazi) throw new Error('no Umlazi');
    const near = placesNear(umlazi, 15);
    expect(near.length).toBeGreaterThan(0);
    expect(near.map((one) => one.km)).toEqual([...near.map((one) => one.km)].sort((a, b) => a - b));
    expect(near.some((one) => one.entry.slug === umlazi.slug)).toBe(false);
    expect(nearestPlace({ latitude: -29.9706, longitude: 30.8842 }, 15)?.slug).toBe(
      'umlazi-durban',
    );
    expect(nearestPlace({ latitude: 51.5, longitude: -0.12 }, 15)).toBeUndefined();
  });
});
