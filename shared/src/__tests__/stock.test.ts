import { describe, expect, it } from 'vitest';
import { checkOrderQuantity, effectiveReorderPoint, isLowStock, quantityProblemMessage } from '../domain/stock';

const tool = { minOrder: 10, available: 50 };

describe('checkOrderQuantity', () => {
  it('accepts minOrder, available and anything between', () => {
    expect(checkOrderQuantity(tool, 10)).toBeNull();
    expect(checkOrderQuantity(tool, 30)).toBeNull();
    expect(checkOrderQuantity(tool, 50)).toBeNull();
  });

  it("refuses below the minimum with the product's message", () => {
    const problem = checkOrderQuantity(tool, 9);
    expect(problem).toEqual({ kind: 'below-minimum', minOrder: 10 });
    expect(quantityProblemMessage(problem!)).toBe('Minimum order amount : 10 piece');
  });

  it("refuses above the stock with the product's message", () => {
    const problem = checkOrderQuantity(tool, 51);
    expect(quantityProblemMessage(problem!)).toBe('Maximum available order : 50 piece');
  });

  it('refuses fractions of a piece', () => {
    expect(checkOrderQuantity(tool, 10.5)).toEqual({ kind: 'not-whole' });
  });
});

describe('the low-stock rule', () => {
  it('takes the reorder point the admin set, else two minimum orders', () => {
    expect(effectiveReorderPoint({ minOrder: 5 })).toBe(10);
    expect(effectiveReorderPoint({ minOrder: 5, reorderPoint: null })).toBe(10);
    expect(effectiveReorderPoint({ minOrder: 5, reorderPoint: 3 })).toBe(3);
    expect(effectiveReorderPoint({ minOrder: 5, reorderPoint: 0 })).toBe(0);
  });

  it('is low at or below the reorder point, not above it', () => {
    expect(isLowStock({ minOrder: 5, available: 10 })).toBe(true);
    expect(isLowStock({ minOrder: 5, available: 11 })).toBe(false);
    expect(isLowStock({ minOrder: 5, available: 0, reorderPoint: 0 })).toBe(true);
    expect(isLowStock({ minOrder: 5, available: 1, reorderPoint: 0 })).toBe(false);
  });
});
