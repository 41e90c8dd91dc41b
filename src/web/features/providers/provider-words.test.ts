import { describe, expect, it } from 'vitest';
import { measuredResponseText } from '../../../domain/provider-text';
import { distanceWords, reliabilityText, responseTimeWords } from './provider-words';

describe("a provider's words", () => {
  // Every response time a provider chooses in onboarding, and the measured ones.
  it.each([
    ['Within 1 hour', 'Binne 1 uur'],
    ['Within 2 hours', 'Binne 2 uur'],
    ['Same day', 'Dieselfde dag'],
    ['Within 24 hours', 'Binne 24 uur'],
    [measuredResponseText(10), 'Binne 15 minute'],
    [measuredResponseText(25), 'Binne 30 minute'],
    [measuredResponseText(50), 'Binne 1 uur'],
    [measuredResponseText(300), 'Binne 5 uur'],
    [measuredResponseText(1500), 'Binne 2 dae'],
    [measuredResponseText(1440), 'Binne 1 dag'],
  ])('say the response time %s', (english, afrikaans) => {
    expect(responseTimeWords(english)).toBe(english);
    expect(responseTimeWords(english, 'af')).toBe(afrikaans);
  });

  it('keep a response time written otherwise as it is', () => {
    expect(responseTimeWords('After 5 pm on weekdays')).toBe('After 5 pm on weekdays');
  });

  it('say the record of booked jobs and the distance', () => {
    expect(reliabilityText(null)).toBeNull();
    expect(reliabilityText({ completionPercent: 92, onTimePercent: null })).toBe(
      '92% of booked jobs done',
    );
    expect(reliabilityText({ completionPercent: 92, onTimePercent: 88 })).toBe(
      '92% of booked jobs done · 88% on time',
    );
    expect(distanceWords(0.4)).toBe('under 1 km');
    expect(distanceWords(3)).toBe('3 km');
  });
});
