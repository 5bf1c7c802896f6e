import { describe, expect, it } from 'vitest';
import { MALFORMED_LINE_MESSAGE, parseQuickOrder } from '../quick-order-parse';

describe('parseQuickOrder', () => {
  it('reads "SKU quantity", "SKU,quantity", "SKU;quantity" and tab-separated lines, upper-casing SKUs', () => {
    const parsed = parseQuickOrder('HAM-CLAW-16OZ 50\nchi-bevel-set6,20\nPLN-SMOOTH-NO4;10\nSAW-TENON-12\t25\n');
    expect(parsed.errors).toEqual([]);
    expect(parsed.lines).toEqual([
      { lineNumber: 1, sku: 'HAM-CLAW-16OZ', quantity: 50 },
      { lineNumber: 2, sku: 'CHI-BEVEL-SET6', quantity: 20 },
      { lineNumber: 3, sku: 'PLN-SMOOTH-NO4', quantity: 10 },
      { lineNumber: 4, sku: 'SAW-TENON-12', quantity: 25 },
    ]);
  });

  it('ignores blank lines but keeps the editor line numbers, and takes Windows and old Mac line ends', () => {
    const parsed = parseQuickOrder('\r\n  \r\nHAM-CLAW-16OZ   50  \r\rSAW-TENON-12 25');
    expect(parsed.lines.map((l) => [l.lineNumber, l.sku])).toEqual([
      [3, 'HAM-CLAW-16OZ'],
      [5, 'SAW-TENON-12'],
    ]);
  });

  it('skips a CSV header row, a byte-order mark, quotes and empty cells at the end', () => {
    const parsed = parseQuickOrder('\uFEFFSKU,Quantity\n"HAM-CLAW-16OZ","50",\n"SAW-TENON-12",25,,\n');
    expect(parsed.headerLine).toBe(1);
    expect(parsed.errors).toEqual([]);
    expect(parsed.lines.map((l) => [l.sku, l.quantity])).toEqual([
      ['HAM-CLAW-16OZ', 50],
      ['SAW-TENON-12', 25],
    ]);
  });

  it('takes only the first line as a header, and only one that looks like one', () => {
    const parsed = parseQuickOrder('HAM-CLAW-16OZ,50\nSKU,Quantity');
    expect(parsed.headerLine).toBeNull();
    expect(parsed.errors).toEqual([
      { lineNumber: 2, text: 'SKU,Quantity', message: 'Quantity must be a whole number of pieces' },
    ]);
    expect(parseQuickOrder('HAM-CLAW-16OZ lots').errors[0]?.message).toBe('Quantity must be a whole number of pieces');
  });

  it('says why each bad line is bad, with its number and text', () => {
    const parsed = parseQuickOrder(
      [
        'HAM-CLAW-16OZ',
        'HAM-CLAW-16OZ 50 extra',
        'a 5',
        'HAM CLAW 5',
        'HAM-CLAW-16OZ 2.5',
        'HAM-CLAW-16OZ -3',
        'HAM-CLAW-16OZ 0',
        'HAM-CLAW-16OZ ,',
      ].join('\n'),
    );
    expect(parsed.lines).toEqual([]);
    expect(parsed.errors.map((e) => [e.lineNumber, e.message])).toEqual([
      [1, MALFORMED_LINE_MESSAGE],
      [2, MALFORMED_LINE_MESSAGE],
      [3, '"a" is not a SKU (3 to 32 letters, digits or -)'],
      [4, MALFORMED_LINE_MESSAGE],
      [5, 'Quantity must be a whole number of pieces'],
      [6, 'Quantity must be a whole number of pieces'],
      [7, 'Quantity must be at least 1'],
      [8, MALFORMED_LINE_MESSAGE],
    ]);
    expect(parsed.errors[4]?.text).toBe('HAM-CLAW-16OZ 2.5');
  });

  it('reads nothing from an empty text', () => {
    expect(parseQuickOrder(' \n\n')).toEqual({ lines: [], errors: [], headerLine: null });
  });
});
