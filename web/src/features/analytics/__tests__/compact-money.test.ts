import { describe, expect, it } from 'vitest';
import { formatCompactMoney } from '../compact-money';

describe('formatCompactMoney (a chart axis label)', () => {
  it.each([
    [0, '$0'],
    [950, '$950'],
    [999.99, '$1k'],
    [1000, '$1k'],
    [4500, '$4.5k'],
    [6000, '$6k'],
    [12_345, '$12.3k'],
    [1_200_000, '$1.2M'],
  ])('%d dollars read %s', (dollars, label) => {
    expect(formatCompactMoney(dollars)).toBe(label);
  });

  it('keeps the sign of a negative figure', () => {
    expect(formatCompactMoney(-4500)).toBe('-$4.5k');
  });

  it('is never longer than six characters for the sums a day sees', () => {
    for (const dollars of [7, 85, 640, 6_125.5, 48_900, 512_000, 9_900_000]) {
      expect(formatCompactMoney(dollars).length).toBeLessThanOrEqual(6);
    }
  });
});
