import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkWhenDates, whenChoiceSchema } from './schemas/when';
import {
  addDays,
  datesOf,
  dateProblem,
  describeWhen,
  isCalendarDate,
  settleWhen,
  southAfricanInstant,
  southAfricanToday,
} from './when';

describe('South African dates', () => {
  it('turn over at midnight in Johannesburg, two hours before UTC does', () => {
    expect(southAfricanToday(new Date('2026-11-30T21:59:59Z'))).toBe('2026-11-30');
    expect(southAfricanToday(new Date('2026-11-30T22:00:00Z'))).toBe('2026-12-01');
    // New Year's Eve at 23:30 in Cape Town is already next year's first day there at 00:30.
    expect(southAfricanToday(new Date('2026-12-31T21:30:00Z'))).toBe('2026-12-31');
    expect(southAfricanToday(new Date('2026-12-31T22:30:00Z'))).toBe('2027-01-01');
  });

  it('add days across month, year and leap-year ends', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-11-26', 90)).toBe('2027-02-24');
  });

  it('know a real calendar date from a look-alike', () => {
    expect(isCalendarDate('2026-12-03')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('3 Dec')).toBe(false);
    expect(isCalendarDate('2026-12-3')).toBe(false);
  });

  it('put a window hour at the right instant', () => {
    expect(southAfricanInstant('2026-12-03', 7).toISOString()).toBe('2026-12-03T05:00:00.000Z');
    expect(southAfricanInstant('2026-12-01', 0).toISOString()).toBe('2026-11-30T22:00:00.000Z');
  });
});

describe('a wanted date', () => {
  it('is refused in the past and more than 90 days ahead, with a message each', () => {
    expect(dateProblem('2026-11-25', '2026-11-26')).toBe('Choose today or a later date');
    expect(dateProblem('2026-11-26', '2026-11-26')).toBeNull();
    expect(dateProblem('2027-02-24', '2026-11-26')).toBeNull();
    expect(dateProblem('2027-02-25', '2026-11-26')).toBe('Choose a date within 90 days');
  });

  it('is checked against the day in South Africa, not in UTC', () => {
    // 23:30 on 30 November in Johannesburg is 21:30 UTC: 30 November is still today there...
    const lateEvening = southAfricanToday(new Date('2026-11-30T21:30:00Z'));
    expect(dateProblem('2026-11-30', lateEvening)).toBeNull();
    // ...and 00:30 on 1 December there (22:30 UTC on the 30th) makes the 30th yesterday.
    const afterMidnight = southAfricanToday(new Date('2026-11-30T22:30:00Z'));
    expect(dateProblem('2026-11-30', afterMidnight)).toBe('Choose today or a later date');
  });

  it('is refused twice in one choice, and an empty or fourth choice is refused', () => {
    const check = (value: unknown, today: string) =>
      whenChoiceSchema
        .superRefine((choice, ctx) => checkWhenDates(choice, ctx, ['dates'], today))
        .safeParse(value);
    const twice = check(
      {
        kind: 'dates',
        dates: [
          { date: '2026-12-03', window: 'morning' },
          { date: '2026-12-03', window: 'evening' },
        ],
      },
      '2026-11-26',
    );
    expect(twice.success).toBe(false);
    expect(z.flattenError(twice.error!).formErrors).toEqual([]);
    expect(twice.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['dates.1.date', 'Choose each date once'],
    ]);
    const empty = check({ kind: 'dates', dates: [] }, '2026-11-26');
    expect(empty.error!.issues[0]!.message).toBe('Choose at least one date');
    const four = check(
      {
        kind: 'dates',
        dates: ['01', '02', '03', '04'].map((day) => ({ date: `2026-12-${day}`, window: 'any' })),
      },
      '2026-11-26',
    );
    expect(four.error!.issues[0]!.message).toBe('Choose at most three dates');
    const badWindow = check(
      { kind: 'dates', dates: [{ date: '2026-12-01', window: 'night' }] },
      '2026-11-26',
    );
    expect(badWindow.error!.issues[0]!.message).toBe(
      'Choose morning, afternoon, evening or any time',
    );
    expect(check({ kind: 'someday' }, '2026-11-26').error!.issues[0]!.message).toBe(
      'Choose dates, an emergency (today), as soon as possible, or flexible',
    );
  });
});

describe('a choice, settled and in words', () => {
  it('keeps dates in order with their windows', () => {
    const when = settleWhen(
      {
        kind: 'dates',
        dates: [
          { date: '2026-12-04', window: 'any' },
          { date: '2026-12-03', window: 'morning' },
        ],
      },
      '2026-11-26',
    );
    expect(datesOf(when)).toEqual(['2026-12-03', '2026-12-04']);
    expect(describeWhen(when)).toBe('Thu 3 Dec, morning (07:00-12:00); Fri 4 Dec, any time');
  });

  it("makes 'soon' today and tomorrow, and 'flexible' two weeks, across a month end", () => {
    const soon = settleWhen({ kind: 'soon' }, '2026-11-30');
    expect(datesOf(soon)).toEqual(['2026-11-30', '2026-12-01']);
    expect(describeWhen(soon)).toBe('As soon as possible: Mon 30 Nov or Tue 1 Dec');
    const flexible = settleWhen({ kind: 'flexible' }, '2026-12-25');
    expect(datesOf(flexible)).toHaveLength(14);
    expect(datesOf(flexible).at(-1)).toBe('2027-01-07');
    expect(describeWhen(flexible)).toBe('Flexible: Fri 25 Dec to Thu 7 Jan');
  });
});
