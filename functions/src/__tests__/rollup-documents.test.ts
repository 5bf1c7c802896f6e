import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { emptyFigures } from '../analytics/rollup-delta';
import {
  SHARDS_PER_DAY,
  daySeriesOfDoc,
  incrementsOf,
  monthIncrementsOf,
  shardOf,
} from '../analytics/rollup-documents';

describe('incrementsOf', () => {
  it('leaves out maps with nothing in them: in a merge an empty map would replace the stored one', () => {
    const write = incrementsOf('2026-11-20', 1, { ...emptyFigures(), orders: 1 });
    expect(write).not.toHaveProperty('tools');
    expect(write).not.toHaveProperty('byStatus');
    expect(write.orders).toEqual(FieldValue.increment(1));
  });

  it('increments each status and each tool, and names the tool', () => {
    const write = incrementsOf('2026-11-20', 0, {
      ...emptyFigures(),
      byStatus: { pending: -1, processing: 1 },
      tools: { saw: { sku: 'SAW-1', toolName: 'Saw', revenueCents: 300, pieces: 2 } },
    });
    expect(write.byStatus).toEqual({ pending: FieldValue.increment(-1), processing: FieldValue.increment(1) });
    expect(write.tools).toEqual({
      saw: { sku: 'SAW-1', toolName: 'Saw', revenueCents: FieldValue.increment(300), pieces: FieldValue.increment(2) },
    });
  });
});

describe('shardOf', () => {
  it('puts an id always on the same shard, and spreads ids over every shard', () => {
    expect(shardOf('order-1')).toBe(shardOf('order-1'));
    const used = new Set(Array.from({ length: 200 }, (_, i) => shardOf(`order-${i}`)));
    expect([...used].sort()).toEqual(Array.from({ length: SHARDS_PER_DAY }, (_, i) => i));
  });
});

describe('monthIncrementsOf', () => {
  it("adds every day's change to the month, and each to its own day of the series", () => {
    const saw = { sku: 'SAW-1', toolName: 'Saw', revenueCents: 300, pieces: 2 };
    const write = monthIncrementsOf('2026-11', 2, [
      { date: '2026-11-03', figures: { ...emptyFigures(), orders: 1, revenueCents: 300, tools: { saw } } },
      { date: '2026-11-20', figures: { ...emptyFigures(), newCustomers: 1, byStatus: { pending: 1 } } },
    ]);
    expect(write).toMatchObject({
      month: '2026-11',
      shard: 2,
      orders: FieldValue.increment(1),
      revenueCents: FieldValue.increment(300),
      newCustomers: FieldValue.increment(1),
      byStatus: { pending: FieldValue.increment(1) },
      tools: { saw: { revenueCents: FieldValue.increment(300), pieces: FieldValue.increment(2) } },
      days: {
        '2026-11-03': {
          orders: FieldValue.increment(1),
          revenueCents: FieldValue.increment(300),
          newCustomers: FieldValue.increment(0),
        },
        '2026-11-20': {
          orders: FieldValue.increment(0),
          revenueCents: FieldValue.increment(0),
          newCustomers: FieldValue.increment(1),
        },
      },
    });
    expect(write).not.toHaveProperty('date');
  });
});

describe('daySeriesOfDoc', () => {
  it("reads a stored month's series, a point of the wrong shape as zeros or not at all", () => {
    const series = daySeriesOfDoc({
      days: { '2026-11-03': { orders: 2, revenueCents: 900, newCustomers: 1 }, '2026-11-04': { orders: 'x' }, bad: 7 },
    });
    expect([...series]).toEqual([
      ['2026-11-03', { orders: 2, revenueCents: 900, newCustomers: 1 }],
      ['2026-11-04', { orders: 0, revenueCents: 0, newCustomers: 0 }],
    ]);
    expect(daySeriesOfDoc({}).size).toBe(0);
  });
});
