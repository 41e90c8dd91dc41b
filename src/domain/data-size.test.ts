import { describe, expect, it } from 'vitest';
import { formatDataSize } from './data-size';

describe('formatDataSize', () => {
  it.each([
    [0, '0 KB'],
    [-5, '0 KB'],
    [Number.NaN, '0 KB'],
    [1, '1 KB'],
    [1499, '1 KB'],
    [1500, '2 KB'],
    [812_400, '812 KB'],
    [999_400, '999 KB'],
    [999_600, '1 MB'],
    [1_000_000, '1 MB'],
    [1_240_000, '1.2 MB'],
    [9_940_000, '9.9 MB'],
    [9_960_000, '10 MB'],
    [18_400_000, '18 MB'],
    [1_320_000_000, '1.3 GB'],
  ])('%d bytes read as %s', (bytes, text) => {
    expect(formatDataSize(bytes)).toBe(text);
  });
});
