import { describe, expect, it } from 'vitest';
import { figureText, FIGURE_MINIMUMS, landingFigures } from './landing-figures';

describe('the landing figures', () => {
  it('hides each figure until it is worth showing', () => {
    const small = {
      jobsCompleted: FIGURE_MINIMUMS.jobsCompleted - 1,
      verifiedProviders: FIGURE_MINIMUMS.verifiedProviders - 1,
      publishedReviews: FIGURE_MINIMUMS.publishedReviews - 1,
      averageStars: 4.9,
      townsCovered: FIGURE_MINIMUMS.townsCovered - 1,
    };
    expect(landingFigures(small)).toEqual({
      jobsCompleted: null,
      verifiedProviders: null,
      averageRating: null,
      townsCovered: null,
    });
    const grown = {
      jobsCompleted: FIGURE_MINIMUMS.jobsCompleted,
      verifiedProviders: 312,
      publishedReviews: FIGURE_MINIMUMS.publishedReviews,
      averageStars: 4.64,
      townsCovered: 7,
    };
    expect(landingFigures(grown)).toEqual({
      jobsCompleted: FIGURE_MINIMUMS.jobsCompleted,
      verifiedProviders: 312,
      averageRating: 4.6,
      townsCovered: 7,
    });
    expect(landingFigures({ ...grown, averageStars: null }).averageRating).toBeNull();
  });

  it('never shows more than the truth', () => {
    expect(figureText(7)).toBe('7');
    expect(figureText(99)).toBe('99');
    expect(figureText(100)).toBe('100');
    expect(figureText(137)).toBe('130+');
    expect(figureText(2468)).toBe('2,400+');
    expect(figureText(50_000)).toBe('50,000');
    expect(figureText(51_234)).toBe('51,000+');
    for (let value = 1; value < 200_000; value = Math.ceil(value * 1.37)) {
      const shown = Number(figureText(value).replace(/[,+]/g, ''));
      expect(shown).toBeLessThanOrEqual(value);
      expect(shown).toBeGreaterThanOrEqual(value * 0.9);
    }
  });
});
