import { describe, expect, it } from 'vitest';
import { checkOrderQuantity, quantityProblemMessage } from '../domain/stock';

const tool = { minOrder: 10, available: 50 };

describe('checkOrderQuantity', () => {
  it('accepts minOrder, available and anything between', () => {
    expect(checkOrderQuantity(tool, 10)).toBeNull();
    expect(checkOrderQuantity(tool, 30)).toBeNull();
    expect(checkOrderQuantity(tool, 50)).toBeNull();
  });

  it("refuses below the minimum with the spec's message", () => {
    const problem = checkOrderQuantity(tool, 9);
    expect(problem).toEqual({ kind: 'below-minimum', minOrder: 10 });
    expect(quantityProblemMessage(problem!)).toBe('Minimum order amount : 10 piece');
  });

  it("refuses above the stock with the spec's message", () => {
    const problem = checkOrderQuantity(tool, 51);
    expect(quantityProblemMessage(problem!)).toBe('Maximum available order : 50 piece');
  });

  it('refuses fractions of a piece', () => {
    expect(checkOrderQuantity(tool, 10.5)).toEqual({ kind: 'not-whole' });
  });
});
