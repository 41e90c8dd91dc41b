import { z } from 'zod';
import { DAY_OFF_NOTE_MAX, daysOffProblem } from '../availability';
import { southAfricanToday } from '../when';
import { DAILY_CAPACITY, WEEKDAYS, dayHoursProblem, type Weekday } from '../working-hours';

/** `POST /api/providers/me/days-off`: a day or a stretch off, in South African dates. */
export const dayOffBodySchema = z
  .object({
    from: z.string().max(10, 'Choose the first day off'),
    to: z.string().max(10, 'Choose the last day off'),
    note: z
      .string()
      .trim()
      .max(DAY_OFF_NOTE_MAX, `Keep the note under ${DAY_OFF_NOTE_MAX} characters`)
      .default(''),
  })
  .superRefine((body, ctx) => {
    const problem = daysOffProblem(body.from, body.to, southAfricanToday());
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
export type DayOffBody = z.output<typeof dayOffBodySchema>;

export const dayOffSchema = z.object({
  id: z.uuid(),
  from: z.string(),
  to: z.string(),
  note: z.string(),
});

const dayHoursSchema = z
  .object({
    start: z.string({ error: 'Choose a start time' }).max(5, 'Choose a start time'),
    end: z.string({ error: 'Choose an end time' }).max(5, 'Choose an end time'),
  })
  .nullable();

/** When a provider usually works: each weekday's hours, or null for a day it does not work. */
export const workingHoursSchema = z
  .object(
    Object.fromEntries(WEEKDAYS.map((day) => [day, dayHoursSchema])) as Record<
      Weekday,
      typeof dayHoursSchema
    >,
    { error: 'Give the hours of each weekday' },
  )
  .superRefine((hours, ctx) => {
    for (const day of WEEKDAYS) {
      const today = hours[day];
      const problem = today ? dayHoursProblem(today) : null;
      if (problem) ctx.addIssue({ code: 'custom', path: [day], message: problem });
    }
  });

export const dailyCapacitySchema = z
  .number({ error: 'Jobs a day must be a whole number' })
  .int('Jobs a day must be a whole number')
  .min(DAILY_CAPACITY.min, `At least ${DAILY_CAPACITY.min} job a day`)
  .max(DAILY_CAPACITY.max, `At most ${DAILY_CAPACITY.max} jobs a day`);
