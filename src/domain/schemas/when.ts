import { z } from 'zod';
import { MAX_DATES, WINDOWS, dateProblem, isCalendarDate, southAfricanToday } from '../when';

export const wantedDateSchema = z.object({
  date: z.string().refine(isCalendarDate, 'Choose a date'),
  window: z.enum(WINDOWS, { error: 'Choose morning, afternoon, evening or any time' }),
});

/**
 * When the work is wanted (issue 45): dates with a window each, or 'emergency' (today), or 'soon', or 'flexible'. The
 * dates are checked against today in South Africa where the body is checked (they move with the
 * clock), each with its own message.
 */
export const whenChoiceSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('dates'),
      dates: z
        .array(wantedDateSchema)
        .min(1, 'Choose at least one date')
        .max(MAX_DATES, 'Choose at most three dates'),
    }),
    z.object({ kind: z.literal('emergency') }),
    z.object({ kind: z.literal('soon') }),
    z.object({ kind: z.literal('flexible') }),
  ],
  { error: 'Choose dates, an emergency (today), as soon as possible, or flexible' },
);

/** The dates of a choice that cannot be chosen today, and each one chosen twice. */
export function checkWhenDates(
  choice: z.infer<typeof whenChoiceSchema>,
  ctx: z.RefinementCtx,
  path: (string | number)[],
  today = southAfricanToday(),
): void {
  if (choice.kind !== 'dates') return;
  const seen = new Set<string>();
  choice.dates.forEach(({ date }, index) => {
    const problem = isCalendarDate(date) ? dateProblem(date, today) : null;
    if (problem) ctx.addIssue({ code: 'custom', path: [...path, index, 'date'], message: problem });
    else if (seen.has(date)) {
      ctx.addIssue({
        code: 'custom',
        path: [...path, index, 'date'],
        message: 'Choose each date once',
      });
    }
    seen.add(date);
  });
}
