import { describe, expect, it } from 'vitest';
import { isDue, reminderDue } from './reminders';

describe('visit reminders', () => {
  it('fall due at 18:00 South African time the evening before, and two hours before', () => {
    // A visit on 1 December at 08:00: the evening before is 30 November, across the month end.
    const due = reminderDue('2026-12-01', 8 * 60);
    expect(due.day_before.toISOString()).toBe('2026-11-30T16:00:00.000Z');
    expect(due.two_hours.toISOString()).toBe('2026-12-01T04:00:00.000Z');
    // A visit at 01:00 on 1 January: its two-hour reminder is the year before.
    expect(reminderDue('2027-01-01', 60).two_hours.toISOString()).toBe('2026-12-31T21:00:00.000Z');
  });

  it('are due from their time until the visit starts; the evening one gives way to the later', () => {
    const at = (iso: string) => new Date(iso);
    expect(isDue('day_before', '2026-12-01', 480, at('2026-11-30T15:59:00Z'))).toBe(false);
    expect(isDue('day_before', '2026-12-01', 480, at('2026-11-30T16:00:00Z'))).toBe(true);
    expect(isDue('day_before', '2026-12-01', 480, at('2026-12-01T04:00:00Z'))).toBe(false);
    expect(isDue('two_hours', '2026-12-01', 480, at('2026-12-01T04:00:00Z'))).toBe(true);
    expect(isDue('two_hours', '2026-12-01', 480, at('2026-12-01T06:00:00Z'))).toBe(false);
  });
});
