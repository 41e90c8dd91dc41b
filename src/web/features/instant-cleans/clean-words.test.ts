import { describe, expect, it } from 'vitest';
import { CLEAN_EXTRAS, cleanPrice } from '../../../domain/price-list';
import { cleanersFreeWords, priceLineWords } from './clean-words';

const LIST = {
  bedrooms: [350, 450, 550, 650, 750, 850],
  extraBathroom: 80,
  extras: { oven: 100, fridge: 80, windows: 120, ironing: 100, laundry: 80 },
};

describe("a clean's words (issue 50)", () => {
  it('say every line of a price as the server writes it, in English and in Afrikaans', () => {
    const one = cleanPrice(LIST, { bedrooms: 1, bathrooms: 2, extras: [] });
    const many = cleanPrice(LIST, { bedrooms: 3, bathrooms: 3, extras: [...CLEAN_EXTRAS] });
    const lines = [...(one?.lines ?? []), ...(many?.lines ?? [])].map((line) => line.label);
    expect(lines).toHaveLength(4 + CLEAN_EXTRAS.length);
    expect(lines.map((label) => priceLineWords(label))).toEqual(lines);
    expect(lines.map((label) => priceLineWords(label, 'af'))).toEqual([
      '1 slaapkamer',
      '1 ekstra badkamer',
      '3 slaapkamers',
      '2 ekstra badkamers',
      'Binne die oond',
      'Binne die yskas',
      'Vensters binne',
      'Stryk',
      'Wasgoed',
    ]);
    expect(priceLineWords('3 bedrooms', 'xh')).toBe('Amagumbi okulala a-3');
  });

  it('keep a line written otherwise as it is', () => {
    expect(priceLineWords('Balcony', 'zu')).toBe('Balcony');
  });

  it('count the cleaners free on a day', () => {
    expect(cleanersFreeWords(0, 'Thu 3 Dec')).toBe('No cleaners free on Thu 3 Dec');
    expect(cleanersFreeWords(1, 'Thu 3 Dec')).toBe('1 cleaner free on Thu 3 Dec');
    expect(cleanersFreeWords(4, 'Thu 3 Dec')).toBe('4 cleaners free on Thu 3 Dec');
  });
});
