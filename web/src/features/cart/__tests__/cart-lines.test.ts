import { describe, expect, it } from 'vitest';
import { MAX_ORDER_LINES } from '@toolshub/shared';
import { addCartLines, CartFullError, lineMessagesOf, lineQuantityProblem, parseQuantity } from '../cart-lines';

describe('addCartLines', () => {
  it('adds the quantity to a line of the same tool (in its place) and puts a new tool at the end', () => {
    const lines = [
      { toolId: 'a', quantity: 10 },
      { toolId: 'b', quantity: 5 },
    ];
    expect(
      addCartLines(lines, [
        { toolId: 'c', quantity: 3 },
        { toolId: 'a', quantity: 20 },
      ]),
    ).toEqual([
      { toolId: 'a', quantity: 30 },
      { toolId: 'b', quantity: 5 },
      { toolId: 'c', quantity: 3 },
    ]);
    expect(lines[0]?.quantity).toBe(10);
  });

  it(`refuses to go past ${MAX_ORDER_LINES} lines, saying how many new lines do not fit`, () => {
    const full = Array.from({ length: MAX_ORDER_LINES - 1 }, (_, i) => ({ toolId: `t${i}`, quantity: 1 }));
    expect(addCartLines(full, [{ toolId: 'new', quantity: 1 }])).toHaveLength(MAX_ORDER_LINES);
    expect(() =>
      addCartLines(full, [
        { toolId: 'new1', quantity: 1 },
        { toolId: 'new2', quantity: 1 },
      ]),
    ).toThrow(CartFullError);
    expect(() =>
      addCartLines(full, [
        { toolId: 'new1', quantity: 1 },
        { toolId: 'new2', quantity: 1 },
      ]),
    ).toThrow(`Your cart holds ${MAX_ORDER_LINES - 1} of at most ${MAX_ORDER_LINES} lines: 2 new lines do not fit`);
    // An existing tool takes no new line.
    expect(addCartLines([...full, { toolId: 'x', quantity: 1 }], [{ toolId: 'x', quantity: 2 }])).toHaveLength(
      MAX_ORDER_LINES,
    );
  });
});

describe('parseQuantity and lineQuantityProblem', () => {
  it('reads whole numbers of pieces only', () => {
    expect(parseQuantity(' 12 ')).toEqual({ quantity: 12 });
    expect(parseQuantity('')).toEqual({ error: 'Quantity is required' });
    expect(parseQuantity('1.5')).toEqual({ error: 'Quantity must be a whole number of pieces' });
    expect(parseQuantity('1e3')).toEqual({ error: 'Quantity must be a whole number of pieces' });
    expect(parseQuantity('0')).toEqual({ error: 'Quantity must be at least 1' });
    expect(parseQuantity('99999999999999999999')).toEqual({ error: 'Quantity is too large' });
  });

  it("checks the tool's minimum order and stock with the order form's messages", () => {
    const tool = { minOrder: 10, available: 40 };
    expect(lineQuantityProblem(tool, 9)).toBe('Minimum order amount : 10 piece');
    expect(lineQuantityProblem(tool, 41)).toBe('Maximum available order : 40 piece');
    expect(lineQuantityProblem(tool, 40)).toBeNull();
  });
});

describe('lineMessagesOf', () => {
  it("puts the API's per-line messages on the tool of the line sent at that index", () => {
    const sent = [
      { toolId: 'a', quantity: 1 },
      { toolId: 'b', quantity: 2 },
    ];
    const fields = {
      'order.lines[1].quantity': 'B: Maximum available order : 1 piece',
      'lines[0].toolId': 'No tool with id a',
      'order.phoneNumber': 'Enter valid phone number of 11 digit',
      'order.lines[7].quantity': 'not sent',
    };
    expect(Object.fromEntries(lineMessagesOf(fields, sent))).toEqual({
      a: 'No tool with id a',
      b: 'B: Maximum available order : 1 piece',
    });
  });
});
