import { describe, expect, it } from 'vitest';
import type { Tool } from '@toolshub/shared';
import { checkQuickOrder, skusOf } from '../quick-order-check';

const tool = (sku: string, fields: Partial<Tool> = {}): Tool => ({
  _id: sku.toLowerCase(),
  toolName: `Tool ${sku}`,
  price: 10,
  minOrder: 10,
  available: 100,
  toolDescription: '',
  imageLink: '',
  sku,
  category: 'saws',
  priceTiers: [],
  unitsOrdered: 0,
  ...fields,
});

const line = (lineNumber: number, sku: string, quantity: number) => ({ lineNumber, sku, quantity });

describe('checkQuickOrder', () => {
  it('accepts lines within the minimum order and the stock', () => {
    const [checked] = checkQuickOrder([line(1, 'AAA-1', 10)], [tool('AAA-1')]);
    expect(checked).toMatchObject({ sku: 'AAA-1', quantity: 10, lineNumbers: [1], problem: null });
    expect(checked?.tool?._id).toBe('aaa-1');
  });

  it('names an unknown SKU, a quantity below the minimum and one above the stock', () => {
    const checked = checkQuickOrder(
      [line(1, 'NOPE-1', 10), line(2, 'AAA-1', 9), line(3, 'BBB-2', 101)],
      [tool('AAA-1'), tool('BBB-2')],
    );
    expect(checked.map((c) => c.problem)).toEqual([
      'Unknown SKU NOPE-1: no tool in the catalogue has it',
      'Tool AAA-1: Minimum order amount : 10 piece',
      'Tool BBB-2: Maximum available order : 100 piece',
    ]);
  });

  it('names the nearest whole cases of a tool sold in cases, checking merged lines’ sum', () => {
    const cased = tool('CASE-6', { minOrder: 6, available: 30, orderMultiple: 6 });
    const checked = checkQuickOrder([line(1, 'CASE-6', 4), line(2, 'CASE-6', 3)], [cased]);
    expect(checked.map((c) => [c.quantity, c.problem])).toEqual([
      [7, 'Tool CASE-6: Sold in cases of 6: order 6 or 12'],
    ]);
    expect(checkQuickOrder([line(1, 'CASE-6', 12)], [cased])[0]?.problem).toBeNull();
  });

  it('merges a SKU on several lines into one, adding the quantities, and checks the sum', () => {
    const checked = checkQuickOrder(
      [line(1, 'AAA-1', 60), line(4, 'BBB-2', 10), line(7, 'AAA-1', 50)],
      [tool('AAA-1'), tool('BBB-2')],
    );
    expect(checked.map((c) => [c.sku, c.quantity, c.lineNumbers])).toEqual([
      ['AAA-1', 110, [1, 7]],
      ['BBB-2', 10, [4]],
    ]);
    expect(checked[0]?.problem).toBe('Tool AAA-1: Maximum available order : 100 piece');
  });

  it('lists the distinct SKUs in the order they first appear', () => {
    expect(skusOf([line(1, 'B-B-B', 1), line(2, 'A-A-A', 1), line(3, 'B-B-B', 1)])).toEqual(['B-B-B', 'A-A-A']);
  });
});
