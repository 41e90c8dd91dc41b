import { z } from 'zod';
import { DAY_OFF_NOTE_MAX, daysOffProblem } from '../availability';
import { southAfricanToday } from '../when';

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
