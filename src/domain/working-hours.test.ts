import { describe, expect, it } from 'vitest';
import {
  DEFAULT_WORKING_HOURS,
  dayHoursProblem,
  minutesOf,
  usualHoursText,
  weekdayOf,
} from './working-hours';

describe('working hours', () => {
  it('say the week in runs of days with the same hours', () => {
    expect(usualHoursText(DEFAULT_WORKING_HOURS)).toBe('Mon-Fri 07:00-17:00, Sat 08:00-13:00');
    const split = { ...DEFAULT_WORKING_HOURS, wed: null, sun: { start: '08:00', end: '13:00' } };
    expect(usualHoursText(split)).toBe(
      'Mon-Tue 07:00-17:00, Thu-Fri 07:00-17:00, Sat-Sun 08:00-13:00',
    );
    const none = Object.fromEntries(Object.keys(DEFAULT_WORKING_HOURS).map((d) => [d, null]));
    expect(usualHoursText(none as typeof DEFAULT_WORKING_HOURS)).toBe(null);
  });

  it('refuse an end before the start and times off the quarter hour', () => {
    expect(dayHoursProblem({ start: '07:00', end: '24:00' })).toBe(null);
    expect(dayHoursProblem({ start: '17:00', end: '07:00' })).toBe(
      'The end must be after the start',
    );
    expect(dayHoursProblem({ start: '07:10', end: '12:00' })).toBe(
      'Choose a start time on the quarter hour',
    );
    expect(dayHoursProblem({ start: '07:00', end: '25:00' })).toBe(
      'Choose an end time on the quarter hour',
    );
    expect(minutesOf('7:00')).toBe(null);
  });

  it('know the weekday of a South African date across month and year ends', () => {
    expect(['2026-11-30', '2026-12-01', '2026-12-31', '2027-01-03'].map(weekdayOf)).toEqual([
      'mon',
      'tue',
      'thu',
      'sun',
    ]);
  });
});
