import { dayLabel, type When } from '../../../domain/when';
import { visitProblem } from '../../../domain/visit';
import { timeOf } from '../../../domain/working-hours';
import type { Executor } from '../../db/executor';
import { BadRequestError } from '../../errors';
import { isDayOff } from './days';

/**
 * Whether the visit a quote proposes fits: inside the customer's dates and windows
 * (domain/visit.ts) and not on one of the provider's days off. 400 with the field otherwise.
 */
export async function checkProposedVisit(
  db: Executor,
  terms: { visitDate: string | null; visitStart: number | null; visitMinutes: number | null },
  request: { when: When | null },
  providerId: string,
  now: Date,
): Promise<void> {
  const { visitDate, visitStart, visitMinutes } = terms;
  if (visitDate === null || visitStart === null || visitMinutes === null) return;
  const visit = { date: visitDate, start: timeOf(visitStart), hours: visitMinutes / 60 };
  const problem = visitProblem(visit, request.when, now);
  if (problem) throw new BadRequestError(problem.message, { [problem.field]: problem.message });
  if (await isDayOff(db, providerId, visitDate)) {
    const message = `${dayLabel(visitDate)} is one of your days off: choose another date`;
    throw new BadRequestError(message, { visitDate: message });
  }
}
