import { describe, expect, it } from 'vitest';
import {
  JOB_TYPE_LABELS,
  placeFromRequestLink,
  rangeBasis,
  rangeText,
  requestFormLink,
  showsRange,
  slugify,
  typicalCostSentence,
} from './search-pages';
import { ELECTRICAL_WORK, GARDEN_SIZES, PLUMBING_PROBLEMS } from './trade-questions';

const range = {
  jobs: 24,
  low: 650,
  median: 1100,
  high: 1900,
  from: '2026-03-04',
  to: '2026-11-28',
};

describe('search pages', () => {
  it('writes a place as an address part people can read', () => {
    expect(slugify('Sea Point, Cape Town')).toBe('sea-point-cape-town');
    expect(slugify('Bela-Bela')).toBe('bela-bela');
    expect(slugify('KwaDukuza (Stanger)')).toBe('kwadukuza-stanger');
    expect(slugify('Mthatha & Ngqeleni')).toBe('mthatha-and-ngqeleni');
    expect(slugify('Pietermaritzburg')).toBe('pietermaritzburg');
  });

  it('shows a range only from ten jobs, in South African rand', () => {
    expect(showsRange({ ...range, jobs: 9 })).toBe(false);
    expect(showsRange(null)).toBe(false);
    expect(showsRange({ ...range, jobs: 10 })).toBe(true);
    expect(rangeText(range)).toBe('R650 - R1 900');
    expect(rangeText({ low: 800, high: 800 })).toBe('R800');
    expect(typicalCostSentence('plumbing', 'Durban', range)).toBe(
      'Most plumbing jobs in Durban cost R650 - R1 900',
    );
    expect(typicalCostSentence('cleaning', null, range)).toBe(
      'Most cleaning jobs in South Africa cost R650 - R1 900',
    );
    expect(rangeBasis(range)).toBe('From 24 accepted quotes, Mar 2026 to Nov 2026.');
    expect(rangeBasis({ ...range, from: '2026-11-01' })).toBe('From 24 accepted quotes, Nov 2026.');
  });

  it('names every kind of job the trades ask about', () => {
    expect(Object.keys(JOB_TYPE_LABELS.plumbing).sort()).toEqual([...PLUMBING_PROBLEMS].sort());
    expect(Object.keys(JOB_TYPE_LABELS.electrical).sort()).toEqual([...ELECTRICAL_WORK].sort());
    expect(Object.keys(JOB_TYPE_LABELS.gardening).sort()).toEqual([...GARDEN_SIZES].sort());
    expect(JOB_TYPE_LABELS.cleaning['bedrooms-2']).toBe('A 2-bedroom clean');
  });

  it('carries a place into the request form and reads it back, refusing what is not one', () => {
    const umlazi = {
      id: 'za-949224',
      name: 'Umlazi',
      formattedAddress: 'Umlazi, eThekwini, KwaZulu-Natal, South Africa',
      latitude: -29.9706,
      longitude: 30.8842,
    };
    const link = requestFormLink('plumbing', umlazi);
    expect(link.startsWith('/request?service=plumbing&place=za-949224&')).toBe(true);
    expect(placeFromRequestLink(link.split('?')[1] ?? '')).toEqual(umlazi);
    const london = link.replace('lat=-29.9706', 'lat=51.5').replace('lng=30.8842', 'lng=-0.12');
    expect(placeFromRequestLink(london.split('?')[1] ?? '')).toBeNull();
    expect(placeFromRequestLink('service=plumbing')).toBeNull();
    expect(placeFromRequestLink('place=%3Cscript%3E&address=x&lat=-29.9&lng=30.8')).toBeNull();
    expect(placeFromRequestLink('place=za-1&lat=-29.9&lng=30.8')).toBeNull();
  });
});
