import type { CartLine, Tool } from '@toolshub/shared';
import { describe, expect, it } from 'vitest';
import { planReorder, raisedMessage, refusalMessage } from '../order-again';
import { aTool, orderLine } from './order-fixture';

const tool = aTool;
const line = (toolId: string, quantity: number, unitPrice = 10) =>
  orderLine(toolId, { unitPrice, listPrice: unitPrice, quantity, lineTotal: unitPrice * quantity });

const tools = (...list: (Tool | [string, null])[]) => new Map(list.map((t) => (Array.isArray(t) ? t : [t._id, t])));

describe('planReorder', () => {
  it('puts every orderable line in an empty cart at the same quantity and today’s price', () => {
    const plan = planReorder([line('a', 10), line('b', 6, 4)], [], tools(tool('a'), tool('b', { price: 4.5 })));
    expect(plan.cart).toEqual([
      { toolId: 'a', quantity: 10 },
      { toolId: 'b', quantity: 6 },
    ]);
    expect(plan.added.map((a) => [a.line.toolId, a.unitPrice, a.priceChanged])).toEqual([
      ['a', 10, false],
      ['b', 4.5, true],
    ]);
    expect(plan.refused).toEqual([]);
  });

  it('prices with the tier the cart quantity reaches, and adds to a line the cart already has', () => {
    const tiered = tool('a', { priceTiers: [{ minQuantity: 20, price: 8 }] });
    const cart: CartLine[] = [
      { toolId: 'z', quantity: 1 },
      { toolId: 'a', quantity: 12 },
    ];
    const plan = planReorder([line('a', 10)], cart, tools(tiered));
    expect(plan.cart).toEqual([
      { toolId: 'z', quantity: 1 },
      { toolId: 'a', quantity: 22 },
    ]);
    expect(plan.added).toEqual([expect.objectContaining({ cartQuantity: 22, unitPrice: 8, priceChanged: true })]);
  });

  it('refuses lines of tools no longer sold, out of stock or short of stock, and keeps the cart', () => {
    const cart: CartLine[] = [{ toolId: 'keep', quantity: 3 }];
    const plan = planReorder(
      [line('gone', 5), line('empty', 5), line('short', 50), line('ok', 5)],
      cart,
      tools(['gone', null], tool('empty', { available: 4 }), tool('short', { available: 30 }), tool('ok')),
    );
    expect(plan.refused.map(({ line: l, ...why }) => [l.toolId, why])).toEqual([
      ['gone', { reason: 'gone' }],
      ['empty', { reason: 'out-of-stock' }],
      ['short', { reason: 'not-enough-stock', available: 30, wanted: 50 }],
    ]);
    expect(plan.cart).toEqual([
      { toolId: 'keep', quantity: 3 },
      { toolId: 'ok', quantity: 5 },
    ]);
    expect(plan.added.map((a) => a.raisedFrom)).toEqual([null]);
  });

  it('raises a line below today’s minimum order to the minimum, priced there, and says from what', () => {
    const small = tool('small', { minOrder: 10, priceTiers: [{ minQuantity: 10, price: 9 }] });
    const plan = planReorder(
      [line('small', 4), line('held', 2)],
      [{ toolId: 'held', quantity: 3 }],
      tools(small, tool('held', { minOrder: 8 })),
    );
    expect(plan.refused).toEqual([]);
    expect(plan.cart).toEqual([
      { toolId: 'held', quantity: 8 },
      { toolId: 'small', quantity: 10 },
    ]);
    expect(plan.added.map((a) => [a.line.toolId, a.cartQuantity, a.raisedFrom, a.unitPrice])).toEqual([
      ['small', 10, 4, 9],
      ['held', 8, 5, 10],
    ]);
    expect(raisedMessage(plan.added[0]!)).toBe("raised from 4 to 10 pieces, today's minimum order");
  });

  it('raises a line that is not whole cases of today’s tool to the next whole case, and says so', () => {
    const cased = tool('cased', { minOrder: 6, available: 60, orderMultiple: 6 });
    const plan = planReorder(
      [line('cased', 7), line('small', 2)],
      [],
      tools(cased, tool('small', { minOrder: 6, orderMultiple: 6 })),
    );
    expect(plan.cart).toEqual([
      { toolId: 'cased', quantity: 12 },
      { toolId: 'small', quantity: 6 },
    ]);
    expect(plan.added.map((a) => raisedMessage(a))).toEqual([
      'raised from 7 to 12 pieces: sold in cases of 6',
      "raised from 2 to 6 pieces, today's minimum order",
    ]);
    const short = planReorder([line('cased', 7)], [], tools({ ...cased, available: 10 }));
    expect(short.refused).toEqual([expect.objectContaining({ reason: 'not-enough-stock', wanted: 12 })]);
  });

  it('refuses a line below a minimum that the stock cannot meet', () => {
    const plan = planReorder([line('a', 2)], [], tools(tool('a', { minOrder: 10, available: 9 })));
    expect(plan.refused).toEqual([expect.objectContaining({ reason: 'out-of-stock' })]);
    expect(plan.cart).toEqual([]);
  });

  it('counts what the cart already holds against the stock', () => {
    const plan = planReorder([line('a', 10)], [{ toolId: 'a', quantity: 95 }], tools(tool('a')));
    expect(plan.refused).toEqual([
      expect.objectContaining({ reason: 'not-enough-stock', available: 100, wanted: 105 }),
    ]);
    expect(plan.cart).toEqual([{ toolId: 'a', quantity: 95 }]);
  });

  it('adds no new line to a cart of 50 lines, but still adds to the lines it has', () => {
    const full: CartLine[] = Array.from({ length: 50 }, (_, i) => ({ toolId: `c${i}`, quantity: 5 }));
    const plan = planReorder([line('new', 5), line('c3', 5)], full, tools(tool('new'), tool('c3')));
    expect(plan.refused).toEqual([expect.objectContaining({ reason: 'cart-full' })]);
    expect(plan.added.map((a) => a.line.toolId)).toEqual(['c3']);
    expect(plan.cart).toHaveLength(50);
    expect(plan.cart.find((l) => l.toolId === 'c3')?.quantity).toBe(10);
  });
});

describe('refusalMessage', () => {
  it('says why, with the figures', () => {
    expect(refusalMessage({ reason: 'gone' })).toBe('No longer sold');
    expect(refusalMessage({ reason: 'out-of-stock' })).toBe('Out of stock');
    expect(refusalMessage({ reason: 'not-enough-stock', available: 3, wanted: 8 })).toBe('Only 3 in stock (8 wanted)');
    expect(refusalMessage({ reason: 'cart-full' })).toBe('Your cart already holds 50 lines');
  });
});
