import { describe, expect, it } from 'vitest';
import { reliabilityOf, type EndedJob, type JobEnding } from './reliability';

const jobs = (...spec: [ending: JobEnding, count: number, onTime?: boolean | null][]): EndedJob[] =>
  spec.flatMap(([ending, count, onTime = null]) =>
    Array.from({ length: count }, () => ({ ending, onTime })),
  );

describe('a provider’s reliability', () => {
  it('is shown from five ended jobs', () => {
    expect(reliabilityOf(jobs(['completed', 4])).shown).toBe(false);
    expect(reliabilityOf(jobs(['completed', 5]))).toEqual({
      shown: true,
      completionPercent: 100,
      onTimePercent: null,
      standing: 'good',
    });
  });

  it('does not hold the customer’s cancellations and no-shows against the provider', () => {
    const figures = reliabilityOf(
      jobs(
        ['completed', 8, true],
        ['customer_cancelled', 5],
        ['customer_no_show', 1],
        ['provider_no_show', 2, false],
      ),
    );
    expect(figures.completionPercent).toBe(80);
    expect(figures.onTimePercent).toBe(80);
    expect(figures.standing).toBe('good');
  });

  it('warns below 80 % over the last 20 jobs, pauses below 60 %', () => {
    expect(reliabilityOf(jobs(['provider_cancelled', 4], ['completed', 16])).standing).toBe('good');
    expect(reliabilityOf(jobs(['provider_cancelled', 5], ['completed', 15])).standing).toBe(
      'warned',
    );
    expect(reliabilityOf(jobs(['provider_cancelled', 8], ['completed', 12])).standing).toBe(
      'warned',
    );
    expect(reliabilityOf(jobs(['provider_cancelled', 9], ['completed', 11])).standing).toBe(
      'paused',
    );
    // Older jobs past the last 20 no longer count for the standing.
    expect(reliabilityOf(jobs(['completed', 20], ['provider_cancelled', 30])).standing).toBe(
      'good',
    );
  });
});
