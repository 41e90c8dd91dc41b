import { describe, expect, it } from 'vitest';
import { cleanHours, cleanPrice, cleanText, freeStarts } from './price-list';
import { DEFAULT_WORKING_HOURS } from './working-hours';

const LIST = { bedrooms: [300, 400, 500, 600, 700, 800], extraBathroom: 80, extras: { oven: 100 } };

describe('a standard clean', () => {
  it('is priced line by line, and not at all with an extra the cleaner does not offer', () => {
    expect(cleanPrice(LIST, { bedrooms: 2, bathrooms: 3, extras: ['oven'] })).toEqual({
      total: 400 + 160 + 100,
      lines: [
        { label: '2 bedrooms', amount: 400 },
        { label: '2 extra bathrooms', amount: 160 },
        { label: 'Inside the oven', amount: 100 },
      ],
    });
    expect(cleanPrice(LIST, { bedrooms: 1, bathrooms: 1, extras: ['ironing'] })).toBeNull();
    expect(cleanPrice(LIST, { bedrooms: 7, bathrooms: 1, extras: [] })).toBeNull();
  });

  it('takes 2 hours and more with each room and extra, at most 10', () => {
    expect(cleanHours({ bedrooms: 1, bathrooms: 1, extras: [] })).toBe(2);
    expect(cleanHours({ bedrooms: 3, bathrooms: 2, extras: ['oven', 'fridge'] })).toBe(5.5);
    expect(cleanHours({ bedrooms: 6, bathrooms: 4, extras: ['oven', 'fridge', 'ironing'] })).toBe(
      10,
    );
    expect(cleanText({ bedrooms: 1, bathrooms: 2, extras: ['fridge'] })).toBe(
      'Clean of 1 bedroom, 2 bathrooms, inside the fridge',
    );
  });

  it('starts on the half hour where it fits the working day and no booked visit', () => {
    // 2026-12-01 is a Tuesday: 07:00-17:00 by default.
    const day = { date: '2026-12-01', workingHours: DEFAULT_WORKING_HOURS, dailyCapacity: 3 };
    expect(freeStarts({ ...day, minutes: 8 * 60, booked: [] })).toEqual([
      '07:00',
      '07:30',
      '08:00',
      '08:30',
      '09:00',
    ]);
    // A visit 10:00-12:00: a 3-hour clean ends by 10:00 or starts from 12:00.
    expect(
      freeStarts({ ...day, minutes: 180, booked: [{ start: 600, end: 720 }], earliest: 400 }),
    ).toEqual(['07:00', '12:00', '12:30', '13:00', '13:30', '14:00']);
    // A full day, a Sunday (not worked), a clean longer than the day: none.
    expect(
      freeStarts({ ...day, dailyCapacity: 1, minutes: 60, booked: [{ start: 0, end: 60 }] }),
    ).toEqual([]);
    expect(freeStarts({ ...day, date: '2026-12-06', minutes: 60, booked: [] })).toEqual([]);
    expect(freeStarts({ ...day, minutes: 11 * 60, booked: [] })).toEqual([]);
  });
});
