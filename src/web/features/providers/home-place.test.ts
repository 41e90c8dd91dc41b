import { describe, expect, it } from 'vitest';
import { HOME_PLACE_KEY } from '../../lib/storage-keys';
import { readHomePlace, rememberRequestPlace, saveHomePlace } from './home-place';

/** A Storage in memory (the unit tests run in Node, without a browser's). */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const SEA_POINT = { label: 'Sea Point', latitude: -33.916, longitude: 18.393 };
const request = { area: 'Umlazi, Durban', latitude: -29.97, longitude: 30.88 };

describe('where Browse Providers starts', () => {
  it('keeps a searched place, or the choice of anywhere', () => {
    const storage = memoryStorage();
    expect(readHomePlace(storage)).toBeNull();
    saveHomePlace(SEA_POINT, storage);
    expect(readHomePlace(storage)).toEqual(SEA_POINT);
    saveHomePlace('anywhere', storage);
    expect(readHomePlace(storage)).toBe('anywhere');
  });

  it('reads nothing from text it did not write', () => {
    const storage = memoryStorage();
    for (const text of [
      '{',
      '"somewhere"',
      '{"label":"X","latitude":"-33","longitude":18}',
      '{"label":"","latitude":1,"longitude":1}',
      '{"label":"X","latitude":91,"longitude":1}',
      'null',
    ]) {
      storage.setItem(HOME_PLACE_KEY, text);
      expect(readHomePlace(storage), text).toBeNull();
    }
  });

  it('a new request moves the start; an old one only fills an empty start', () => {
    const storage = memoryStorage();
    rememberRequestPlace(request, false, storage);
    expect(readHomePlace(storage)).toEqual({
      label: 'Umlazi, Durban',
      latitude: -29.97,
      longitude: 30.88,
    });
    saveHomePlace('anywhere', storage);
    rememberRequestPlace(request, false, storage);
    expect(readHomePlace(storage)).toBe('anywhere');
    saveHomePlace(SEA_POINT, storage);
    rememberRequestPlace(request, false, storage);
    expect(readHomePlace(storage)).toEqual(SEA_POINT);
    rememberRequestPlace(request, true, storage);
    expect(readHomePlace(storage)).toMatchObject({ label: 'Umlazi, Durban' });
    rememberRequestPlace({ area: 'Nowhere', latitude: null, longitude: null }, true, storage);
    expect(readHomePlace(storage)).toMatchObject({ label: 'Umlazi, Durban' });
  });
});
