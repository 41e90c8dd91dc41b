import { describe, expect, it } from 'vitest';
import { bookedText, lengthLabel, proposedVisitText, startTimes, visitProblem } from './visit';
import type { When } from './when';

/** 2026-11-30 21:30 UTC is 23:30 on Monday 30 November in South Africa. */
const LATE_MONDAY = new Date('2026-11-30T21:30:00Z');
/** 22:30 UTC is already Tuesday 1 December there. */
const PAST_MIDNIGHT = new Date('2026-11-30T22:30:00Z');

describe('a proposed visit', () => {
  const dates: When = {
    kind: 'dates',
    dates: [
      { date: '2026-12-01', window: 'morning' },
      { date: '2026-12-02', window: 'evening' },
    ],
  };

  it('takes one of the dates, starting inside its window', () => {
    expect(visitProblem({ date: '2026-12-01', start: '07:00', hours: 2 }, dates, LATE_MONDAY)).toBe(
      null,
    );
    expect(visitProblem({ date: '2026-12-02', start: '19:45', hours: 2 }, dates, LATE_MONDAY)).toBe(
      null,
    );
    expect(
      visitProblem({ date: '2026-12-01', start: '12:00', hours: 1 }, dates, LATE_MONDAY),
    ).toEqual({
      field: 'visitStart',
      message: "Start within the customer's window: morning (07:00-12:00)",
    });
    expect(
      visitProblem({ date: '2026-12-03', start: '08:00', hours: 1 }, dates, LATE_MONDAY),
    ).toEqual({
      field: 'visitDate',
      message: 'Choose one of the dates the customer asked for',
    });
  });

  it('crosses midnight in South African time, not UTC', () => {
    const today: When = { kind: 'soon', from: '2026-11-30', to: '2026-12-01' };
    // At 23:30 on the 30th a visit at 23:45 that day is still ahead; past midnight the 30th is gone.
    expect(
      visitProblem({ date: '2026-11-30', start: '23:45', hours: 0.25 }, today, LATE_MONDAY),
    ).toBe(null);
    expect(
      visitProblem({ date: '2026-11-30', start: '23:45', hours: 0.25 }, today, PAST_MIDNIGHT),
    ).toEqual({
      field: 'visitDate',
      message: 'Choose today or a later date',
    });
    // Early on the 1st (00:30 there), a visit at 00:15 has passed; one at 08:00 has not.
    expect(
      visitProblem({ date: '2026-12-01', start: '00:15', hours: 1 }, null, PAST_MIDNIGHT),
    ).toEqual({
      field: 'visitStart',
      message: 'Choose a start time later today',
    });
    expect(
      visitProblem({ date: '2026-12-01', start: '08:00', hours: 1 }, null, PAST_MIDNIGHT),
    ).toBe(null);
  });

  it('keeps to a flexible range and ends by midnight', () => {
    const flexible: When = { kind: 'flexible', from: '2026-12-28', to: '2027-01-10' };
    const now = new Date('2026-12-28T06:00:00Z');
    expect(visitProblem({ date: '2027-01-10', start: '08:00', hours: 3 }, flexible, now)).toBe(
      null,
    );
    expect(visitProblem({ date: '2027-01-11', start: '08:00', hours: 3 }, flexible, now)).toEqual({
      field: 'visitDate',
      message: 'Choose a date from Mon 28 Dec to Sun 10 Jan',
    });
    expect(visitProblem({ date: '2027-01-04', start: '22:00', hours: 2.5 }, flexible, now)).toEqual(
      {
        field: 'visitHours',
        message: 'The visit must end by midnight',
      },
    );
    expect(
      visitProblem({ date: '2027-01-04', start: '8:00', hours: 1 }, flexible, now)?.field,
    ).toBe('visitStart');
  });

  it('is said in words, with its start times and lengths', () => {
    expect(bookedText({ date: '2026-12-03', start: '08:00', end: '10:30' })).toBe(
      'Thu 3 Dec, 08:00-10:30',
    );
    expect(
      proposedVisitText({ visitDate: '2026-12-31', visitStart: '22:30', visitHours: 1.5 }),
    ).toBe('Thu 31 Dec, 22:30-24:00');
    expect(proposedVisitText({ visitDate: null, visitStart: null, visitHours: null })).toBe(null);
    expect(startTimes([7, 12])).toHaveLength(20);
    expect(startTimes([17, 20]).at(-1)).toBe('19:45');
    expect([0.5, 1, 2.5].map(lengthLabel)).toEqual(['30 minutes', '1 hour', '2.5 hours']);
  });
});
