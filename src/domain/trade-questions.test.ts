import { describe, expect, it } from 'vitest';
import { roomCounts, tradeSummary } from './trade-questions';

describe("a trade's answers in a few words", () => {
  it('says the geyser with its size and age, and whether water runs', () => {
    expect(
      tradeSummary({
        trade: 'plumbing',
        problem: 'geyser',
        geyserSize: '150',
        geyserAge: '5-10',
        waterRunning: true,
      }),
    ).toEqual(['Geyser (150 L, 5 to 10 years old)', 'Water running now']);
    expect(tradeSummary({ trade: 'plumbing', problem: 'geyser', geyserAge: 'unknown' })).toEqual([
      'Geyser',
    ]);
    expect(tradeSummary({ trade: 'plumbing', waterRunning: false })).toEqual([
      'Water not running now',
    ]);
  });

  it('says the electrical work and the certificate, the garden and how often', () => {
    expect(tradeSummary({ trade: 'electrical', work: 'db-board', certificate: true })).toEqual([
      'DB board',
      'Certificate of compliance needed',
    ]);
    expect(tradeSummary({ trade: 'electrical', certificate: false })).toEqual([]);
    expect(
      tradeSummary({
        trade: 'gardening',
        gardenSize: 'large',
        tasks: ['lawn', 'hedges'],
        refuseRemoval: true,
        frequency: 'monthly',
      }),
    ).toEqual(['Large (over 500 m²)', 'Lawn mowing, Hedges', 'Refuse removal', 'Every month']);
  });

  it('counts bedrooms and bathrooms', () => {
    expect(roomCounts(1, 2)).toBe('1 bedroom, 2 bathrooms');
    expect(roomCounts(0)).toBe('0 bedrooms');
    expect(roomCounts(undefined, 1)).toBe('1 bathroom');
    expect(roomCounts()).toBe('');
  });
});
