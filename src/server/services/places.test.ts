import { describe, expect, it } from 'vitest';
import { searchPlaces } from './places';

describe('built-in South African place search', () => {
  it('finds places by the start of their name, biggest first, with coordinates', () => {
    const [first] = searchPlaces('cape', 5);
    expect(first).toMatchObject({
      name: 'Cape Town',
      formattedAddress: 'Cape Town, City of Cape Town, Western Cape, South Africa',
    });
    expect(first?.latitude).toBeCloseTo(-33.93, 1);
    expect(first?.longitude).toBeCloseTo(18.42, 1);
  });

  it('knows Gqeberha by its old name too, and ignores case and accents', () => {
    expect(searchPlaces('port eliz', 3)[0]?.name).toBe('Gqeberha');
    expect(searchPlaces('GQEBERHA', 3)[0]?.name).toBe('Gqeberha');
  });

  it('returns suburbs with their municipality', () => {
    const claremont = searchPlaces('Claremont', 5).find((p) => p.name === 'Claremont');
    expect(claremont?.formattedAddress).toBe(
      'Claremont, City of Cape Town, Western Cape, South Africa',
    );
  });

  it('limits the answer and returns nothing for nonsense', () => {
    expect(searchPlaces('a', 4)).toHaveLength(4);
    expect(searchPlaces('zzqqxx', 8)).toEqual([]);
    expect(searchPlaces('   ', 8)).toEqual([]);
  });
});
