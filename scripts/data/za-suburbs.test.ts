import { describe, expect, it } from 'vitest';
import { distanceKm } from '../../src/domain/distance';
import { METRO_SUBURBS } from './za-suburbs';

describe('the curated metro suburbs', () => {
  it('lie within their metro, each named once', () => {
    for (const metro of METRO_SUBURBS) {
      const names = metro.suburbs.map(([name]) => name);
      expect(new Set(names).size, metro.municipality).toBe(names.length);
      for (const [name, latitude, longitude] of metro.suburbs) {
        const km = distanceKm(metro.centre[0], metro.centre[1], latitude, longitude);
        expect(km, `${name} is ${Math.round(km)} km from ${metro.municipality}`).toBeLessThan(70);
      }
    }
  });
});
