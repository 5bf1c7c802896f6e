import { describe, expect, it } from 'vitest';
import { MAX_ORDER_LINES, type ContractRules } from '@toolshub/shared';
import { cartFullMessage, putListInCart, type ListCartTool } from '../domain/buying-list-cart';

/** A tool as the list's cart step reads it: 19.99 a piece, 10.00 from 20, minimum 2, 50 in stock. */
const tool = (id: string, fields: Partial<ListCartTool> = {}): ListCartTool => ({
  id,
  toolName: `Tool ${id}`,
  category: 'planes',
  minOrder: 2,
  available: 50,
  archived: false,
  priceCents: 1999,
  priceTiers: [{ minQuantity: 20, priceCents: 1000 }],
  ...fields,
});

const shop = new Map<string, ListCartTool>([
  ['plane', tool('plane')],
  ['rasp', tool('rasp', { archived: true })],
  ['screws', tool('screws', { minOrder: 6, orderMultiple: 6, available: 600 })],
  ['gouge', tool('gouge', { minOrder: 1, available: 3 })],
]);
const toolOf = (id: string) => shop.get(id) ?? null;

describe('putListInCart', () => {
  it('adds the good lines and names each bad one with the cart’s message, leaving the cart’s own line alone', () => {
    const result = putListInCart(
      [{ toolId: 'gouge', quantity: 1 }],
      [
        { toolId: 'plane', quantity: 4 },
        { toolId: 'gone', quantity: 1 },
        { toolId: 'rasp', quantity: 2 },
        { toolId: 'screws', quantity: 7 },
        { toolId: 'gouge', quantity: 3 },
      ],
      toolOf,
      [],
    );
    expect(result.lines).toEqual([
      { toolId: 'gouge', quantity: 1 },
      { toolId: 'plane', quantity: 4 },
    ]);
    expect(result.added).toEqual([
      { toolId: 'plane', quantity: 4, toolName: 'Tool plane', cartQuantity: 4, unitPrice: 19.99 },
    ]);
    expect(result.refused.map((line) => line.message)).toEqual([
      'No tool with id gone',
      'Tool rasp is no longer sold',
      'Tool screws: Sold in cases of 6: order 6 or 12',
      // 1 in the cart + 3 from the list is more than the 3 in stock.
      'Tool gouge: Maximum available order : 3 piece',
    ]);
  });

  it('adds to the cart’s line of the same tool and prices the sum (a tier it reaches, a contract price)', () => {
    const contract: ContractRules[] = [{ id: 'pl', rules: [{ category: 'planes', percentOff: 10 }] }];
    const result = putListInCart(
      [{ toolId: 'plane', quantity: 15 }],
      [{ toolId: 'plane', quantity: 5 }],
      toolOf,
      contract,
    );
    expect(result.lines).toEqual([{ toolId: 'plane', quantity: 20 }]);
    // 20 pieces reach the 10.00 tier; 10% off it is 9.00.
    expect(result.added).toEqual([
      { toolId: 'plane', quantity: 5, toolName: 'Tool plane', cartQuantity: 20, unitPrice: 9 },
    ]);
  });

  it('refuses a new tool once the cart holds its most lines', () => {
    const full = Array.from({ length: MAX_ORDER_LINES }, (_, i) => ({ toolId: `t${i}`, quantity: 1 }));
    const result = putListInCart(full, [{ toolId: 'plane', quantity: 2 }], toolOf, []);
    expect(result.added).toEqual([]);
    expect(result.refused).toEqual([
      { toolId: 'plane', quantity: 2, toolName: 'Tool plane', message: cartFullMessage },
    ]);
    expect(result.lines).toHaveLength(MAX_ORDER_LINES);
  });
});
